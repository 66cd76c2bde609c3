import Builders
import Foundation

/// Initials as `InitialsSnapshotTests` and the gallery's "Initials" both draw them: a Latin,
/// a Cyrillic written in lower case, a one-letter and an empty name, at their fitting size
/// with 16 points of page around them (`Snapshots/Components/initials-<style>-<name>`).
package enum InitialsRecipes {
    // MARK: - Nested types

    /// A name the initials are drawn from.
    package struct Name: Sendable {
        /// What the gallery's picture is captioned.
        package let caption: String
        /// The reference's part (`latin`).
        package let key: String
        package let firstname: String
        package let lastname: String
    }

    // MARK: - Properties

    /// The names each style is shown with: lower-case Cyrillic shows the letters are
    /// upper-cased, an empty name shows the circle alone.
    package static let names = [
        Name(caption: "Anna Petrova", key: "latin", firstname: "Anna", lastname: "Petrova"),
        Name(caption: "иван сидоров", key: "cyrillic", firstname: "иван", lastname: "сидоров"),
        Name(caption: "Ω", key: "one-letter", firstname: "Ω", lastname: ""),
        Name(caption: "no name", key: "no-name", firstname: "", lastname: ""),
    ]

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts, one per name.
    package static func specimens(style: String, styled: @escaping @Sendable () -> InitialsBuilder) -> [StyleSpecimen] {
        names.map { name in
            StyleSpecimen(name.caption, detail: "names \(String(reflecting: (first: name.firstname, last: name.lastname)))",
                          recipe: SnapshotRecipe(SnapshotReference(suite: "Components", name: "initials-\(style)-\(name.key)"), padding: 16) {
                              styled().setNames(firstname: name.firstname, lastname: name.lastname).build()
                          })
        }
    }
}
