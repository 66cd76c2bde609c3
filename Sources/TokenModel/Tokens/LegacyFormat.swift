import Foundation

/// Token formats that came before DTCG 2025.10 and that `dscompile convert` turns into it.
/// A token file in one of them gives one error naming the format and the command, instead
/// of an error for each of its tokens.
package enum LegacyFormat: Sendable, Hashable {
    /// Style Dictionary's own format: tokens written `value`, `type`, `comment`, without `$`.
    case styleDictionary
    /// A Tokens Studio export: `$themes` and `$metadata` beside its sets, or its own types
    /// (`borderRadius`, `boxShadow`, …) on tokens written `value`/`type`.
    case tokensStudio

    // MARK: - Properties

    /// The Tokens Studio types DTCG does not have, which tell its exports from Style Dictionary's.
    private static let tokensStudioTypes: Set<String> = [
        "borderRadius", "borderWidth", "boxShadow", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
        "letterSpacing", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "sizing", "spacing",
        "opacity", "composition", "asset", "other",
    ]

    /// How the format is named in the error.
    package var name: String {
        switch self {
        case .styleDictionary: "written in Style Dictionary's legacy format (value and type without $)"
        case .tokensStudio: "a Tokens Studio export ($themes, $metadata or its own token types)"
        }
    }

    // MARK: - Detecting

    /// The files beside the sets of a Tokens Studio export saved as a folder.
    static let tokensStudioFolderFiles: Set<String> = ["$themes.json", "$metadata.json"]

    /// The legacy format the document `root`, from a file named `fileName`, is written in,
    /// or `nil` when it is none.
    package static func detect(_ root: SourceNode, fileName: String = "") -> LegacyFormat? {
        if tokensStudioFolderFiles.contains(fileName) { return .tokensStudio }
        guard let members = root.object else { return nil }
        if members["$themes"] != nil || members["$metadata"] != nil { return .tokensStudio }
        var finder = Finder()
        finder.visit(root, depth: 0)
        // A file of DTCG tokens with a few mistakes is not legacy.
        guard finder.legacyTokens > finder.tokens else { return nil }
        return finder.tokensStudioTypes > 0 ? .tokensStudio : .styleDictionary
    }

    /// The error for a file at `displayPath` in this format, at its start. The command
    /// names the folder of a Tokens Studio export saved as one (its `$themes.json`).
    package func diagnostic(displayPath: String) -> Diagnostic {
        let name = (displayPath as NSString).lastPathComponent
        let folder = (displayPath as NSString).deletingLastPathComponent
        let converted = Self.tokensStudioFolderFiles.contains(name) ? (folder.isEmpty ? "." : folder) : displayPath
        return .error("\(displayPath) is \(self.name), not DTCG 2025.10; convert it with: dscompile convert \(converted) --out DIR",
                      at: SourceLocation(file: displayPath, line: 1, column: 1))
    }

    // MARK: - Private

    /// Counts the tokens written without `$` in a document, and those written with it.
    private struct Finder {
        var legacyTokens = 0
        var tokens = 0
        var tokensStudioTypes = 0

        mutating func visit(_ node: SourceNode, depth: Int) {
            // The readers cap nesting; this walk stays well inside their limit.
            guard depth < 64, let members = node.object else { return }
            if members["$value"] != nil || members["$ref"] != nil {
                tokens += 1
                return
            }
            if members["value"] != nil {
                legacyTokens += 1
                if let type = members["type"]?.string, LegacyFormat.tokensStudioTypes.contains(type) { tokensStudioTypes += 1 }
                return
            }
            // `$extensions` and other properties hold no tokens.
            for (key, member) in members where !TokenTreeReader.isReservedName(key) { visit(member, depth: depth + 1) }
        }
    }
}
