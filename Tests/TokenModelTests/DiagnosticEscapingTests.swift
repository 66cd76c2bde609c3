import Foundation
import Testing
@testable import TokenModel

/// Issue #37: a token name holding a bidi override (U+202E) or another invisible format
/// character is escaped in every diagnostic, as control characters already are, so a
/// message never shows its text in another order than it has.
@Suite("Diagnostic escaping")
struct DiagnosticEscapingTests {
    @Test(arguments: [
        ("\u{202E}", #"\u202E"#), ("\u{202A}", #"\u202A"#), ("\u{2066}", #"\u2066"#), ("\u{2069}", #"\u2069"#),
        ("\u{200F}", #"\u200F"#), ("\u{061C}", #"\u061C"#), ("\u{200B}", #"\u200B"#), ("\u{FEFF}", #"\uFEFF"#),
        ("\u{2028}", #"\u2028"#), ("\u{2029}", #"\u2029"#), ("\u{AD}", #"\u00AD"#),
    ])
    func formatCharactersAreEscaped(character: String, escape: String) {
        #expect("a\(character)b".escapingControlCharacters == "a\(escape)b")
    }

    @Test func lettersAndSymbolsOutsideASCIIStayAsTheyAre() {
        #expect("café – 東京 ✓".escapingControlCharacters == "café – 東京 ✓")
    }

    /// A token named with an override that would print `invoice-fdp` as `invoice-pdf`: the
    /// error about its value names it with the escape.
    @Test func aTokenNameWithABidiOverrideIsEscapedInItsError() throws {
        let run = try DiagnosticRun(["t.tokens.json": "{ \"t\": { \"$type\": \"number\",\n  \"invoice-\u{202E}fdp\": { \"$value\": \"x\" } } }"])
        #expect(run.errors.count == 1)
        let error = try #require(run.errors.first)
        #expect(error.contains(#"token 't.invoice-\u202Efdp'"#), "\(error)")
        #expect(!error.unicodeScalars.contains("\u{202E}"))
    }
}
