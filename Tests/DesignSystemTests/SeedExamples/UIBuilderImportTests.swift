import Testing
import UIBuilder

// UIBuilder's README says: «Finally import to the swift file: `import UIBuilder`». This file
// imports nothing else of the package: the examples below are UIBuilder's, as written.

/// UIBuilder's examples 1, 2 (the stack view), 3 and 6 with `import UIBuilder` alone.
/// Example 2's table view is in ``UIBuilderTableExampleTests`` (it needs a data source),
/// example 4 in ``SeedCodeAsWrittenTests`` (its `.delegate(self)` needs a controller) and
/// example 5 in ``SeedExampleSnapshotTests``.
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
    /// the top and bottom.
    @Test func twoViewsSideBySide() {
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
        let toggle = view.view.subviews.first as? UISwitch
        #expect(view.view.subviews.count == 2 && toggle?.isOn == false && toggle?.onTintColor == .orange)
    }
}
