import Builders
import Foundation
import Testing

/// Edges and centers relative to the superview, in a 400 × 200 superview.
@Suite("PinLayout edges")
struct PinEdgeTests {
    @Test func topAndLeftPlaceTheViewAndKeepItsSize() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.frame = CGRect(x: 5, y: 5, width: 50, height: 30)
        view.pin.top(10).left(20)
        #expect(view.frame == CGRect(x: 20, y: 10, width: 50, height: 30))
    }

    @Test func bottomAndRightCountFromTheSuperviewsFarEdges() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.bottom(10).right(20).size(CGSize(width: 50, height: 30))
        // x = 400 - 20 - 50, y = 200 - 10 - 30.
        #expect(view.frame == CGRect(x: 330, y: 160, width: 50, height: 30))
    }

    @Test func bothEdgesOfAnAxisGiveTheLength() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.top(10).bottom(20).left(30).right(40)
        #expect(view.frame == CGRect(x: 30, y: 10, width: 330, height: 170))
    }

    @Test func percentagesAreOfTheSuperviewsDimensionOnTheAxis() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.top(10%).left(25%).bottom(50%).right(5%)
        // top 20, bottom at 200 - 100, left 100, right at 400 - 20.
        #expect(view.frame == CGRect(x: 100, y: 20, width: 280, height: 80))
    }

    @Test func allHorizontallyAndVerticallyPinEdgesInPairs() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.all(12)
        #expect(view.frame == CGRect(x: 12, y: 12, width: 376, height: 176))
        let otherContainer = PinFixtures.container(), other = otherContainer.view
        other.pin.horizontally(10%).vertically(5)
        #expect(other.frame == CGRect(x: 40, y: 5, width: 320, height: 190))
        let thirdContainer = PinFixtures.container(), third = thirdContainer.view
        third.pin.all(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(third.frame == CGRect(x: 2, y: 1, width: 394, height: 196))
    }

    @Test func startAndEndAreLeftAndRight() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.start(10).end(30).top().height(20)
        #expect(view.frame == CGRect(x: 10, y: 0, width: 360, height: 20))
    }

    @Test func centersAreOffsetFromTheSuperviewsCenter() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.hCenter(20).vCenter(-10%).size(40)
        // center x = 200 + 20, center y = 100 - 20.
        #expect(view.frame == CGRect(x: 200, y: 60, width: 40, height: 40))
        let otherContainer = PinFixtures.container(), other = otherContainer.view
        other.pin.center().width(100).height(50)
        #expect(other.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
    }

    @Test func cornersPinTwoEdges() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.bottomRight(8).size(10)
        #expect(view.frame == CGRect(x: 382, y: 182, width: 10, height: 10))
        let otherContainer = PinFixtures.container(), other = otherContainer.view
        other.pin.topCenter(4).size(10)
        #expect(other.frame == CGRect(x: 195, y: 4, width: 10, height: 10))
        let thirdContainer = PinFixtures.container(), third = thirdContainer.view
        third.pin.centerLeft(6).size(10)
        #expect(third.frame == CGRect(x: 6, y: 95, width: 10, height: 10))
    }

    @Test func theSafeAreaAndLayoutMarginsAreInsetsForEdges() {
        let (superview, view) = PinFixtures.container()
        superview.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        superview.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        view.pin.top(superview.pin.safeArea).bottom(superview.pin.safeArea).horizontally(superview.pin.layoutMargins)
        #expect(view.frame == CGRect(x: 16, y: 47, width: 368, height: 119))
    }

    @Test func aSubviewsSafeAreaIsWhatTheSuperviewsCoversOfIt() {
        let (superview, view) = PinFixtures.container()
        superview.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.frame = CGRect(x: 0, y: 20, width: 400, height: 170)
        // 47 - 20 at the top; the bottom edge is 10 above the superview's: 34 - 10.
        #expect(view.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 24, right: 0))
    }

    @Test func readableMarginsKeepTheWidthReadable() {
        let (superview, view) = PinFixtures.container(1000, 200)
        superview.layoutMargins = EdgeInsets(all: 20)
        // 1000 - 40 = 960 between the margins; 672 readable, so 144 more on each side.
        #expect(superview.pin.readableMargins == EdgeInsets(top: 20, left: 164, bottom: 20, right: 164))
        view.pin.horizontally(superview.pin.readableMargins).top().height(10)
        #expect(view.frame == CGRect(x: 164, y: 0, width: 672, height: 10))
    }

    @Test func anEmptyChainChangesNothing() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        _ = view.pin.safeArea
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
