import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Errors about groups of the token tree name the files and lines of what is at fault: a
/// path that is a token in one theme and a group in another, and top groups whose names
/// collide.
@Suite("SwiftEmitter: group errors")
struct GroupErrorTests {
    // MARK: - Fixtures

    private static let red = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#

    /// A resolver whose `light` and `dark` contexts each add one token file.
    private static let resolver = #"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "#
        + #""modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}}, "#
        + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##

    /// The error messages of emitting `files`, as `file:line:column: error: message` with
    /// the folder left out.
    private func errors(_ files: [String: String]) throws -> [String] {
        let folder = try PackagePaths.folder(with: files)
        do {
            _ = try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path]))
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        }
    }

    /// The errors of two themes whose own files hold `light` and `dark`.
    private func errors(light: String, dark: String) throws -> [String] {
        try errors(["design.resolver.json": Self.resolver, "base.tokens.json": "{\"x\": \(Self.red)}",
                    "light.tokens.json": light, "dark.tokens.json": dark])
    }

    // MARK: - A token in one theme, a group in another

    @Test func aTokenInTheDefaultThemeAndAGroupInAnotherIsAnError() throws {
        let errors = try errors(light: "{\"a\": {\n  \"b\": \(Self.red)}}", dark: "{\"a\": {\n  \"b\": {\n    \"c\": \(Self.red)}}}")
        #expect(errors == [
            "dark.tokens.json:3:10: error: 'a.b' is a token in theme=light (light.tokens.json:2:8) but a group in theme=dark, "
                + "where it holds the token 'a.b.c'; one name cannot be both a constant and an enum: rename one of them",
        ])
    }

    @Test func aGroupInTheDefaultThemeAndATokenInAnotherIsAnError() throws {
        let errors = try errors(light: "{\"a\": {\n  \"b\": {\n    \"c\": \(Self.red)}}}", dark: "{\"a\": {\n  \"b\": \(Self.red)}}")
        #expect(errors == [
            "dark.tokens.json:2:8: error: 'a.b' is a token in theme=dark but a group in theme=light, "
                + "where it holds the token 'a.b.c' (light.tokens.json:3:10); one name cannot be both a constant and an enum: rename one of them",
        ])
    }

    // MARK: - Top groups

    @Test func topGroupsThatCollideAreReportedWhereTheyStand() throws {
        let errors = try errors(["a.tokens.json": "{\"text-error\": {\"x\": \(Self.red)},\n \"text_error\": {\"x\": \(Self.red)},\n \"themes\": {\"x\": \(Self.red)}}"])
        #expect(errors == [
            "a.tokens.json:2:16: error: 'text-error' (line 1, column 16) and 'text_error' would both become the Swift name TextError; rename one of them",
            "a.tokens.json:3:12: error: 'themes' would become DesignTokens.Themes, which the generated themes or styles declare; rename it",
        ])
    }
}
