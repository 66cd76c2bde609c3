import Builders
import Foundation
import Testing

/// PinLayout's margin rules (CSS's): which margins move the view, which shrink it, which
/// are left out.
@Suite("PinLayout margins")
struct PinMarginTests {
    @Test func aMarginMovesAViewPinnedByThatEdge() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.left().top().size(50).margin(10)
        // Only the left and top margins apply.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let rightContainer = PinFixtures.container(), right = rightContainer.view
        right.pin.right().bottom().width(100).height(20).marginHorizontal(10).marginVertical(5)
        #expect(right.frame == CGRect(x: 290, y: 175, width: 100, height: 20))
    }

    @Test func marginsShrinkAViewPinnedByBothEdges() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.top().left().right().height(100).margin(10)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 100))
        let allContainer = PinFixtures.container(), all = allContainer.view
        all.pin.all().margin(10, 12, 0, 12)
        #expect(all.frame == CGRect(x: 12, y: 10, width: 376, height: 190))
    }

    @Test func aCenteredViewMovesByTheDifferenceOfItsMargins() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.hCenter().vCenter().size(20).marginLeft(10).marginBottom(6)
        // x = 200 - 10 + 10, y = 100 - 10 - 6.
        #expect(view.frame == CGRect(x: 200, y: 84, width: 20, height: 20))
    }

    @Test func percentMarginsAreOfTheSuperview() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.horizontally().vertically().marginHorizontal(10%).marginTop(50%)
        #expect(view.frame == CGRect(x: 40, y: 100, width: 320, height: 100))
    }

    @Test func pinEdgesTurnsALengthIntoEdgesThatMarginsShrink() {
        let withoutContainer = PinFixtures.container(), without = withoutContainer.view
        without.pin.left().width(100%).marginHorizontal(20).top().height(1)
        #expect(without.frame == CGRect(x: 20, y: 0, width: 400, height: 1))
        let withContainer = PinFixtures.container(), with = withContainer.view
        with.pin.left().width(100%).pinEdges().marginHorizontal(20).top().height(1)
        #expect(with.frame == CGRect(x: 20, y: 0, width: 360, height: 1))
    }
}
