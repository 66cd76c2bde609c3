import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

/// ``MapPinView`` and ``MapPinBuilder``: the view shows the drawer's image, sized by
/// it, with colors resolved in the theme it is drawn in; its properties are its
/// configuration's.
@Suite("Map pin view")
struct MapPinTests {
    // MARK: - Fixtures

    private static let light = Color(srgbHex: 0x1F6FEB)
    private static let dark = Color(srgbHex: 0x195BC2)

    private static func pin(_ text: String, selected: Bool = false) -> MapPinView {
        MapPinBuilder.startBuild()
            .setText(text)
            .setSelected(selected)
            .setBubbleColorNormal(Themed(light, variants: [.dark: dark]))
            .build()
    }

    // MARK: - Tests

    @Test func intrinsicSizeIsTheImageSize() throws {
        let view = Self.pin("1 250 ₽")
        let drawn = try view.pinImage(in: .light, scale: 2)
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == drawn.size)
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 1))
    }

    @Test func rendersTheDrawersImageWithThemedColors() throws {
        let view = Self.pin("42")
        for (theme, color) in [(Theme.light, Self.light), (.dark, Self.dark)] {
            let image = try Renderer(scale: 2, theme: theme).renderFitting(view)
            let expected = try MapPinDrawer(configuration: view.configuration, scale: 2).image(for: "42", in: theme)
            #expect(image == expected.image)
            #expect(image.color(atX: 4, y: 20) == expected.image.color(atX: 4, y: 20))
            #expect(abs((image.color(atX: 4, y: 20)?.blue ?? 0) - color.blue) < 2.0 / 255)
        }
    }

    @Test func tipStaysAtTheBottomMiddleOfALargerFrame() throws {
        let view = Self.pin("7")
        let size = try #require(try view.intrinsicContentSize(fittingWidth: nil))
        view.frame = CGRect(x: 0, y: 0, width: size.width + 20, height: size.height + 10)
        let image = try Renderer(scale: 2, theme: .light).render(view)
        // Just above the tip, in the middle of the bottom edge: the arrow's color.
        let tip = image.color(atX: image.width / 2, y: image.height - 4)
        #expect((tip?.alpha ?? 0) > 0.9)
        #expect(image.color(atX: 2, y: 2)?.alpha == 0)
    }

    @Test func selectionAndTextChangesRedraw() throws {
        let view = Self.pin("7")
        let normal = try Renderer(scale: 2, theme: .light).renderFitting(view)
        view.isSelected = true
        let selected = try Renderer(scale: 2, theme: .light).renderFitting(view)
        #expect(normal != selected)
        view.text = "77"
        #expect(try Renderer(scale: 2, theme: .light).renderFitting(view).width > selected.width)
    }

    @Test func thePropertiesAreTheConfigurations() {
        let view = Self.pin("7")
        view.bubbleCornerRadius = 3
        view.edgeInsets.left = 2
        #expect(view.configuration.bubbleCornerRadius == 3 && view.configuration.edgeInsets.left == 2)
        #expect(view.bubbleColorNormal == Themed(Self.light, variants: [.dark: Self.dark]))
        #expect(view.cornerRadius == 0, "the view's own radius is not the bubble's")
    }

    @Test func uiBuilderMakesThePin() {
        let view = UIBuilder(MapPinView.self).view
        #expect(type(of: view) == MapPinView.self)
    }

    @Test func emptyAndHugeTextsDoNotCrash() throws {
        // An empty pin draws no bubble: zero size, nothing but the padding's background.
        let empty = Self.pin("")
        #expect(try empty.intrinsicContentSize(fittingWidth: nil) == .zero)
        let board = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        board.addSubview(empty)
        empty.frame = CGRect(x: 10, y: 10, width: 0, height: 0)
        let picture = try Renderer(scale: 2).render(board)
        #expect(picture.pixels.allSatisfy { $0 == 0 }, "no bubble is drawn")
        let huge = Self.pin(String(repeating: "8", count: 10_000))
        #expect(throws: (any Error).self) { try Renderer(scale: 2).renderFitting(huge) }
    }
}
