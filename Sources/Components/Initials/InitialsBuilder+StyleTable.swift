import LayoutDSL
import TokenModel

extension InitialsBuilder {
    /// The `initials` kind: the letters' typography and color, the circle's color and
    /// diameter, plus the view's properties.
    public static let styleTable = StyleTable<InitialsBuilder>(kind: InitialsStyleKind.kind, viewRowsAnd: [
        .typography(InitialsStyleKind.typography, shows: { $0.typography }) { $0.setTypography($1) },
        .color(InitialsStyleKind.textColor, shows: { $0.textColor }) { $0.setTextColor($1) },
        .color(InitialsStyleKind.circleColor, shows: { $0.circleColor }) { $0.setCircleColor($1) },
        .dimension(InitialsStyleKind.diameter, shows: { $0.diameter }) { $0.setDiameter($1) },
    ], gallery: StyleGallery(
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
    })
}
