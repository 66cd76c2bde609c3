import HTMLText
import Testing

@Suite("HTMLText")
struct HTMLTextTests {
    @Test func escapesTheFiveAndKeepsEverythingElse() {
        #expect(#"<a href="x">Tom & Jerry's</a>"#.htmlEscaped == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect("Ünïcödé 🎨 日本".htmlEscaped == "Ünïcödé 🎨 日本")
        #expect("".htmlEscaped == "")
    }

    /// A quote followed by a combining mark is one Swift `Character` that is not `"`, but a
    /// browser still ends the attribute at the quote: it must be escaped all the same.
    @Test func aQuoteWithACombiningMarkIsStillEscaped() {
        #expect("x\"\u{301} onload=alert(1)".htmlEscaped == "x&quot;\u{301} onload=alert(1)")
        #expect("<\u{338}".htmlEscaped == "&lt;\u{338}")
    }

    @Test func pathsArePercentEncodedPerSegment() {
        #expect("images/0123abcdef.png".urlPathEncoded == "images/0123abcdef.png")
        #expect("a b/c#d%.png".urlPathEncoded == "a%20b/c%23d%25.png")
        #expect("labels/error@2x.png".urlPathEncoded == "labels/error@2x.png")
        #expect("é/?.png".urlPathEncoded == "%C3%A9/%3F.png")
        #expect("javascript:alert(1)".urlPathEncoded == "javascript%3Aalert%281%29")
    }
}
