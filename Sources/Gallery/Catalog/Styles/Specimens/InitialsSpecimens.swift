import Builders
import Foundation
import Render
import TokenModel

extension InitialsBuilder: ShownInGallery {
    /// How the gallery shows the `initials` kind: its section and each style's specimens.
    static let gallery = StyleGallery<InitialsBuilder>(
        component: "drawInitials", id: "initials", title: "Initials",
        summary: "Each initials style for a Latin, a Cyrillic and a one-letter name, with the letters' contrast on the circle.",
        keywords: ["avatar"]
    ) { _, styled in
        [("Anna", "Petrova"), ("иван", "сидоров"), ("Ω", "")].map { first, last in
            StyleSpecimen([first, last].filter { !$0.isEmpty }.joined(separator: " "),
                          detail: "names \(String(reflecting: (first: first, last: last)))", .fitting(wrapsText: false) {
                styled().setNames(firstname: first, lastname: last).build()
            })
        }
    }
}
