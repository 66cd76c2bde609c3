import TokenModel

/// A stroke style as a fact shows it: `dashed`, or `dashes 4px 2px, round caps`.
enum StrokeStyleText {
    static func text(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            keyword.rawValue
        case .dashes(let dashArray, let lineCap):
            TokenListing.shortened("dashes \(dashArray.map(\.description).joined(separator: " ")), \(lineCap.rawValue) caps")
        }
    }
}
