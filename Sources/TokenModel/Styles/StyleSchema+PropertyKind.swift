/// StyleKinds' value kinds in the token reader's terms: a token kind becomes a reference
/// to a token of that ``TokenType``.
extension StyleSchema.PropertyKind {
    /// What a property of `value` takes.
    public init(_ value: StyleValueKind) {
        switch value {
        case .color: self = .token(.color)
        case .gradient: self = .token(.gradient)
        case .shadow: self = .token(.shadow)
        case .typography: self = .token(.typography)
        case .dimension: self = .token(.dimension)
        case .number: self = .token(.number)
        case .duration: self = .token(.duration)
        case .alignment: self = .alignment
        case .integer(let minimum): self = .integer(minimum: minimum)
        case .contentMode: self = .contentMode
        case .boolean: self = .boolean
        case .choice(let names): self = .choice(names)
        }
    }
}
