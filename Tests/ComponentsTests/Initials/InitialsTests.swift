import Builders
import Foundation
import Render
import Testing
import TokenModel

/// ``InitialsView`` and ``InitialsBuilder``: a circle with the helper's initials.
@Suite("Initials view")
struct InitialsTests {
    @Test func intrinsicSizeIsTheDiameter() throws {
        let view = InitialsBuilder.startBuild().setDiameter(56).build()
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 56, height: 56))
    }

    @Test func drawsTheHelpersInitialsOnTheCircle() throws {
        let circleColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        let view = InitialsBuilder.startBuild().setNames(firstname: "Иван", lastname: "Петров").setDiameter(40)
            .setCircleColor(UIColor(circleColor)).build()
        let image = try Renderer(scale: 2).renderFitting(view)
        #expect(image == (try view.initialsImage(size: CGSize(width: 40, height: 40), in: .defaults, scale: 2)))
        #expect(image.color(atX: 1, y: 1)?.alpha == 0, "outside the circle")
        #expect(image.color(atX: 40, y: 6) == circleColor)
    }

    @Test func emptyNamesAndZeroSizes() throws {
        let view = InitialsBuilder.startBuild().setDiameter(0).build()
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == .zero)
        view.frame = .zero
        let blank = InitialsBuilder.startBuild().setNames(firstname: "", lastname: "").build()
        #expect(try Renderer(scale: 2).renderFitting(blank).width == 80)
        #expect(type(of: UIBuilder(InitialsView.self).view) == InitialsView.self)
    }

    /// A negative or NaN diameter sizes the view empty rather than reaching layout, and an
    /// negative frame is the renderer's clear error, never a crash.
    @Test func negativeAndNaNDiametersAreEmpty() throws {
        for diameter in [CGFloat(-20), .nan, -.infinity] {
            let view = InitialsBuilder.startBuild().setNames(firstname: "A", lastname: "B").setDiameter(diameter).build()
            #expect(try view.intrinsicContentSize(fittingWidth: nil) == .zero, "\(diameter)")
        }
        let view = InitialsBuilder.startBuild().setNames(firstname: "A", lastname: "B").build()
        view.frame = CGRect(x: 0, y: 0, width: -10, height: 10)
        #expect(throws: (any Error).self) { try Renderer(scale: 2).render(view) }
    }
}
