import Testing
@testable import TokenImport

@Suite("Tokens Studio math")
struct TokenMathTests {
    @Test("constant expressions evaluate with their units", arguments: [
        ("4 * 2", 8.0, ""), ("8px * 2", 16, "px"), ("16px / 2", 8, "px"), ("(4 + 2) * 3", 18, ""),
        ("roundTo(10 / 3, 2)", 3.33, ""), ("roundTo(2.5)", 3, ""), ("8px + 4px", 12, "px"), ("-2 * 3", -6, ""),
        ("max(1rem, 2rem)", 2, "rem"), ("24px / 16px", 1.5, ""),
    ])
    func evaluates(text: String, value: Double, unit: String) throws {
        let result = try TokenMath.evaluate(text)
        #expect(result.value == value && result.unit == unit)
    }

    @Test("mixed units and unknown functions are refused, never guessed", arguments: ["8px + 1rem", "2px * 2px", "lighten(4)", "4 *"])
    func refuses(text: String) {
        #expect(throws: TokenMath.Failure.self) { try TokenMath.evaluate(text) }
    }
}
