import Testing
import TokenModel

@Suite("Color")
struct ColorTests {
    @Test func hexRoundTrips() {
        #expect(Color(hexString: "#D32F2F")?.hexString == "#D32F2F")
        #expect(Color(hexString: "#fff") == Color(srgbHex: 0xFFFFFF))
        #expect(Color(hexString: "#FF000080")?.alpha == 128.0 / 255)
        #expect(Color(hexString: "#12") == nil)
        #expect(Color(hexString: "#GGGGGG") == nil)
        #expect(Color(hexString: "ＦＦＦ") == nil)
        #expect(Color(hexString: "#١٢٣") == nil)
    }

    @Test func componentsAreClipped() {
        let color = Color(red: 1.5, green: -1, blue: .nan, alpha: 2)
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
