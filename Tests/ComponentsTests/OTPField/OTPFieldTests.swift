import Builders
import Foundation
import Render
import Testing
import TokenModel

/// COMPONENTS.md's OTP field: the styles' defaults, the digit frames (32 × 32, 6 apart),
/// the digit states, the bottom lines, the error label 24 points below with 16-point
/// insets, and pathological counts, sizes and messages.
@Suite("OTP field")
struct OTPFieldTests {
    // MARK: - Helpers

    /// The digits' frames in the field's coordinates.
    private static func digitFrames(_ field: OTPField) -> [CGRect] {
        field.digits.map { $0.frame.offsetBy(dx: field.stackView.frame.minX, dy: field.stackView.frame.minY) }
    }

    @discardableResult
    private static func layout(_ field: OTPField) throws -> CGSize {
        try LayoutPass.layoutRoot(field, fittingWidth: nil)
    }

    // MARK: - Styles

    @Test func stylesDefaultToTheSeeds() {
        let digit = DigitFieldStyle()
        #expect(digit.font == .systemBody && digit.font.fontSize == 17)
        #expect(digit.activeTextColor == .blue && digit.inactiveTextColor == .black && digit.errorTextColor == .red)
        #expect(digit.activeBottomLineColor == .blue && digit.inactiveBottomLineColor == .black && digit.errorBottomLineColor == .red)
        let field = OTPFieldStyle()
        #expect(field.errorTextColor == .red && field.errorFont.fontSize == 17)
        #expect(field.digitStyle == digit)
    }

    // MARK: - Digits

    @Test func fourDigitsOf32By32SixApart() throws {
        let field = OTPField()
        let size = try Self.layout(field)
        #expect(field.digits.count == 4)
        #expect(Self.digitFrames(field) == [0, 38, 76, 114].map { CGRect(x: $0, y: 0, width: 32, height: 32) })
        #expect(size == CGSize(width: 4 * 32 + 3 * 6, height: 32))
    }

    @Test func setDigitSizeSetsTheWidthAndTheHeight() throws {
        // The original set the width twice; the height must follow too.
        let field = OTPField()
        field.setDigits(count: 6)
        field.setDigit(size: CGSize(width: 40, height: 48))
        field.setBetween(space: 12)
        let size = try Self.layout(field)
        #expect(Self.digitFrames(field) == (0..<6).map { CGRect(x: CGFloat($0) * 52, y: 0, width: 40, height: 48) })
        #expect(size == CGSize(width: 6 * 40 + 5 * 12, height: 48))
    }

    @Test func eachDigitHasABottomLineOnePointTall() throws {
        let field = OTPField()
        try Self.layout(field)
        for digit in field.digits {
            #expect(digit.bottomLineFrame == CGRect(x: 0, y: 31, width: 32, height: 1))
        }
        // Drawn: the line's row is colored across each digit, the row above it not.
        let image = try Renderer(scale: 1).render(field)
        for x in [0, 31, 38, 69, 145] {
            #expect(image.color(atX: x, y: 31) == Color.black, "x \(x)")
            #expect(image.color(atX: x, y: 30)?.alpha == 0, "x \(x)")
        }
        #expect(image.color(atX: 34, y: 31)?.alpha == 0)
    }

    @Test func aDigitWithTextIsActiveAndAnEmptyOneInactive() {
        let field = OTPField()
        field.code = "12"
        #expect(field.digits.map(\.state) == [.active, .active, .inactive, .inactive])
        #expect(field.digits.map(\.text) == ["1", "2", "", ""])
        let digit = field.digits[0], empty = field.digits[3]
        #expect(digit.textColor == .blue && digit.bottomLineColor == .blue)
        #expect(empty.textColor == .black && empty.bottomLineColor == .black)
    }

    @Test func theErrorStateColorsEveryDigit() {
        let field = OTPField()
        field.code = "12"
        field.showError(message: "Wrong code")
        #expect(field.digits.map(\.state) == [.error, .error, .error, .error])
        #expect(field.digits.allSatisfy { $0.textColor == .red && $0.bottomLineColor == .red })
        // Clearing keeps the error, as the seed clears right after showing it; typing ends it.
        field.clear()
        #expect(field.isShowingError && field.code.isEmpty)
        field.code = "7"
        #expect(!field.isShowingError && field.errorLabel.isHidden)
        #expect(field.digits.map(\.state) == [.active, .inactive, .inactive, .inactive])
    }

    @Test func aFullCodeIsReported() {
        final class Box: @unchecked Sendable { var codes: [String] = [] }
        let box = Box()
        let field = OTPField()
        field.didCodeEnter = { box.codes.append($0) }
        field.code = "12"
        field.code = "123456"
        #expect(box.codes == ["1234"])
        #expect(field.code == "1234")
    }

    // MARK: - Error label

    @Test func theErrorLabelIsCentered24PointsBelowWith16PointInsets() throws {
        let field = OTPField()
        field.showError(message: "Wrong code")
        let size = try Self.layout(field)
        let label = field.errorLabel
        #expect(!label.isHidden && label.alignment == .center)
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.minY - (32 + 24)) < 1e-9)
        #expect(abs(label.frame.width - (146 - 32)) < 1e-9)
        #expect(label.frame.height > 0)
        #expect(size.width == 146 && abs(size.height - label.frame.maxY) < 1e-9)
        // Hiding the error gives the space back.
        field.hideError()
        #expect(try Self.layout(field) == CGSize(width: 146, height: 32))
    }

    @Test func anEmptyMessageShowsTheErrorStateWithoutALabel() throws {
        let field = OTPField()
        field.showError(message: "")
        #expect(field.isShowingError && field.errorLabel.isHidden)
        #expect(field.digits.allSatisfy { $0.state == .error })
        #expect(try Self.layout(field) == CGSize(width: 146, height: 32))
    }

    @Test func aTenThousandCharacterMessageIsTruncated() throws {
        let field = OTPField()
        field.showError(message: String(repeating: "Wrong code. ", count: 834))
        let size = try Self.layout(field)
        #expect(size.width == 146)
        #expect(size.height < 32 + 24 + 3 * 30)
        let image = try Renderer(scale: 2).render(field)
        #expect(image.height == Int((2 * size.height).rounded(.up)))
    }

    @Test func aContentInsetKeepsTheSpecsGeometryInside() throws {
        let field = OTPField()
        field.contentInset = 12
        field.showError(message: "Wrong code")
        let size = try Self.layout(field)
        #expect(Self.digitFrames(field) == [0, 38, 76, 114].map { CGRect(x: 12 + $0, y: 12, width: 32, height: 32) })
        #expect(abs(field.errorLabel.frame.minX - (12 + 16)) < 1e-9)
        #expect(abs(field.errorLabel.frame.minY - (12 + 32 + 24)) < 1e-9)
        #expect(abs(field.errorLabel.frame.width - (146 - 32)) < 1e-9)
        #expect(size.width == 146 + 24 && abs(size.height - (field.errorLabel.frame.maxY + 12)) < 1e-9)
        field.contentInset = -.infinity
        #expect(field.contentInset == 0)
        #expect(try Self.layout(field).width == 146)
    }

    @Test func aFieldLaidOutWiderKeepsItsRowCentered() throws {
        // Pinned to a 300-point row instead of hugging its digits: the digits keep their
        // size and spacing, centered; the message spans the field less its insets.
        let field = OTPField()
        field.showError(message: "Wrong code")
        try LayoutPass.layout(field, size: .fitting(width: .exactly(300)))
        #expect(field.frame.width == 300)
        #expect(Self.digitFrames(field).map(\.minX) == [77, 115, 153, 191])
        #expect(abs(field.errorLabel.frame.width - (300 - 32)) < 1e-9)
    }

    // MARK: - Pathological input

    @Test func zeroDigitsLayOutAsNothing() throws {
        let field = OTPField()
        field.setDigits(count: 0)
        #expect(field.digits.isEmpty)
        #expect(try Self.layout(field) == .zero)
        field.code = "123"
        #expect(field.code.isEmpty)
        // No digits leave no width to center a message in: the error state shows none.
        field.showError(message: "Wrong code")
        #expect(field.isShowingError && field.errorLabel.isHidden)
        #expect(try Self.layout(field) == .zero)
        // Digits added later show it.
        field.setDigits(count: 4)
        #expect(!field.errorLabel.isHidden && field.digits.allSatisfy { $0.state == .error })
        #expect(try Self.layout(field).height > 56)
    }

    @Test(arguments: [1_000, Int.max])
    func hugeCountsAreCapped(count: Int) throws {
        let field = OTPField()
        field.setDigits(count: count)
        #expect(field.digits.count == OTPField.maximumDigitCount)
        let size = try Self.layout(field)
        #expect(size.width == CGFloat(64 * 32 + 63 * 6))
    }

    @Test func negativeCountsAndSizesCountAsZero() throws {
        let field = OTPField()
        field.setDigits(count: -5)
        #expect(field.digits.isEmpty)
        field.setDigits(count: 2)
        field.setDigit(size: CGSize(width: -10, height: CGFloat.nan))
        field.setBetween(space: -.infinity)
        #expect(field.digitSize == .zero && field.digitSpacing == 0)
        #expect(try Self.layout(field) == .zero)
    }

    @Test func changingTheCountKeepsTheCodeThatFits() {
        let field = OTPField()
        field.code = "1234"
        field.setDigits(count: 2)
        #expect(field.code == "12")
        field.setDigits(count: 6)
        #expect(field.code == "12")
    }

    // MARK: - Builders

    @Test func theBuildersMakeTheComponentsInBothSeedStyles() {
        let field = OTPFieldBuilder.startBuild().useAutoLayout().setDigits(count: 6).setDigit(size: CGSize(width: 40, height: 48))
            .setBetween(space: 12).setCode("12").build()
        #expect(field.digits.count == 6 && field.digitSize == CGSize(width: 40, height: 48) && field.code == "12")
        #expect(!field.translatesAutoresizingMaskIntoConstraints)
        // UIBuilder makes each component through its required init().
        #expect(UIBuilder(OTPField.self).contentInset(8).view.contentInset == 8)
        let beans = UIBuilder(BeanPageControl.self).count(3).activeBeanWidth(100).view
        #expect(beans.count == 3 && beans.totalWidth == 2 * 10 + 100)
        #expect(UIBuilder(CustomSwitch.self).isOn(false).view.isOn == false)
        let control = BeanPageControlBuilder.startBuild().setCount(4).setPage(2, progress: 0.5).setActiveBeanWidth(30).build()
        #expect(control.position == 2.5 && control.activeBeanWidth == 30)
        let toggle = CustomSwitchBuilder.startBuild().setOn(false).setTransitionProgress(0.2).setPadding(3).build()
        #expect(!toggle.isOn && toggle.transitionProgress == 0.2 && toggle.layoutConfiguration.padding == 3)
    }
}
