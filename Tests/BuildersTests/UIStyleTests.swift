import Builders
import Foundation
import Testing
import TokenModel

/// The seed's example: a style class per look, named by a static member.
private final class CardStyle: UIStyle<View> {
    override func apply(for view: View) {
        view.cornerRadius = 12
        view.backgroundColor = Themed(Color(srgbHex: 0x000000))
    }
}

private final class CaptionStyle: UIStyle<Label>, AttributableStyle {
    var attributes: [StringAttribute] { [.kern(1), .foregroundColor(UIColor(Color(srgbHex: 0x6F7989)))] }

    override func apply(for view: Label) {
        view.numberOfLines = 2
        view.setStyledText(view.text.with(attributes: attributes))
    }
}

extension UIStyle {
    fileprivate static var card: UIStyle<View> { CardStyle() }
    fileprivate static var caption: UIStyle<Label> { CaptionStyle() }
}

@Suite("UIStyle and AnyStyle")
struct UIStyleTests {
    @Test func styleAppliesToItsViewClass() {
        let view = View()
        view.apply(style: .card)
        #expect(view.cornerRadius == 12 && view.backgroundColor == Themed(Color(srgbHex: 0x000000)))
        let label = Label(text: "Caption")
        label.apply(style: .caption)
        #expect(label.numberOfLines == 2 && label.attributedText?.attributedText.runs.first?.attributes.letterSpacing == 1)
    }

    @Test func anyStyleAppliesOnlyToViewsOfItsClass() {
        let styles = [AnyStyle(style: UIStyle.card), AnyStyle(style: UIStyle.caption)]
        let label = Label(text: "x"), view = View()
        #expect(styles.map { $0.apply(for: label) } == [true, true], "a label is a view too")
        #expect(styles.map { $0.apply(for: view) } == [true, false])
        #expect(view.cornerRadius == 12 && label.cornerRadius == 12 && label.numberOfLines == 2)
        #expect(styles[1].targetType == Label.self)
    }

    @Test func baseStyleSetsNothing() {
        let view = View()
        view.apply(style: UIStyle<View>())
        #expect(view.cornerRadius == 0 && view.backgroundColor == nil)
    }
}
