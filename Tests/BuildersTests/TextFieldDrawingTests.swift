import Builders
import Foundation
import Render
import Testing
import TokenModel

/// How a text field paints its border style.
@Suite("Text field drawing")
struct TextFieldDrawingTests {
    /// UIKit (since iOS 7) fills a rounded-rect field's rounded rectangle with its
    /// background color, leaving the corners clear; white when it has none.
    @Test func aRoundedRectFieldFillsOnlyItsRoundedRectangleWithItsBackground() throws {
        let field = TextField()
        field.borderStyle = .roundedRect
        field.backgroundColor = Themed(Color(srgbHex: 0xFF0000))
        field.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
        let image = try Renderer(scale: 1).render(field)
        #expect(image.color(atX: 0, y: 0)?.alpha == 0, "the square corner stays clear")
        #expect(image.color(atX: 50, y: 17)?.hexString == "#FF0000")

        field.backgroundColor = nil
        #expect(try Renderer(scale: 1).render(field).color(atX: 50, y: 17)?.hexString == "#FFFFFF")
    }

    @Test func otherBorderStylesKeepTheSquareBackground() throws {
        let field = TextField()
        field.borderStyle = .line
        field.backgroundColor = Themed(Color(srgbHex: 0x00FF00))
        field.frame = CGRect(x: 0, y: 0, width: 100, height: 34)
        #expect(try Renderer(scale: 1).render(field).color(atX: 0, y: 0)?.alpha != 0)
        #expect(field.layerBackgroundColor == field.backgroundColor)
    }
}
