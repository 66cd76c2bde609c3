import Foundation
import TestSupport
import Testing
import TokenModel

/// Real design systems (Primer) write a CSS font stack in one string; `--compat` reads it as
/// the list it means, with one warning per file; `--strict` keeps it as the one family DTCG
/// says a string is.
@Suite("Font families written as CSS font stacks")
struct CSSFontStackTests {
    private func families(_ value: String, mode: ReadingMode) throws -> (families: [String]?, warnings: [Diagnostic]) {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": #"{"f": {"$type": "fontFamily", "one": {"$value": \#(value)}, "two": {"$value": \#(value)}}}"#,
        ])
        let system = try DesignSystemLoader.load(paths: [folder.path], mode: mode)
        let token = system.token(TokenPath(dotted: "f.one"), in: system.defaultTheme)
        if case .fontFamily(let families)? = token?.value { return (families, system.warnings) }
        return (nil, system.warnings)
    }

    @Test func compatReadsTheListWithOneWarningPerFile() throws {
        let read = try families(#""'Inter', \"SF Pro Text\", sans-serif""#, mode: .compat)
        #expect(read.families == ["Inter", "SF Pro Text", "sans-serif"])
        #expect(read.warnings.filter { $0.message.contains("CSS font stack") }.count == 1)
    }

    /// Primer's shape: a list of one string that is the whole stack.
    @Test func aStackInsideAListIsReadToo() throws {
        let read = try families(#"["-apple-system, 'Segoe UI', sans-serif"]"#, mode: .compat)
        #expect(read.families == ["-apple-system", "Segoe UI", "sans-serif"])
    }

    @Test func strictKeepsOneFamily() throws {
        let read = try families(#""'Inter', sans-serif""#, mode: .strict)
        #expect(read.families == ["'Inter', sans-serif"])
        #expect(read.warnings.isEmpty)
    }

    @Test func aStackWithAnEmptyNameStaysOneString() throws {
        #expect(try families(#""Inter,,sans-serif""#, mode: .compat).families == ["Inter,,sans-serif"])
        #expect(try families(#""Inter""#, mode: .compat).families == ["Inter"])
    }
}
