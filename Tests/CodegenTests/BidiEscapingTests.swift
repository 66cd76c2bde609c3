import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Issue #37: a bidi override in a token's value or description is written into the
/// generated Swift as an escape, never raw, so the file reads in the order the compiler
/// reads it ("Trojan Source"), as diagnostics print it escaped.
@Suite("SwiftEmitter: bidi controls")
struct BidiEscapingTests {
    @Test(arguments: ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}"])
    func aBidiControlInAStringLiteralIsAnEscape(_ control: String) {
        let hex = String(control.unicodeScalars.first!.value, radix: 16)
        #expect(SwiftNaming.stringLiteral("a\(control)b") == "\"a\\u{\(hex)}b\"")
        #expect(SwiftNaming.docComment("a\(control)b", indent: "") == "/// a\\u{\(hex)}b\n")
    }

    /// Other format characters (a zero-width joiner inside an emoji) stay as written.
    @Test func anEmojiSequenceStaysAsWritten() {
        #expect(SwiftNaming.stringLiteral("👩\u{200D}💻") == "\"👩\u{200D}💻\"")
    }

    @Test func noBidiControlReachesTheGeneratedFiles() throws {
        let hostile = "ok \u{202E}// } evil \u{2066}x\u{2069}"
        let description = hostile.replacingOccurrences(of: "\"", with: "")
        let folder = try PackagePaths.folder(with: ["t.tokens.json": """
            { "s": { "$type": "fontFamily", "$description": "\(description)", "t": { "$value": "\(hostile)", "$description": "\(description)" } } }
            """])
        let files = try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path]))
        for file in files {
            #expect(!file.contents.unicodeScalars.contains { Self.isBidiControl($0) }, "\(file.name)")
        }
        #expect(files.contains { $0.contents.contains(#"\u{202e}// } evil \u{2066}x\u{2069}"#) })
    }

    /// The bidi controls, spelled out here so the test does not trust the emitter's set.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(scalar.value)
    }
}
