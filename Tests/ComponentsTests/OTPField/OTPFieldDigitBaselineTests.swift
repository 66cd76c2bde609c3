import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// The OTP field's digits stand above their underline with a gap: the ink of every digit
/// ends at least a point above the underline's first row, in every generated style and in
/// SurfUtils' example configuration (bold 34 digits in 32-point boxes), measured on the drawn pixels.
@Suite("OTP field digits above their underline")
struct OTPFieldDigitBaselineTests {
    // MARK: - Properties

    private static let scale = 2
    private static let padding: CGFloat = 8

    // MARK: - Tests

    @Test(arguments: DesignTokens.OTPFieldStyle.allCases)
    func everyStyleKeepsItsDigitsAboveTheLine(style: DesignTokens.OTPFieldStyle) throws {
        let field = OTPFieldBuilder.startBuild().useAutoLayout().setStyle(style).setCode("4780").build()
        try Self.expectDigitsAboveTheirLines(field, named: style.rawValue)
    }

    @Test func theSurfUtilsExampleKeepsItsDigitsAboveTheLine() throws {
        // SurfUtils' example: four 32 × 32 digits 6 apart in bold 34 (taller than the box).
        let field = OTPField()
        let digitStyle = DigitFieldStyle(font: UIFont.boldSystemFont(ofSize: 34), activeTextColor: .green, inactiveTextColor: .gray,
                                         errorTextColor: .red, activeBottomLineColor: .green, inactiveBottomLineColor: .gray,
                                         errorBottomLineColor: .red)
        field.setDigits(count: 4)
        field.set(style: OTPFieldStyle(digitStyle: digitStyle, errorTextColor: .red, errorFont: UIFont.italicSystemFont(ofSize: 17)))
        field.setDigit(size: CGSize(width: 32, height: 32))
        field.setBetween(space: 6)
        field.code = "4780"
        try Self.expectDigitsAboveTheirLines(field, named: "example")
    }

    // MARK: - Helpers

    /// Lays `field` out and draws each digit alone, its line clear, on white: no pixel of
    /// the character's ink lies lower than one point above the line's first row.
    private static func expectDigitsAboveTheirLines(_ field: OTPField, named name: String,
                                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try LayoutPass.layoutRoot(field, fittingWidth: nil)
        #expect(!field.digits.isEmpty, sourceLocation: sourceLocation)
        for digit in field.digits where !digit.text.isEmpty {
            let renderer = Renderer(scale: scale, theme: .defaults, background: .white)
            let withText = try renderer.render(digit, padding: padding)
            let text = digit.text
            digit.text = ""
            let lineOnly = try renderer.render(digit, padding: padding)
            digit.text = text
            // The text's ink: pixels the character changes.
            var lowestInkRow: Int?
            // The line's own rows change colour with the digit's state: leave them out.
            let lineRows = Int((digit.bottomLineFrame.minY + padding) * CGFloat(scale))..<Int((digit.bottomLineFrame.maxY + padding) * CGFloat(scale))
            for y in 0..<withText.height where !lineRows.contains(y) {
                for x in 0..<withText.width where withText.color(atX: x, y: y) != lineOnly.color(atX: x, y: y) {
                    lowestInkRow = y
                    break
                }
            }
            guard let lowest = lowestInkRow else {
                Issue.record("'\(name)' digit '\(text)' draws no ink", sourceLocation: sourceLocation)
                continue
            }
            let inkBottom = Double(lowest + 1) / Double(scale) - padding
            let lineTop = digit.bottomLineFrame.minY
            #expect(inkBottom <= lineTop - 1,
                    "'\(name)' digit '\(text)': ink down to \(inkBottom) pt, its underline starts at \(lineTop) pt",
                    sourceLocation: sourceLocation)
        }
    }
}
