import Testing
@testable import TokenImport

/// Tokens Studio's math. The cases marked `spec` are sd-transforms'
/// test/spec/checkAndEvaluateMath.spec.ts, its inputs and expected outputs.
@Suite("Tokens Studio math")
struct TokenMathTests {
    @Test("constant expressions evaluate with their units", arguments: [
        ("4 * 2", 8.0, ""), ("8px * 2", 16, "px"), ("16px / 2", 8, "px"), ("(4 + 2) * 3", 18, ""),
        ("roundTo(10 / 3, 2)", 3.33, ""), ("roundTo(2.5)", 3, ""), ("8px + 4px", 12, "px"), ("-2 * 3", -6, ""),
        ("max(1rem, 2rem)", 2, "rem"),
    ])
    func evaluates(text: String, value: Double, unit: String) throws {
        let result = try TokenMath.evaluate(text)
        #expect(result.value == value && result.unit == unit)
    }

    @Test("spec: checkAndEvaluateMath's single-value expressions", arguments: [
        ("4 * 7", 28.0, ""), ("4 * 7px", 28, "px"), ("4 * 7rem", 28, "rem"), ("(15 + 20 - 17 * 8 / 3) * 7px", -72.3333, "px"),
        ("4px * 7px", 28, "px"), ("4 * 7px * 8px", 224, "px"), ("4em + 7em", 11, "em"), ("4 * 7em * 8em", 224, "em"),
        ("4px * 7em", 28, "em"), ("5px * 4px / 2px", 10, "px"), ("10vw + 20vw", 30, "vw"), ("2pt * 4", 8, "pt"),
        ("2em * 20px", 40, "em"), ("roundTo(4 / 7, 1)", 0.6, ""), ("ceil(roundTo(16/1.2,0)/2)*2", 14, ""),
        ("roundTo(4px / 7, 1)", 0.6, "px"), ("roundTo(4px / 7px, 1)", 0.6, "px"), ("min(10px, 24px, 5px, 12px, 6px)", 5, "px"),
        ("ceil(roundTo(16px/1.2,0)/2)*2", 14, "px"), ("roundTo(4 / 7, 1) * 24", 14.4, ""), ("11 * 5", 55, ""),
        ("4*1.5px", 6, "px"), ("8 / 4 * 7px", 14, "px"), ("5px + 4px + 10px", 19, "px"), ("min(10, 24, 5, 12, 6)", 5, ""),
    ])
    func specEvaluates(text: String, value: Double, unit: String) throws {
        let result = try TokenMath.evaluate(text)
        #expect(result.value == value && result.unit == unit, "\(result)")
    }

    @Test("spec: what checkAndEvaluateMath leaves unevaluated is refused, never guessed",
          arguments: ["4 + 7rem", "4em + 7rem", "1000 / 20em", "4px + 7em", "2em + 20", "2em + 20px"])
    func specRefuses(text: String) {
        #expect(throws: TokenMath.Failure.self) { try TokenMath.evaluate(text) }
    }

    @Test("spec: plain values and words are not math", arguments: ["4px", "11", "E6", "Bold Italic", "dd/MM/yyyy 'om' HH:mm"])
    func notMath(text: String) {
        #expect(!TokenMath.isExpression(text) || (try? TokenMath.evaluate(text)) == nil)
    }

    @Test("mixed units and unknown functions are refused, never guessed", arguments: ["8px + 1rem", "4em * 2rem", "lighten(4)", "4 *"])
    func refuses(text: String) {
        #expect(throws: TokenMath.Failure.self) { try TokenMath.evaluate(text) }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(throws: TokenMath.Failure.self) { try TokenMath.evaluate(text) }
        let negations = String(repeating: "-(", count: 50_000) + "1" + String(repeating: ")", count: 50_000)
        #expect(throws: TokenMath.Failure.self) { try TokenMath.evaluate(negations) }
    }
}
