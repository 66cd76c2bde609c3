import TokenModel

/// The rows every view kind has (``ViewBuilding``'s methods), which a component's table
/// starts from.
extension StyleTable {
    /// The view's rows, in the order style sheets list them.
    static var viewRows: [StyleRow<Builder>] {
        [
            .color("backgroundColor") { $0.setBackgroundColor($1) },
            .dimension("cornerRadius") { $0.setCornerRadius($1) },
            // UIKit sets a layer's border width and color separately, but the builder sets
            // them together, so a style gives both or neither.
            .dimensionAndColor("borderWidth", "borderColor") { $0.setBorder(width: $1, color: $2) },
            .shadow("shadow") { $0.setShadow($1) },
            .number("alpha") { $0.setAlpha($1) },
            .boolean("clipsToBounds") { $0.setClipsToBounds($1) },
        ]
    }
}
