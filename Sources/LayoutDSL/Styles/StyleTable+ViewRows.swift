import TokenModel

/// The rows every view kind has (``ViewBuilding``'s methods, ``ViewStyleSetters``), which
/// a component's table starts from.
extension StyleTable {
    /// The view's rows, in the order style sheets list them.
    static var viewRows: [StyleRow<Builder>] {
        [
            .color(ViewStyleSetters.backgroundColor) { $0.setBackgroundColor($1) },
            .dimension(ViewStyleSetters.cornerRadius) { $0.setCornerRadius($1) },
            .dimensionAndColor(ViewStyleSetters.border) { $0.setBorder(width: $1, color: $2) },
            .shadow(ViewStyleSetters.shadow) { $0.setShadow($1) },
            .number(ViewStyleSetters.alpha) { $0.setAlpha($1) },
            .boolean(ViewStyleSetters.clipsToBounds) { $0.setClipsToBounds($1) },
        ]
    }
}
