import Builders
import Foundation

/// The OTP field as `OTPFieldSnapshotTests` and the gallery's "OTP fields" both draw it: a
/// code typed, an error shown or not, at its fitting size with 16 points of page around it
/// (`Snapshots/Components/otp-field-<look>` for the default style,
/// `otp-field-<style>-<look>` for the others).
package enum OTPFieldRecipes {
    // MARK: - Nested types

    /// What the field shows.
    package enum Look: String, Sendable, CaseIterable {
        case empty
        case partlyFilled = "partly filled"
        case filled
        case error

        /// The code typed: a field with fewer digits keeps only as many as it has.
        package var code: String {
            switch self {
            case .empty: ""
            case .partlyFilled: "47"
            case .filled: "471123"
            case .error: "4711"
            }
        }

        /// The error message shown; `nil` for none.
        package var error: String? { self == .error ? "Wrong code" : nil }

        /// The look in a reference's name (`partly-filled`).
        package var referenceName: String { rawValue.replacingOccurrences(of: " ", with: "-") }
    }

    // MARK: - Properties

    /// The style whose references are named by the look alone (`otp-field-empty`): they
    /// were recorded before the other styles had any, and keep their names.
    package static let unprefixedStyle = "default"

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts: one for each ``Look``, in
    /// its order, each with a reference.
    package static func specimens(style: String, styled: @escaping @Sendable () -> OTPFieldBuilder) -> [StyleSpecimen] {
        Look.allCases.map { look in
            StyleSpecimen(look.rawValue, detail: "code \(look.code) error \(String(reflecting: look.error))",
                          recipe: field(style: style, look: look, styled: styled))
        }
    }

    // MARK: - Private

    /// The field of the style `style` that `styled` starts, showing `look`.
    private static func field(style: String, look: Look, styled: @escaping @Sendable () -> OTPFieldBuilder) -> SnapshotRecipe {
        let name = style == unprefixedStyle ? "otp-field-\(look.referenceName)" : "otp-field-\(style)-\(look.referenceName)"
        return SnapshotRecipe(SnapshotReference(suite: "Components", name: name), padding: 16) {
            let field = styled().useAutoLayout().setCode(look.code).build()
            if let error = look.error { field.showError(message: error) }
            return field
        }
    }
}
