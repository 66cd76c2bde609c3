import TokenModel

/// The rows every view kind has (``ViewBuilding``'s methods, ``ViewStyleSetters``), which
/// a component's table starts from.
extension StyleTable {
    /// The view's rows, in the order style sheets list them.
    static var viewRows: [StyleRow<Builder>] {
        [
            .color(ViewStyleSetters.backgroundColor, shows: { $0.backgroundColor }) { $0.setBackgroundColor($1) },
            .dimension(ViewStyleSetters.cornerRadius, shows: { $0.cornerRadius }) { $0.setCornerRadius($1) },
            .dimensionAndColor(ViewStyleSetters.border, shows: { ($0.borderWidth, $0.borderColor) }) { $0.setBorder(width: $1, color: $2) },
            .shadow(ViewStyleSetters.shadow, shows: { $0.shadow }) { $0.setShadow($1) },
            .number(ViewStyleSetters.alpha, shows: { $0.alpha }) { $0.setAlpha($1) },
            .boolean(ViewStyleSetters.clipsToBounds, shows: { $0.clipsToBounds }) { $0.setClipsToBounds($1) },
        ]
    }
}
