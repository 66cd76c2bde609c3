import Builders
import Foundation
import Testing
import TokenModel

/// A stand-in for `UISwitch`, which this module has not: UIKit's fixed 51 × 31 size,
/// which it holds on to (hugging 750).
private final class UISwitch: View {
    var isOn = true
    var onTintColor: Themed<Color>?

    required init() {
        super.init()
        contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        CGSize(width: 51, height: 31)
    }
}

/// Seed 002's six examples, as written there but for what iOS alone has: the table view of
/// example 2, `tintColor` (which ``View`` has not) in example 1, and the text field's
/// `delegate` and `inputView` in example 4.
@Suite("Seed 002 examples")
struct Seed002Tests {
    @Test func example1CreatingASimpleView() throws {
        let view = UIBuilder(UIView.self)
            .backgroundColor(.red)
            .frame(CGRect(x: 0, y: 0, width: 100, height: 100))
            .tag(12)
            .view
        #expect(view.backgroundColor == .red && view.tag == 12)
        let window = UIView()
        window.addSubview(view)
        try LayoutPass.layout(window, size: .fixed(CGSize(width: 320, height: 480)))
        // The autoresizing mask keeps the frame.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func example2CreatingAPopularSubclass() {
        let stack = UIBuilder(UIStackView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .axis(.vertical)
            .alignment(.center)
            .distribution(.fill)
            .spacing(12.0)
            .view
        #expect(!stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .vertical && stack.alignment == .center && stack.distribution == .fill && stack.spacing == 12)
    }

    @Test func example3ConfiguringAnExistingView() {
        let button = UIButton()
        let configuredButton = UIBuilder(button)
            .title("Tap here")
            .backgroundColor(.red)
            .titleColor(.blue)
            .image(UIImage(named: "hello"))
            .view
        #expect(configuredButton === button)
        #expect(button.title(for: .normal) == "Tap here" && button.backgroundColor == .red)
        #expect(button.titleColor(for: .normal) == .blue && button.image(for: .normal) == nil)
    }

    @Test func example4CustomConfigurationClosures() {
        let field = UIBuilder(UITextField.self)
            .backgroundColor(.lightText)
            .borderStyle(.roundedRect)
            .layer { layer in
                layer.shadowColor = UIColor.darkGray.cgColor
                layer.shadowOffset = CGSize(width: 10, height: 10)
            }.finally { view in
                view.placeholder = "Name"
            }
        #expect(field.view.backgroundColor == .lightText && field.view.borderStyle == .roundedRect)
        #expect(field.view.placeholder == "Name")
        // As on iOS, a layer shadow without an opacity is not drawn.
        #expect(field.view.shadow == nil)
    }

    @Test func example5Hierarchies() throws {
        let view = UIBuilder(UIView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .backgroundColor(.lightText)
            .subView(
                UIBuilder(UIImageView.self)
                    .translatesAutoresizingMaskIntoConstraints(false)
                    .image(UIImage(named: "landscape"))
                    .contentMode(.scaleAspectFit)
                    .view,
                { layout in
                    layout.top(12.0).left(16.0).right(16.0).bottom(12.0)
                }
            ).view
        let imageView = try #require(view.subviews.first as? UIImageView)
        #expect(imageView.contentMode == .scaleAspectFit)
        try LayoutPass.layout(view, size: .fixed(CGSize(width: 320, height: 200)))
        #expect(imageView.frame == CGRect(x: 16, y: 12, width: 288, height: 176))
    }

    @Test func example6MultipleViews() throws {
        let view = UIBuilder(UIView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .backgroundColor(.lightText)
            .subView(
                UIBuilder(UISwitch.self)
                    .translatesAutoresizingMaskIntoConstraints(false)
                    .isOn(false)
                    .onTintColor(.orange)
                    .view,
                UIBuilder(UILabel.self)
                    .translatesAutoresizingMaskIntoConstraints(false)
                    .text("subtitle")
                    .textColor(.blue)
                    .view)
            { layout in
                layout.alignHorizontally(
                    left: 16.0,
                    spacing: 8.0,
                    right: 16.0,
                    top: 4.0,
                    bottom: 4.0
                )
            }
        let toggle = try #require(view.view.subviews.first as? UISwitch)
        let label = try #require(view.view.subviews.last as? UILabel)
        #expect(!toggle.isOn && toggle.onTintColor == .orange && label.text == "subtitle" && label.textColor == .blue)
        try LayoutPass.layout(view.view, size: .fixed(CGSize(width: 320, height: 39)))
        // The switch keeps its 51 points; the label (hugging 251) takes the rest.
        #expect(toggle.frame == CGRect(x: 16, y: 4, width: 51, height: 31))
        #expect(label.frame == CGRect(x: 75, y: 4, width: 229, height: 31))
    }
}
