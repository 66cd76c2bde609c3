import Foundation
import TestSupport
import Testing
import TokenModel
import TokenValues

/// The seven systems of terrazzoapp/dtcg-examples, resolved under `--compat`: in every theme,
/// at least five tokens hold the values their own files write.
///
/// The expected values are read from the source files by this test alone, with Foundation's
/// JSON reader, not by dscompile: each theme's files are taken in the resolver's order (a
/// set the resolver leaves out of resolutionOrder first, as its tokens are used), the last
/// definition of a path wins, and the tokens whose value is written out (an sRGB color, a
/// px or rem length, a typography's px font size and weight) are compared, those of the
/// theme's own context files first.
@Suite("Real design systems' values")
struct RealDesignSystemValueTests {
    // MARK: - Types

    /// A token as its file writes it.
    private struct Written {
        let value: Any
        let type: String?
        let file: String
        /// Whether the file is one of a modifier's contexts (it is what makes the theme).
        let fromContext: Bool
    }

    // MARK: - Tests

    static let systems = ["adobe-spectrum", "apple-hig", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

    @Test(arguments: systems)
    func everyThemeHoldsTheValuesItsFilesWrite(_ name: String) throws {
        let folder = PackagePaths.realDesignSystems
        let resolverURL = folder.appendingPathComponent("\(name).resolver.json")
        let resolver = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: resolverURL)) as? [String: Any])
        let system = try DesignSystemLoader.load(paths: [], resolver: resolverURL.path, mode: .compat)
        #expect(!system.themes.isEmpty)
        for theme in system.themes {
            let written = try Self.writtenTokens(resolver, theme: theme, base: folder)
            let tokens = try #require(system.tokensByTheme[theme])
            let ordered = written.sorted { ($0.value.fromContext ? 0 : 1, $0.key) < ($1.value.fromContext ? 0 : 1, $1.key) }
            var checked = 0
            for (path, token) in ordered where checked < 6 {
                guard let expectation = Self.expectation(token) else { continue }
                let resolved = tokens[TokenPath(path.split(separator: "\u{0}").map(String.init))]?.value
                #expect(expectation(resolved), "\(name), \(theme): '\(path.replacingOccurrences(of: "\u{0}", with: "."))' in \(token.file) is \(token.value), resolved \(String(describing: resolved))")
                checked += 1
            }
            #expect(checked >= 5, "\(name), \(theme): only \(checked) values written out")
        }
    }

    // MARK: - The source files, read apart

    /// Every token of `theme`'s files, by path (components joined by NUL), the last
    /// definition winning.
    private static func writtenTokens(_ resolver: [String: Any], theme: Theme, base: URL) throws -> [String: Written] {
        let sets = resolver["sets"] as? [String: Any] ?? [:]
        let modifiers = resolver["modifiers"] as? [String: Any] ?? [:]
        let order = (resolver["resolutionOrder"] as? [[String: Any]] ?? []).compactMap { $0["$ref"] as? String }
        func files(of sources: Any?) -> [String] {
            (sources as? [[String: Any]] ?? []).flatMap { source -> [String] in
                guard let reference = source["$ref"] as? String else { return [] }
                if reference.hasPrefix("#/sets/") { return files(of: (sets[String(reference.dropFirst(7))] as? [String: Any])?["sources"]) }
                return [reference]
            }
        }
        var steps: [(files: [String], fromContext: Bool)] = []
        // A set resolutionOrder leaves out (Apple HIG's typography) comes first.
        let named = Set(order.filter { $0.hasPrefix("#/sets/") }.map { String($0.dropFirst(7)) })
        for (setName, set) in sets where !named.contains(setName) {
            steps.append((files(of: (set as? [String: Any])?["sources"]), false))
        }
        for reference in order {
            if reference.hasPrefix("#/sets/") {
                steps.append((files(of: (sets[String(reference.dropFirst(7))] as? [String: Any])?["sources"]), false))
            } else if reference.hasPrefix("#/modifiers/") {
                let modifierName = String(reference.dropFirst(12))
                let contexts = (modifiers[modifierName] as? [String: Any])?["contexts"] as? [String: Any] ?? [:]
                let context = try #require(theme[modifierName])
                steps.append((files(of: contexts[context]), true))
            }
        }
        var written: [String: Written] = [:]
        for step in steps {
            for file in step.files {
                let data = try Data(contentsOf: base.appendingPathComponent(file))
                let root = try JSONSerialization.jsonObject(with: data)
                walk(root, path: [], type: nil) { path, value, type in
                    written[path.joined(separator: "\u{0}")] = Written(value: value, type: type, file: file, fromContext: step.fromContext)
                }
            }
        }
        return written
    }

    private static func walk(_ node: Any, path: [String], type: String?, _ visit: ([String], Any, String?) -> Void) {
        guard let members = node as? [String: Any] else { return }
        let type = members["$type"] as? String ?? type
        if let value = members["$value"] {
            visit(path, value, type)
            return
        }
        for (key, child) in members where !key.hasPrefix("$") {
            walk(child, path: path + [key], type: type, visit)
        }
    }

    // MARK: - What a written value means

    /// A check of the resolved value against the written one, when it is written out in a
    /// form this test reads on its own; `nil` otherwise (a reference, a string).
    private static func expectation(_ token: Written) -> ((TokenValue?) -> Bool)? {
        switch token.type {
        case "color":
            guard let object = token.value as? [String: Any], object["colorSpace"] as? String == "srgb",
                  let components = object["components"] as? [Double], components.count == 3 else { return nil }
            let alpha = object["alpha"] as? Double ?? 1
            return { resolved in
                guard let color = resolved?.color else { return false }
                return zip([Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)], components + [alpha]).allSatisfy { abs($0 - $1) < 1e-6 }
            }
        case "dimension":
            guard let length = self.length(token.value) else { return nil }
            return { $0?.dimension == length }
        case "typography":
            guard let object = token.value as? [String: Any], let size = length(object["fontSize"] as Any), size.unit == .px,
                  let weight = object["fontWeight"] as? Int else { return nil }
            let lineHeight = length(object["lineHeight"] as Any)
            return { resolved in
                guard let typography = resolved?.typography else { return false }
                var matches = Double(typography.fontSize) == size.value && typography.fontWeight == FontWeight(weight)
                if let lineHeight, lineHeight.unit == .px, let multiple = typography.lineHeight {
                    matches = matches && abs(multiple * size.value - lineHeight.value) < 1e-9
                }
                return matches
            }
        default:
            return nil
        }
    }

    /// `{value, unit}` in px or rem.
    private static func length(_ value: Any) -> TokenValues.Dimension? {
        guard let object = value as? [String: Any], let number = object["value"] as? Double,
              let unit = TokenValues.Dimension.Unit(rawValue: object["unit"] as? String ?? ""),
              [TokenValues.Dimension.Unit.px, .rem].contains(unit) else { return nil }
        return TokenValues.Dimension(number, unit)
    }
}
