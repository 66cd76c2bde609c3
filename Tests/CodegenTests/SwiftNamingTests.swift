import Codegen
import Testing

@Suite("SwiftNaming")
struct SwiftNamingTests {
    @Test(arguments: [
        ("error", "error"), ("text-error", "textError"), ("main_color", "mainColor"), ("50", "_50"),
        ("default", "`default`"), ("Self", "self_"), ("mainColor", "mainColor"), ("2xl", "_2xl"), ("—", "_2014"),
    ])
    func memberNames(name: String, expected: String) {
        #expect(SwiftNaming.memberName(name) == expected)
    }

    @Test(arguments: [("colors", "Colors"), ("text-field", "TextField"), ("protocol", "Protocol_"), ("100", "_100")])
    func typeNames(name: String, expected: String) {
        #expect(SwiftNaming.typeName(name) == expected)
    }

    @Test func stringLiteralsCannotBeBrokenOutOf() {
        #expect(SwiftNaming.stringLiteral(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftNaming.stringLiteral("line\nbreak\u{2028}") == #""line\nbreak\u{2028}""#)
        #expect(SwiftNaming.stringLiteral(#"\(x) """"#) == #""\\(x) \"\"\"""#)
    }

    @Test func docCommentsCannotBeBrokenOutOf() {
        #expect(SwiftNaming.docComment("one\ntwo */\r\nthree\u{2029}x", indent: "  ") == "  /// one\n  /// two */\n  /// three\n  /// x\n")
        // The compiler warns about a NUL anywhere in a file, comments included.
        #expect(SwiftNaming.docComment("a\u{0}b\u{1B}", indent: "") == "/// a\\u{0}b\\u{1b}\n")
    }
}
