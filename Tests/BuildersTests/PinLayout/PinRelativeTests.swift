import Builders
import Foundation
import Testing

/// Positions relative to other views.
@Suite("PinLayout relative positions")
struct PinRelativeTests {
    /// A 400 × 200 superview with `a` at (50, 20, 100 × 40) and `b` at (200, 60, 80 × 20).
    private func siblings() -> (superview: View, a: View, b: View, view: View) {
        let (superview, view) = PinFixtures.container()
        let a = View(frame: CGRect(x: 50, y: 20, width: 100, height: 40))
        let b = View(frame: CGRect(x: 200, y: 60, width: 80, height: 20))
        superview.addSubview(a)
        superview.addSubview(b)
        return (superview, a, b, view)
    }

    @Test func belowPinsTheTopEdgeAndAlignsHorizontally() {
        let family1 = siblings(), a = family1.a, view = family1.view
        view.pin.below(of: a, aligned: .left).size(30).marginTop(4)
        #expect(view.frame == CGRect(x: 50, y: 64, width: 30, height: 30))
        let family2 = siblings(), a2 = family2.a, right = family2.view
        right.pin.below(of: a2, aligned: .right).size(30)
        #expect(right.frame == CGRect(x: 120, y: 60, width: 30, height: 30))
        let family3 = siblings(), a3 = family3.a, center = family3.view
        center.pin.below(of: a3, aligned: .center).size(30)
        #expect(center.frame == CGRect(x: 85, y: 60, width: 30, height: 30))
    }

    @Test func aboveAfterAndBeforePinTheFacingEdge() {
        let family4 = siblings(), b = family4.b, view = family4.view
        view.pin.above(of: b, aligned: .end).size(10)
        #expect(view.frame == CGRect(x: 270, y: 50, width: 10, height: 10))
        let family5 = siblings(), a = family5.a, after = family5.view
        after.pin.after(of: a, aligned: .top).right(10).height(20).marginLeft(10)
        // left = 150 + 10, right at 390.
        #expect(after.frame == CGRect(x: 160, y: 20, width: 230, height: 20))
        let family6 = siblings(), b2 = family6.b, before = family6.view
        before.pin.before(of: b2, aligned: .bottom).width(40).height(10)
        #expect(before.frame == CGRect(x: 160, y: 70, width: 40, height: 10))
        let family7 = siblings(), a3 = family7.a, centered = family7.view
        centered.pin.right(of: a3, aligned: .center).size(10)
        #expect(centered.frame == CGRect(x: 150, y: 35, width: 10, height: 10))
    }

    @Test func severalViewsPlaceTheViewPastAllOfThem() {
        let family8 = siblings(), a = family8.a, b = family8.b, view = family8.view
        let warnings = PinFixtures.warnings { view.pin.below(of: [a, b], aligned: .left).height(10).right(of: a) }
        // Below b (80), left-aligned with a (50); `right(of: a)` would pin the left edge
        // again, to 150: left out, with a warning.
        #expect(view.frame == CGRect(x: 50, y: 80, width: 0, height: 10))
        #expect(warnings.count == 1 && warnings[0].contains("right(of: View) won't be applied since its value has already been set (left: below(of: [View, View], aligned: .left))"), "\(warnings)")
        let family9 = siblings(), a2 = family9.a, b2 = family9.b, between = family9.view
        between.pin.after(of: a2).before(of: b2).top().height(10)
        #expect(between.frame == CGRect(x: 150, y: 0, width: 50, height: 10))
        let family10 = siblings(), a3 = family10.a, b3 = family10.b, average = family10.view
        average.pin.below(of: [a3, b3], aligned: .center).size(10)
        // Average of the centers 100 and 240.
        #expect(average.frame == CGRect(x: 165, y: 80, width: 10, height: 10))
    }

    @Test func viewsUnderOtherSuperviewsAreConvertedThroughTheCommonAncestor() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let header = View(frame: CGRect(x: 10, y: 10, width: 380, height: 100))
        let avatar = View(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        let body = View(frame: CGRect(x: 0, y: 150, width: 400, height: 200))
        let caption = View()
        root.addSubview(header)
        header.addSubview(avatar)
        root.addSubview(body)
        body.addSubview(caption)
        caption.pin.above(of: avatar, aligned: .left).size(10)
        // The avatar is at (30, 40) in the root, (30, -110) in the body.
        #expect(caption.frame == CGRect(x: 30, y: -120, width: 10, height: 10))
    }
}
