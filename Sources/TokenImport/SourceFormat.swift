import Foundation
import TokenModel

/// The legacy formats `dscompile convert` reads.
public enum SourceFormat: String, Sendable, CaseIterable {
    /// Style Dictionary's own format before DTCG: `value`, `type`, `comment`, CTI names.
    case styleDictionary = "style-dictionary"
    /// A Tokens Studio export: token sets, `$themes`, `$metadata`.
    case tokensStudio = "tokens-studio"

    // MARK: - Properties

    /// The name people know it by, for messages.
    public var displayName: String {
        switch self {
        case .styleDictionary: "Style Dictionary (legacy format)"
        case .tokensStudio: "Tokens Studio"
        }
    }

    /// Tokens Studio's own types: a file using one is a Tokens Studio export.
    static let tokensStudioOnlyTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
        "paragraphSpacing", "paragraphIndent", "boxShadow", "composition", "textCase", "textDecoration",
    ]

    // MARK: - Detecting

    /// The format of `files` (already read), with the reason, or `nil` when it cannot tell.
    static func detect(_ files: [SourceFile]) -> (format: SourceFormat, reason: String)? {
        if let file = files.first(where: { ["$themes.json", "$metadata.json"].contains(($0.path as NSString).lastPathComponent) }) {
            return (.tokensStudio, "\(file.path) is a Tokens Studio file")
        }
        for file in files {
            if let key = ["$themes", "$metadata"].first(where: { file.root[$0] != nil }) {
                return (.tokensStudio, "\(file.path) has '\(key)'")
            }
        }
        var sawLegacyToken = false
        for file in files {
            var found: String?
            visitTokens(file.root) { token in
                sawLegacyToken = true
                guard found == nil else { return }
                if let type = (token["type"] ?? token["$type"])?.string, tokensStudioOnlyTypes.contains(type) {
                    found = "uses the Tokens Studio type '\(type)'"
                } else if (token["$extensions"] ?? token["extensions"])?["studio.tokens"] != nil {
                    // Tokens Studio's own extension (its color modifiers): read as Style
                    // Dictionary, the modifier would be kept but never applied.
                    found = "has Tokens Studio's extension 'studio.tokens'"
                }
            }
            if let found { return (.tokensStudio, "\(file.path) \(found)") }
        }
        return sawLegacyToken ? (.styleDictionary, "its tokens are objects with 'value' and no Tokens Studio themes, metadata or types") : nil
    }

    /// Where `root` shows Adobe Spectrum's own token format (adobe/spectrum-tokens'
    /// `packages/tokens/src`), and how, or `nil`: a token's `$schema` naming Spectrum's
    /// token types, or a token of `sets` (one value per color theme or scale) instead of a
    /// `value`. It looks like Style Dictionary's legacy format, `value` and all, but is not.
    static func spectrumMarker(in root: SourceNode) -> (description: String, location: SourceLocation)? {
        var found: (description: String, location: SourceLocation)?
        func visit(_ node: SourceNode, depth: Int) {
            guard found == nil, depth < 64, let members = node.object else { return }
            if let schema = members["$schema"]?.string, schema.contains("spectrum-tokens/schemas") {
                found = ("a token's $schema is \(schema)", members["$schema"]!.location)
                return
            }
            if members["value"] == nil, let sets = members["sets"]?.object, !sets.isEmpty,
               sets.values.allSatisfy({ $0["value"] != nil || $0["sets"] != nil }) {
                found = ("a token holds \"sets\" (\(sets.keys.joined(separator: ", "))) instead of a value", members["sets"]!.location)
                return
            }
            for child in members.values { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return found
    }

    /// Calls `body` with every object holding `value` or `$value` under `node`.
    static func visitTokens(_ node: SourceNode, _ body: (SourceNode) -> Void) {
        guard let members = node.object else { return }
        if members["value"] != nil || members["$value"] != nil {
            body(node)
            return
        }
        for (_, child) in members { visitTokens(child, body) }
    }
}
