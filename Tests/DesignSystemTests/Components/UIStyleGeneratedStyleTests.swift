import Builders
import DesignSystem
import Foundation
import Testing
import TokenModel

/// A ``UIStyle`` that applies a generated style enum's case through the view's builder.
private final class GeneratedCommonButtonStyle: UIStyle<CommonButton> {
    let style: DesignTokens.CommonButtonStyle

    init(_ style: DesignTokens.CommonButtonStyle) {
        self.style = style
    }

    override func apply(for view: CommonButton) {
        _ = CommonButtonBuilder.edit(view).setStyle(style)
    }
}

/// A hand-written style for the same buttons.
private final class WideTouchStyle: UIStyle<CommonButton> {
    override func apply(for view: CommonButton) {
        view.addedTouchArea = 12
    }
}

@Suite("UIStyle with generated styles")
struct UIStyleGeneratedStyleTests {
    @Test func generatedStylesAndUIStylesApplyToTheSameButton() {
        let button = CommonButtonBuilder.startBuild().setTitleForAllStates("Pay").build()
        button.apply(style: GeneratedCommonButtonStyle(.secondary))
        button.apply(style: WideTouchStyle())
        let built = CommonButtonBuilder.startBuild().setStyle(.secondary).build()
        for state in ControlState.allCases {
            #expect(button.backgroundColor(for: state) == built.backgroundColor(for: state))
            #expect(button.titleColor(for: state) == built.titleColor(for: state))
        }
        #expect(button.borderWidth == built.borderWidth && button.cornerRadius == built.cornerRadius)
        #expect(button.addedTouchArea == 12 && button.title(for: .normal) == "Pay")

        let styles = [AnyStyle(style: GeneratedCommonButtonStyle(.primary)), AnyStyle(style: WideTouchStyle())]
        let other = CommonButton()
        #expect(styles.allSatisfy { $0.apply(for: other) })
        #expect(other.backgroundColor(for: .selected) == Themed(DesignTokens.Buttons.Primary.Background.selected.defaultValue)
                && other.imageAlpha == CGFloat(DesignTokens.Buttons.imageAlpha.defaultValue) && other.addedTouchArea == 12)
        #expect(!styles[0].apply(for: Label()), "a label is not a common button")
    }
}
