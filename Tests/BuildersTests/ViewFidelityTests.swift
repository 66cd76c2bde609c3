import Builders
import Foundation
import Render
import Testing
import TokenModel
@testable import ViewKit

/// Where views match UIKit's numbers and inheritance: empty text fields, button padding
/// and truncation, inherited tint, and the stack view's spacing constants.
@Suite("Views: UIKit fidelity")
struct ViewFidelityTests {
    // MARK: - Text field

    /// An empty field keeps one line of its font: the 17-point system font is 21 high, so
    /// `.none` is 21 and `.roundedRect` 21 + 2 × 6.5 = 34, UIKit's height; no text, no width
    /// but the insets.
    @Test func emptyTextFieldsKeepTheLineHeight() throws {
        let field = TextField()
        #expect(try field.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 0, height: 21))
        field.borderStyle = .roundedRect
        #expect(try field.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 14, height: 34))
        field.placeholder = "Name"
        #expect(try field.intrinsicContentSize(fittingWidth: nil)?.height == 34)
    }

    // MARK: - Button

    /// "Button" in DejaVu Sans 15 is 51 × 18; UIKit's 6 points above and below make 30.
    @Test func buttonTitlesGetUIKitsPadding() throws {
        let button = Button()
        button.titleTypography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 15)
        button.setTitle("Button", for: .normal)
        #expect(try button.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 51, height: 30))
        // Insets replace the padding: 18 + 2 + 2.
        button.contentEdgeInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        #expect(try button.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 59, height: 22))
    }

    /// No title and no image: UIKit's 30 × 34; an image alone is its own size.
    @Test func emptyAndImageOnlyButtons() throws {
        let button = Button()
        #expect(try button.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 30, height: 34))
        button.setImage(Image(try PixelImage(width: 12, height: 8, pixels: Array(repeating: 0xFF00_00FF, count: 96))), for: .normal)
        #expect(try button.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 12, height: 8))
    }

    /// A title wider than the content rect is cut in the middle to fit inside it: nothing
    /// is drawn outside the 60 × 30 button, nor in its 8-point insets, and the title shows
    /// on both sides of the middle.
    @Test func longTitlesTruncateInTheMiddleInsideTheInsets() throws {
        let button = Button()
        button.titleTypography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 15)
        button.setTitle("A very long title indeed", for: .normal)
        button.setTitleColor(UIColor.black, for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        button.frame.origin.x = 20
        container.addSubview(button)
        let pixels = try Renderer(scale: 1).render(container)
        func inked(_ columns: Range<Int>) -> Bool {
            columns.contains { x in (0..<30).contains { y in (pixels.color(atX: x, y: y)?.alpha ?? 0) > 0 } }
        }
        #expect(!inked(0..<28) && !inked(72..<100))
        #expect(inked(28..<40) && inked(60..<72))
    }

    /// `ControlState` is TokenModel's: a file importing both modules names it unqualified
    /// (Builders once declared its own, and such files did not compile).
    @Test func controlStateIsOneTypeAcrossModules() {
        let button = Button()
        let state: ControlState = .selected
        button.setTitle("Picked", for: state)
        button.isSelected = true
        #expect(button.title(for: button.state) == "Picked" && ControlState.selected.rawValue == "selected")
    }

    /// With no room for the title, the image stays centred in the button and the title
    /// is not drawn (a width limit of 0 would have meant no limit, pushing the image out).
    @Test func aButtonWithNoRoomForItsTitleKeepsTheImageInside() throws {
        let button = Button()
        button.titleTypography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 15)
        button.setTitle("Delete", for: .normal)
        button.setTitleColor(UIColor.black, for: .normal)
        button.setImage(Image(try PixelImage(width: 24, height: 24, pixels: Array(repeating: 0xFF00_00FF, count: 576))), for: .normal)
        button.frame = CGRect(x: 20, y: 0, width: 24, height: 24)
        let container = View(frame: CGRect(x: 0, y: 0, width: 64, height: 24))
        container.addSubview(button)
        let pixels = try Renderer(scale: 1).render(container)
        let inked = (0..<64).filter { x in (pixels.color(atX: x, y: 12)?.alpha ?? 0) > 0 }
        #expect(inked == Array(20..<44))
    }

    // MARK: - Tint

    /// `nil` inherits up the superviews; the root default is system blue.
    @Test func tintColorIsInherited() {
        let root = View(), middle = View(), leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.effectiveTintColor == Themed(Color(srgbHex: 0x007AFF)) && View.defaultTintColor == Color(srgbHex: 0x007AFF))
        root.tintColor = .orange
        #expect(leaf.effectiveTintColor == .orange && leaf.tintColor == nil)
        middle.tintColor = .red
        #expect(leaf.effectiveTintColor == .red && root.effectiveTintColor == .orange)
    }

    /// A template image takes the tint its image view inherits.
    @Test func templateImagesUseTheInheritedTint() throws {
        let pixel = Image(try PixelImage(width: 1, height: 1, pixels: [0xFF00_0000]), renderingMode: .alwaysTemplate)
        let container = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let imageView = ImageView(image: pixel)
        imageView.frame = container.bounds
        container.addSubview(imageView)
        #expect(try Renderer(scale: 1).render(container).color(atX: 2, y: 2) == Color(srgbHex: 0x007AFF))
        container.tintColor = .green
        #expect(try Renderer(scale: 1).render(container).color(atX: 2, y: 2) == Color.green)
    }

    // MARK: - Stack view spacing

    /// UIKit's constants; the layout's gap reads `spacingUseDefault` as `spacing` and
    /// `spacingUseSystem` as 8 points.
    @Test func stackSpacingConstants() {
        #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(StackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        let a = View(), b = View(), c = View()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 5
        stack.setCustomSpacing(12, after: a)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        #expect(stack.spacing(after: a) == 12 && stack.spacing(after: b) == 8 && stack.spacing(after: c) == 5)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        #expect(stack.spacing(after: a) == 5 && stack.customSpacing(after: a) == StackView.spacingUseDefault)
        stack.spacing = StackView.spacingUseSystem
        #expect(stack.spacing(after: c) == 8)
    }
}
