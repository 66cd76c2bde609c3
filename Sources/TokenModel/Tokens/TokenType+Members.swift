extension TokenType {
    /// The type of each member of a composite value whose type does not depend on the other
    /// members, so that the members of a value with one broken reference are still checked
    /// (a typography's `lineHeight`, a multiple of its font size, is left to the whole value).
    var independentMemberTypes: [String: TokenType] {
        switch self {
        case .typography: ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension]
        case .border: ["color": .color, "width": .dimension, "style": .strokeStyle]
        case .shadow: ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension]
        case .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier]
        case .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number, .strokeStyle, .gradient, .string: [:]
        }
    }
}
