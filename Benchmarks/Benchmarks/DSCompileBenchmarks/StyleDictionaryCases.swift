import Foundation

/// The two token files of Style Dictionary's performance cases, generated: a base layer of
/// color tokens and chains of aliases over it. Each chain is written last link first, so
/// resolving the file follows every chain to its full depth.
enum StyleDictionaryCases {
    struct Shape {
        let bases: Int
        let chains: Int
        let depth: Int
        var tokens: Int { bases + chains * depth }
    }

    /// 9,000 tokens, 6,000 of them aliases in chains of depth 3 (Style Dictionary: 500 ms).
    static let medium = Shape(bases: 3_000, chains: 2_000, depth: 3)
    /// 30,000 tokens, 29,700 of them aliases in chains of depth 100 (Style Dictionary: 5 s).
    static let large = Shape(bases: 300, chains: 300, depth: 99)

    /// Writes the case to a temporary file and returns its path.
    static func write(_ shape: Shape) throws -> String {
        var json = "{\n  \"base\": {\n    \"$type\": \"color\""
        for index in 0..<shape.bases {
            json += ",\n    \"c\(index)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(Double(index % 256) / 255), 0.5, 0.25]}}"
        }
        json += "\n  },\n  \"alias\": {\n    \"$type\": \"color\""
        for chain in 0..<shape.chains {
            json += ",\n    \"chain\(chain)\": {"
            let links = stride(from: shape.depth, through: 1, by: -1).map { link in
                let target = link == 1 ? "base.c\(chain % shape.bases)" : "alias.chain\(chain).link\(link - 1)"
                return "\"link\(link)\": {\"$value\": \"{\(target)}\"}"
            }
            json += links.joined(separator: ", ") + "}"
        }
        json += "\n  }\n}\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sd-\(shape.tokens)-depth\(shape.depth).tokens.json")
        try Data(json.utf8).write(to: url)
        return url.path
    }
}
