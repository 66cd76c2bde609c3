import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

@Suite("CommonButton")
struct CommonButtonTests {
    // MARK: - Samples

    private static let red = Color(srgbHex: 0xFF0000), green = Color(srgbHex: 0x00FF00)
    private static let blue = Color(srgbHex: 0x0000FF), white = Color(srgbHex: 0xFFFFFF)
    private static let black = Color(srgbHex: 0x000000), grey = Color(srgbHex: 0x808080)

    /// A button 40 × 20 with a color per state for the background and the title.
    private static func button(title: String? = nil) -> CommonButton {
        let button = CommonButtonBuilder.startBuild()
            .setBackgroundColor(Themed(red), for: .normal)
            .setBackgroundColor(Themed(green), for: .highlighted)
            .setBackgroundColor(Themed(blue), for: [.disabled])
            .setTitleColor(Themed(white), for: .normal)
            .setTitleColor(Themed(black), for: [.disabled, .selected])
            .setTitleForAllStates(title)
            .build()
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        return button
    }

    /// A 4 × 4 opaque black image at scale 1.
    private static let square = Image(try! PixelImage(width: 4, height: 4, scale: 1, pixels: Array(repeating: 0xFF00_0000, count: 16)))

    // MARK: - States and colors

    @Test func eachStateShowsItsOwnColorsOrNormals() throws {
        let button = Self.button()
        let expected: [(ControlState, Color, Color)] = [
            (.normal, Self.red, Self.white),
            (.highlighted, Self.green, Self.white),
            (.disabled, Self.blue, Self.black),
            (.selected, Self.red, Self.black),
        ]
        for (state, background, title) in expected {
            button.show(state)
            #expect(button.state == state && button.stateName == state.rawValue)
            #expect(button.backgroundColor(for: state)?.resolved(in: .light) == background, "\(state)")
            #expect(button.titleColor(for: state).resolved(in: .light) == title, "\(state)")
            let image = try Renderer(scale: 1).render(button)
            #expect(image.color(atX: 2, y: 2) == background, "\(state) draws its background")
        }
    }

    @Test func disabledWinsOverHighlightedWhichWinsOverSelected() {
        let button = Self.button()
        button.isSelected = true
        #expect(button.state == .selected)
        button.isHighlighted = true
        #expect(button.state == .highlighted)
        button.isEnabled = false
        #expect(button.state == .disabled)
    }

    @Test func titleIsDrawnInTheStatesTitleColor() throws {
        let button = Self.button(title: "█")
        button.titleTypography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 16)
        button.show(.disabled)
        let image = try Renderer(scale: 1).render(button)
        #expect(image.color(atX: 20, y: 10) == Self.black)
        button.show(.normal)
        #expect(try Renderer(scale: 1).render(button).color(atX: 20, y: 10) == Self.white)
    }

    @Test func titleAndImageAreSetForEveryState() {
        let button = Self.button(title: "Pay")
        button.setImageForAllStates(Self.square)
        for state in ControlState.allCases {
            #expect(button.title(for: state) == "Pay")
            #expect(button.image(for: state)?.size == CGSize(width: 4, height: 4))
        }
    }

    // MARK: - Image alpha

    @Test func imageIsFadedInEveryStateButNormal() throws {
        let button = Self.button()
        button.setImageForAllStates(Self.square)
        button.imageAlpha = 0.5
        #expect(button.image(for: .normal)?.representations.first?.pixels.first == 0xFF00_0000)
        for state in [ControlState.highlighted, .disabled, .selected] {
            let alpha = try #require(button.image(for: state)?.representations.first?.color(atX: 0, y: 0)?.alpha)
            #expect(abs(alpha - 0.5) < 0.01, "\(state)")
        }
        // Rendered over the red background: half black over red.
        button.show(.highlighted)
        let pixel = try #require(try Renderer(scale: 1).render(button).color(atX: 20, y: 10))
        #expect(abs(pixel.green * 2 - 1) < 0.02 && pixel.red == 0)
    }

    @Test func imageAlphaOutOfRangeIsClamped() throws {
        let button = Self.button()
        button.setImageForAllStates(Self.square)
        for (alpha, expected) in [(CGFloat(-1), 0.0), (2, 1), (.nan, 1), (1, 1), (0, 0)] {
            button.imageAlpha = alpha
            let shown = try #require(button.image(for: .disabled)?.representations.first?.color(atX: 0, y: 0)?.alpha)
            #expect(shown == expected, "alpha \(alpha)")
        }
    }

    // MARK: - Touch area

    @Test func addedTouchAreaGrowsTheHitAreaNotTheDrawing() throws {
        let button = Self.button()
        #expect(button.hitTest(CGPoint(x: 39, y: 19)))
        #expect(!button.hitTest(CGPoint(x: 45, y: 10)))
        let before = try Renderer(scale: 1).render(button)
        button.addedTouchArea = 10
        #expect(button.hitFrame == CGRect(x: -10, y: -10, width: 60, height: 40))
        #expect(button.hitTest(CGPoint(x: 45, y: 10)) && button.hitTest(CGPoint(x: -9, y: -9)))
        #expect(!button.hitTest(CGPoint(x: 51, y: 10)))
        #expect(try Renderer(scale: 1).render(button) == before)
    }

    @Test func negativeOrNonFiniteTouchAreaNeverCrashes() {
        let button = Self.button()
        button.addedTouchArea = -5
        #expect(button.hitFrame == CGRect(x: 5, y: 5, width: 30, height: 10))
        #expect(!button.hitTest(CGPoint(x: 2, y: 2)) && button.hitTest(CGPoint(x: 20, y: 10)))
        button.addedTouchArea = -100
        #expect(!button.hitTest(CGPoint(x: 20, y: 10)))
        button.addedTouchArea = .infinity
        #expect(button.hitFrame == button.bounds)
        #expect(!button.hitTest(CGPoint(x: CGFloat.nan, y: 0)))
        button.isHidden = true
        #expect(!button.hitTest(CGPoint(x: 20, y: 10)))
    }

    // MARK: - Border and corners

    @Test func borderIsDrawnAndCornerRadiusClipsTheContent() throws {
        let button = CommonButtonBuilder.startBuild()
            .setBackgroundColor(Themed(Self.red), for: .normal)
            .setBorder(width: 2, color: UIColor(Self.blue))
            .setCornerRadius(10)
            .build()
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        // A big image that would cover the corners unclipped.
        button.setImageForAllStates(Image(try PixelImage(width: 40, height: 20, scale: 1, pixels: Array(repeating: 0xFF00_FF00, count: 800))))
        let image = try Renderer(scale: 1).render(button)
        #expect(image.color(atX: 0, y: 0)?.alpha == 0, "the corner is cut away")
        #expect(image.color(atX: 20, y: 0) == Self.blue, "the border")
        #expect(image.color(atX: 20, y: 10) == Self.green, "the image inside")
    }

    // MARK: - Pathological input

    @Test func emptyTitleAndZeroOrNegativeSizesDrawWithoutCrashing() throws {
        let button = Self.button(title: "")
        #expect(try button.intrinsicContentSize(fittingWidth: nil) == Button.emptySize)
        button.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        #expect(throws: RenderError.self) { try Renderer(scale: 1).render(button) }
        #expect(try Renderer(scale: 1).render(button, padding: 2).width == 4)
        button.frame = CGRect(x: 0, y: 0, width: -10, height: -10)
        button.setTitleForAllStates(String(repeating: "W", count: 10_000))
        _ = try Renderer(scale: 1).render(button, padding: 12)
        button.setImageForAllStates(nil)
        #expect(button.image(for: .selected) == nil)
    }

    @Test func worksWithUIBuilder() throws {
        let button = UIBuilder(CommonButton.self).imageAlpha(0.4).addedTouchArea(8).view
        #expect(button.state == .normal && button.imageAlpha == 0.4 && button.addedTouchArea == 8)
    }
}
