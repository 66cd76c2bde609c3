import OrderedCollections
import TokenModel

/// Reads Style Dictionary's legacy format: nested objects whose leaves are tokens with
/// `value`, and optionally `type`, `comment` and `attributes` (its category/type/item
/// metadata). Each file becomes a set, applied in the order read, so a token a later file
/// defines again overrides it, as Style Dictionary's deep merge of its `source` files does
/// (and reports).
enum StyleDictionaryReader {
    // MARK: - Properties

    /// Where the token's own extra properties are kept in `$extensions`.
    static let extensionNamespace = "com.amazon.style-dictionary"

    // MARK: - Reading

    static func read(_ files: [SourceFile], report: inout ImportReport) -> SourceDocument {
        var sets: [SourceDocument.TokenSet] = []
        var seen: [[String]: SourceLocation] = [:]
        for file in files {
            if let marker = SourceFormat.spectrumMarker(in: file.root) {
                report.error("\(file.path) is in Adobe Spectrum's own token format (\(marker.description)), not Style Dictionary's: its tokens choose a value per color theme (light, dark, darkest) and scale (desktop, mobile) from \"sets\", which convert does not read", at: marker.location)
                continue
            }
            guard file.root.object != nil else {
                report.error("a Style Dictionary file must hold an object of tokens, not \(file.root.kindDescription)", at: file.root.location)
                continue
            }
            var tokens: OrderedDictionary<[String], SourceDocument.Token> = [:]
            walk(file.root, path: [], into: &tokens, report: &report)
            for token in tokens.values {
                if let earlier = seen[token.path] {
                    report.warning("defined again here; the later definition wins, as in Style Dictionary (the earlier one is at \(earlier))", token: token.dotted, at: token.location)
                }
                seen[token.path] = token.location
            }
            sets.append(SourceDocument.TokenSet(name: file.name, file: file.path, tokens: Array(tokens.values)))
        }
        return SourceDocument(format: .styleDictionary, sets: sets, themes: [])
    }

    // MARK: - Private

    private static func walk(_ node: SourceNode, path: [String], into tokens: inout OrderedDictionary<[String], SourceDocument.Token>, report: inout ImportReport) {
        guard let members = node.object else {
            report.warning("'\(path.joined(separator: "."))' is \(node.kindDescription), neither a token (an object with \"value\") nor a group; left out", at: node.location)
            return
        }
        if members["$value"] != nil {
            report.error("'\(path.joined(separator: "."))' uses \"$value\": this file is already DTCG; read it with `dscompile validate`, not convert", at: node.location)
            return
        }
        guard let value = members["value"] else {
            for (key, child) in members { walk(child, path: path + [key], into: &tokens, report: &report) }
            return
        }
        if path.isEmpty {
            report.error("the file's root is a token; tokens need a name", at: node.location)
            return
        }
        var type: String?
        var origin = SourceDocument.TypeOrigin.none
        if let declared = members["type"]?.string {
            type = declared
            origin = .declared
        } else if let category = members["attributes"]?["category"]?.string ?? path.first {
            type = category
            origin = .category(category)
        }
        var extras = OrderedDictionary<String, SourceNode>()
        for (key, child) in members where !["value", "type", "comment", "description"].contains(key) {
            extras[key] = child
        }
        var extensions: SourceNode?
        if !extras.isEmpty {
            let namespace = SourceNode(.object(extras), at: node.location)
            extensions = SourceNode(.object([extensionNamespace: namespace]), at: node.location)
        }
        let description = members["comment"]?.string ?? members["description"]?.string
        tokens[path] = SourceDocument.Token(path: path, type: type, typeOrigin: origin, value: value, description: description,
                                            extensions: extensions, location: node.location)
    }
}
