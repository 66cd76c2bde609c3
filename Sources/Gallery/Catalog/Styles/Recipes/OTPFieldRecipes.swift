import Builders
import Foundation

/// The OTP field as `OTPFieldSnapshotTests` and the gallery's "OTP fields" both draw it: a
/// code typed, an error shown or not, at its fitting size with 16 points of page around it
/// (`Snapshots/Components/otp-field-<empty|partly-filled|error>`).
package enum OTPFieldRecipes {
    // MARK: - Nested types

    /// What the field shows.
    package enum Look: String, Sendable, CaseIterable {
        case empty
        case partlyFilled = "partly filled"
        case filled
        case error

        /// The code typed.
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
    }

    // MARK: - Properties

    /// The style the references are drawn in.
    package static let referenceStyle = "default"

    // MARK: - Recipes

    /// The field of the style `style` that `styled` starts, showing `look`; the
    /// ``referenceStyle`` has references but for `filled`.
    package static func field(style: String, look: Look, styled: @escaping @Sendable () -> OTPFieldBuilder) -> SnapshotRecipe {
        let name: String? = switch look {
        case .empty: "otp-field-empty"
        case .partlyFilled: "otp-field-partly-filled"
        case .error: "otp-field-error"
        case .filled: nil
        }
        let reference = style == referenceStyle ? name.map { SnapshotReference(suite: "Components", name: $0) } : nil
        return SnapshotRecipe(reference, padding: 16) {
            let field = styled().useAutoLayout().setCode(look.code).build()
            if let error = look.error { field.showError(message: error) }
            return field
        }
    }
}
