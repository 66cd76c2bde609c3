import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

@Suite("StringBuilder")
struct StringBuilderTests {
    // MARK: - Samples

    private static let body = Typography(fontFamily: ["DejaVu Sans"], fontSize: 14)
    private static let bold = Typography(fontFamily: ["DejaVu Sans"], fontSize: 16, fontWeight: .bold)
    private static let black = Color(srgbHex: 0x000000), blue = Color(srgbHex: 0x0000FF), red = Color(srgbHex: 0xFF0000)

    /// The seed's example.
    private static func seedExample() -> StyledText {
        StringBuilder(globalAttributes: [.font(body), .foregroundColor(UIColor(black))])
            .add(.string("Title"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"), with: [.foregroundColor(UIColor(blue))])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "Base style on new line"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "last word with it's own style"),
                 with: [.font(bold), .foregroundColor(UIColor(red))])
            .value
    }

    // MARK: - Ranges

    @Test func seedExampleHasEachPartOverItsOwnRange() {
        let text = Self.seedExample()
        #expect(text.string == "Title blue\nBase style on new line last word with it's own style")
        #expect(text.partRanges == [0..<5, 5..<10, 10..<33, 33..<63])
        #expect(text.attributes(atUTF16Offset: 0)?.color == Self.black)
        #expect(text.attributes(atUTF16Offset: 5)?.color == Self.blue, "the delimiter takes its part's attributes")
        #expect(text.attributes(atUTF16Offset: 9)?.color == Self.blue)
        #expect(text.attributes(atUTF16Offset: 10)?.color == Self.black)
        #expect(text.attributes(atUTF16Offset: 40)?.fontWeight == .bold)
        #expect(text.attributes(atUTF16Offset: 40)?.fontSize == 16)
        #expect(text.attributes(atUTF16Offset: 63) == nil)
    }

    @Test func emojiDoNotShiftTheStylesAfterThem() {
        let text = StringBuilder(globalAttributes: [.foregroundColor(UIColor(Self.black))])
            .add(.string("👍🏽 ok"))
            .add(.string("red"), with: [.foregroundColor(UIColor(Self.red))])
            .add(.string("👨‍👩‍👧"), with: [.foregroundColor(UIColor(Self.blue))])
            .add(.string("end"))
            .value
        // 👍🏽 is 4 UTF-16 units (2 scalars), the family 8 (5 scalars).
        #expect(text.partRanges == [0..<7, 7..<10, 10..<18, 18..<21])
        for offset in 7..<10 { #expect(text.attributes(atUTF16Offset: offset)?.color == Self.red, "\(offset)") }
        #expect(text.attributes(atUTF16Offset: 10)?.color == Self.blue)
        #expect(text.attributes(atUTF16Offset: 11) == nil, "inside a surrogate pair")
        #expect(text.attributes(atUTF16Offset: 18)?.color == Self.black)
        #expect(text.attributes(atUTF16Offset: 6)?.color == Self.black)
        let nsString = text.string as NSString
        #expect(nsString.substring(with: NSRange(location: 7, length: 3)) == "red")
    }

    // MARK: - Precedence

    @Test func partAttributesWinOverGlobalOnesOfTheSameKindOnly() {
        let text = StringBuilder(globalAttributes: [.font(Self.body), .foregroundColor(UIColor(Self.black)), .kern(2), .baselineOffset(1)])
            .add(.string("a"), with: [.foregroundColor(UIColor(Self.red)), .strikethrough(.double)])
            .add(.string("b"), with: [.kern(-1), .font(Self.bold)])
            .value
        let a = text.attributes(atUTF16Offset: 0), b = text.attributes(atUTF16Offset: 1)
        #expect(a?.color == Self.red && a?.fontSize == 14 && a?.letterSpacing == 2 && a?.strikethrough == .double && a?.baselineOffset == 1)
        #expect(b?.color == Self.black && b?.fontSize == 16 && b?.letterSpacing == -1 && b?.strikethrough == nil)
    }

    @Test func laterAttributeOfTheSameKindWinsAndAFontKeepsAKern() {
        let attributes: [StringAttribute] = [.kern(3), .font(Typography(fontFamily: ["X"], fontSize: 10, letterSpacing: 1)), .foregroundColor(UIColor(Self.red)), .foregroundColor(UIColor(Self.blue))]
        #expect(attributes.textAttributes.letterSpacing == 3)
        #expect(attributes.textAttributes.color == Self.blue)
        #expect([StringAttribute.font(Typography(fontFamily: ["X"], fontSize: 10, letterSpacing: 1))].textAttributes.letterSpacing == 1)
    }

    @Test func paragraphAttributesOfAPartSetTheWholeTexts() {
        let text = StringBuilder(globalAttributes: [.alignment(.left), .lineBreakMode(.byWordWrapping), .lineSpacing(2)])
            .add(.string("a"), with: [.alignment(.center), .paragraphSpacing(8)])
            .value
        #expect(text.paragraph.alignment == .center)
        #expect(text.paragraph.lineBreakMode == .byWordWrapping)
        #expect(text.paragraph.lineSpacing == 2 && text.paragraph.paragraphSpacing == 8)
    }

    // MARK: - Delimiters

    @Test func delimitersRepeatCountTimes() {
        let text = StringBuilder()
            .add(.delimeter(.init(type: .space, count: 3)))
            .add(.delimeter(.init(type: .lineBreak, count: 2)))
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "x"))
            .value
        #expect(text.string == "   \n\n\nx")
        #expect(text.partRanges == [0..<3, 3..<5, 5..<7])
    }

    @Test func zeroNegativeOrHugeCountsAreSafe() {
        let text = StringBuilder()
            .add(.delimeter(.init(type: .space, count: 0)))
            .add(.delimeter(.init(type: .space, count: -5)))
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak, count: Int.min), string: "a"))
            .add(.delimeter(.init(type: .space, count: Int.max)))
            .value
        #expect(text.string.hasPrefix("a"))
        #expect(text.partRanges.prefix(3) == [0..<0, 0..<0, 0..<1])
        #expect(text.string.utf16.count == 1 + StringBuilder.Delimeter.maximumCount)
    }

    @Test func emptyStringsGiveEmptyRanges() {
        let text = StringBuilder(globalAttributes: [.font(Self.body)]).add(.string("")).add(.string("")).value
        #expect(text.string.isEmpty && text.partRanges == [0..<0, 0..<0])
        #expect(text.attributes(atUTF16Offset: 0) == nil)
        #expect("".with(attributes: [.kern(9)]).string.isEmpty)
    }

    // MARK: - Line height

    @Test func lineHeightWithoutAFontIsFixedAndWithOneIsAMultipleOfItsLineHeight() throws {
        let fixed = "a".with(attributes: [.font(Self.body), .lineHeight(28)])
        #expect(fixed.typography(over: .systemBody).lineHeight == 2)
        let natural = StyledText.naturalLineHeight(of: Self.body)
        let multiple = "a".with(attributes: [.font(Self.body), .lineHeight(2, font: Self.body)])
        let height = try #require(multiple.typography(over: .systemBody).lineHeight)
        #expect(abs(height * 14 - 2 * Double(natural)) < 0.001)
        let spaced = "a".with(attributes: [.font(Self.body), .lineHeight(28), .lineSpacing(7)])
        #expect(spaced.typography(over: .systemBody).lineHeight == 2.5)
        let nonsense = "a".with(attributes: [.font(Self.body), .lineHeight(-3), .lineSpacing(.nan)])
        #expect(nonsense.typography(over: .systemBody).lineHeight == nil)
    }

    // MARK: - Labels

    @Test func labelShowsTheStyledText() throws {
        let text = Self.seedExample()
        let label = LabelBuilder.startBuild().setNumberOfLines(0).setStyledText(text).build()
        #expect(label.attributedText?.attributedText == text.attributedText && label.text == text.string)
        #expect(label.typography == Self.body)
        let plain = LabelBuilder.startBuild().setNumberOfLines(0).setFont(Self.body).setText(text.string).build()
        let styled = try Renderer(scale: 1).renderFitting(label, width: 200)
        #expect(try styled != Renderer(scale: 1).renderFitting(plain, width: 200))
        let centered = LabelBuilder.startBuild().setStyledText("x".with(attributes: [.alignment(.center), .lineBreakMode(.byClipping)])).build()
        #expect(centered.alignment == .center && centered.lineBreakMode == .byClipping)
    }

    /// A part's paragraph spacing reaches the label, which grows by it for each new paragraph.
    @Test func labelShowsParagraphSpacing() throws {
        let spaced = LabelBuilder.startBuild().setNumberOfLines(0)
            .setStyledText("One\nTwo\nThree".with(attributes: [.paragraphSpacing(10)])).build()
        let plain = LabelBuilder.startBuild().setNumberOfLines(0).setText("One\nTwo\nThree").build()
        #expect(spaced.paragraphSpacing == 10)
        let spacedHeight = try #require(try spaced.intrinsicContentSize(fittingWidth: nil)).height
        let plainHeight = try #require(try plain.intrinsicContentSize(fittingWidth: nil)).height
        #expect(spacedHeight == plainHeight + 20)
    }

    @Test func aColorThatDiffersBetweenThemesIsResolvedInTheThemeDrawn() {
        let accent = UIColor(Self.blue, variants: [.dark: Self.red])
        let text = StringBuilder(globalAttributes: [.foregroundColor(.black)])
            .add(.string("ab"))
            .add(.string("👨‍👩‍👧c"), with: [.foregroundColor(accent)])
            .value
        #expect(text.themedColors.map(\.utf16Range) == [2..<11])
        let dark = text.attributedText(in: .dark)
        #expect(dark.runs.map(\.attributes.color) == [Color.black, Self.red])
        #expect(text.attributedText(in: .light).runs.map(\.attributes.color) == [Color.black, Self.blue])
        #expect(text.attributedText.runs.map(\.attributes.color) == [Color.black, Self.blue])
    }
}
