import Testing
import UIBuilder

// UIBuilder's README says: «Finally import to the swift file: `import UIBuilder`». This file
// imports nothing else of the package: the examples below are UIBuilder's, as written.

/// UIBuilder's examples 1, 2 (the stack view), 3 and 6 with `import UIBuilder` alone.
/// Example 2's table view is in ``UIBuilderTableExampleTests`` (it needs a data source),
/// example 4 in ``OriginCodeAsWrittenTests`` (its `.delegate(self)` needs a controller) and
/// example 5 in ``OriginExampleSnapshotTests``.
@Suite("import UIBuilder")
struct UIBuilderImportTests {
    /// Example 1: a 100-point view with a red background, a blue tint and tag 12.
    @Test func simpleView() {
        let view = UIBuilder(UIView.self)
            .backgroundColor(.red)
            .frame(CGRect(x: 0, y: 0, width: 100, height: 100))
            .tintColor(.blue)
            .tag(12)
            .view
        #expect(view.frame.size == CGSize(width: 100, height: 100) && view.tag == 12)
        #expect(view.backgroundColor == .red && view.tintColor == .blue)
    }

    /// Example 2's stack view: the same type in and out.
    @Test func stackView() {
        let stack = UIBuilder(UIStackView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .axis(.vertical)
            .alignment(.center)
            .distribution(.fill)
            .spacing(12.0)
            .view
        #expect(stack.axis == .vertical && stack.spacing == 12 && !stack.translatesAutoresizingMaskIntoConstraints)
    }

    /// Example 3: an existing button configured (no image named "hello" here: `nil`).
    @Test func existingButton() {
        let button = UIButton()
        let configuredButton = UIBuilder(button)
            .title("Tap here")
            .backgroundColor(.red)
            .titleColor(.blue)
            .image(UIImage(named: "hello"))
            .view
        #expect(configuredButton === button && button.title(for: .normal) == "Tap here")
    }

    /// Example 6: a switch and a label side by side, 16 from the sides, 8 apart, 4 from
    /// the top and bottom; the switch keeps UIKit's 51 × 31 and the label (hugging 251)
    /// takes the rest of 320: 320 − 16 − 51 − 8 − 16 = 229, at x 16 + 51 + 8 = 75.
    @Test func twoViewsSideBySide() throws {
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
        #expect(view.view.subviews.count == 2 && !toggle.isOn && toggle.onTintColor == .orange)
        #expect(label.text == "subtitle" && label.textColor == .blue)
        try LayoutPass.layout(view.view, size: .fixed(CGSize(width: 320, height: 39)))
        #expect(toggle.frame == CGRect(x: 16, y: 4, width: 51, height: 31))
        #expect(label.frame == CGRect(x: 75, y: 4, width: 229, height: 31))
    }
}
