/// A property kind is written in `style-kinds.json` as one short string, so the file reads
/// like the style tables it comes from: `color` (a token type), `alignment`,
/// `contentMode`, `boolean`, `integer>=0`, `choice:right|left`.
extension StyleSchema.PropertyKind {
    // MARK: - Codable

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch text {
        case "alignment": self = .alignment
        case "contentMode": self = .contentMode
        case "boolean": self = .boolean
        default:
            if text.hasPrefix("integer>="), let minimum = Int(text.dropFirst("integer>=".count)) {
                self = .integer(minimum: minimum)
            } else if text.hasPrefix("choice:") {
                self = .choice(text.dropFirst("choice:".count).split(separator: "|").map(String.init))
            } else if let type = TokenType(rawValue: text) {
                self = .token(type)
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown property kind '\(text)'"))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(codingName)
    }

    /// The string the kind is written as.
    private var codingName: String {
        switch self {
        case .token(let type): type.rawValue
        case .alignment: "alignment"
        case .contentMode: "contentMode"
        case .boolean: "boolean"
        case .integer(let minimum): "integer>=\(minimum)"
        case .choice(let names): "choice:" + names.joined(separator: "|")
        }
    }
}
