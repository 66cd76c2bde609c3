import Builders
import Foundation
import Render
import Testing
import TokenModel

@Suite("LabelBuilder")
struct LabelBuilderTests {
    private let body = Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5)

    @Test func everyMethodSetsItsProperty() {
        let label = LabelBuilder.startBuild()
            .useAutoLayout()
            .setText("Hi")
            .setFont(body)
            .setTextColor(UIColor(Color(srgbHex: 0xD32F2F)))
            .setAlignment(.right)
            .setNumberOfLines(0)
            .setLineBreakMode(.byCharWrapping)
            .setBackgroundColor(UIColor(Color(srgbHex: 0xFFFFFF)))
            .setCornerRadius(4)
            .setBorder(width: 1, color: UIColor(Color(srgbHex: 0x000000)))
            .build()
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.text == "Hi")
        #expect(label.typography == body)
        #expect(label.textColor == Themed(Color(srgbHex: 0xD32F2F)))
        #expect(label.alignment == .right)
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byCharWrapping)
        #expect(label.backgroundColor == Themed(Color(srgbHex: 0xFFFFFF)))
        #expect(label.cornerRadius == 4)
        #expect(label.borderWidth == 1 && label.borderColor == Themed(Color(srgbHex: 0x000000)))
    }

    @Test func negativeLineCountMeansUnlimited() {
        #expect(LabelBuilder.startBuild().setNumberOfLines(-3).build().numberOfLines == 0)
    }

    @Test func fittingSizeWrapsToTheWidthLimit() throws {
        let label = LabelBuilder.startBuild().setFont(body).setNumberOfLines(0).setText("Sphinx of black quartz, judge my vow.").build()
        let wide = try LayoutPass.layoutRoot(label, fittingWidth: nil)
        let narrow = try LayoutPass.layoutRoot(label, fittingWidth: 100)
        #expect(wide.height == 24)
        #expect(narrow.width <= 100 && narrow.height > wide.height)
        #expect(label.frame == CGRect(origin: .zero, size: narrow))
    }
}
