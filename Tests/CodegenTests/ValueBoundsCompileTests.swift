import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Issue #37: the Swift generated for anything `validate` accepts type-checks in bounded
/// time and memory, the largest lists included (``ValueLimits``), and a top group whose
/// file name would be too long for the file system is a located error before anything is
/// written.
@Suite("SwiftEmitter: value bounds")
struct ValueBoundsCompileTests {
    // MARK: - Fixtures

    /// The worst case `validate` accepts of each list, `count` tokens of each, in two themes
    /// whose values all differ (so every value is written twice, as a default and a variant).
    static func worstCaseFiles(count: Int) throws -> [String: String] {
        func px(_ value: Double) -> [String: Any] { ["value": value, "unit": "px"] }
        func color(_ red: Double) -> [String: Any] { ["colorSpace": "srgb", "components": [red, 0.5, 0.25], "alpha": 0.75] }
        func tokens(shade: Double) -> [String: Any] {
            let stops = (0..<ValueLimits.largestGradientStopCount).map { stop -> [String: Any] in
                ["color": color(Double(stop) / 64 * shade), "position": Double(stop) / Double(ValueLimits.largestGradientStopCount - 1)]
            }
            let dashArray: [[String: Any]] = (0..<ValueLimits.largestDashCount).map { px(Double($0 % 7) + 0.5 * shade) }
            let dashes: [String: Any] = ["dashArray": dashArray, "lineCap": "round"]
            let layers = (0..<ValueLimits.largestShadowLayerCount).map { layer -> [String: Any] in
                let offset = Double(layer)
                var shadow: [String: Any] = ["color": color(shade), "spread": px(-1), "inset": layer % 2 == 0]
                shadow["offsetX"] = px(offset)
                shadow["offsetY"] = px(offset * shade)
                shadow["blur"] = px(offset + 0.5)
                return shadow
            }
            var groups: [String: Any] = [:]
            for index in 0..<count {
                groups["gradient\(index)"] = ["$type": "gradient", "$value": stops]
                groups["dashes\(index)"] = ["$type": "strokeStyle", "$value": dashes]
                groups["border\(index)"] = ["$type": "border", "$value": ["color": color(shade), "width": px(2), "style": dashes]]
                groups["shadow\(index)"] = ["$type": "shadow", "$value": layers]
            }
            return ["worst": groups]
        }
        let resolver: [String: Any] = [
            "version": "2025.10",
            "sets": ["s": ["sources": [["$ref": "light.tokens.json"]]]],
            "modifiers": ["theme": ["contexts": ["light": [], "dark": [["$ref": "dark.tokens.json"]]], "default": "light"]],
            "resolutionOrder": [["$ref": "#/sets/s"], ["$ref": "#/modifiers/theme"]],
        ]
        let json = { (object: Any) in String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self) }
        return ["light.tokens.json": try json(tokens(shade: 1)), "dark.tokens.json": try json(tokens(shade: 0.5)), "design.resolver.json": try json(resolver)]
    }

    /// The errors of checking the Swift of `files` as `validate` does, with the folder left out.
    private func checkErrors(_ files: [String: String]) throws -> [String] {
        let folder = try PackagePaths.folder(with: files)
        var warnings: [Diagnostic] = []
        do {
            try SwiftEmitter.check(DesignSystemLoader.load(paths: [folder.path]), warnings: &warnings)
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        }
    }

    private static func group(named name: String) -> [String: String] {
        ["t.tokens.json": "{\n  \"\(name)\": { \"n\": { \"$type\": \"number\", \"$value\": 1 } } }"]
    }

    // MARK: - The worst accepted case type-checks

    /// Four tokens of each list at its limit, themed: `swiftc -typecheck` under a 4 GiB
    /// address-space cap (a gradient of 1,000 stops took 8.7 GB before the literals were
    /// typed), so a regression fails here instead of exhausting the machine.
    @Test(.timeLimit(.minutes(5)))
    func theLargestListsTypeCheckUnderAMemoryCap() throws {
        let folder = try PackagePaths.folder(with: try Self.worstCaseFiles(count: 4))
        let system = try DesignSystemLoader.load(paths: [], resolver: folder.appendingPathComponent("design.resolver.json").path)
        let files = try SwiftEmitter.emit(system)
        let result = try SwiftTypeChecker.typecheck(files, memoryLimitMiB: 4096)
        #expect(result.isClean, "\(result.output.prefix(6_000))")
    }

    // MARK: - File names

    /// `DesignTokens+<stem>.swift` of 203 bytes is the longest name whose staged file
    /// (`.<name>.<UUID>.dscompile-tmp`) still fits NAME_MAX: accepted.
    @Test func aTopGroupWhoseFileNameIsAtTheLimitIsAccepted() throws {
        let stem = String(repeating: "a", count: SwiftEmitter.longestFileName - "DesignTokens+.swift".utf8.count)
        #expect(SwiftEmitter.fileName(forTopGroup: stem)?.utf8.count == SwiftEmitter.longestFileName)
        #expect(try checkErrors(Self.group(named: stem)).isEmpty)
    }

    /// A 300-character group passed `validate` and failed at write time with an unlocated
    /// "file name too long"; now `validate` names the group where it is written.
    @Test func aThreeHundredCharacterTopGroupIsALocatedError() throws {
        let name = String(repeating: "g", count: 300)
        #expect(try checkErrors(Self.group(named: name)) == [
            "t.tokens.json:2:\(name.count + 7): error: the group '\(name)' would be written to DesignTokens+\(name).swift, 319 bytes long, "
                + "but a file name may have at most 203 (the file systems' 255, less what the file is staged as while it is written); shorten the group's name",
        ])
    }

    /// A group one byte past the limit: refused, so the limit is exactly where it says.
    @Test func aTopGroupOneBytePastTheLimitIsAnError() throws {
        let stem = String(repeating: "b", count: SwiftEmitter.longestFileName - "DesignTokens+.swift".utf8.count + 1)
        let errors = try checkErrors(Self.group(named: stem))
        #expect(errors.count == 1)
        #expect(errors.first?.contains("204 bytes long, but a file name may have at most 203") == true, "\(errors)")
    }

    /// Only top groups get files of their own: a long name deeper down is no file name.
    @Test func aLongNestedGroupNameIsNoFileName() throws {
        let name = String(repeating: "n", count: 300)
        let files = ["t.tokens.json": "{ \"top\": { \"\(name)\": { \"n\": { \"$type\": \"number\", \"$value\": 1 } } } }"]
        #expect(try checkErrors(files).isEmpty)
    }
}
