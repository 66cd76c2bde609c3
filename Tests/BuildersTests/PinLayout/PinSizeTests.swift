import Builders
import Foundation
import Render
import Testing

/// Widths, heights, limits, aspect ratios and justification.
@Suite("PinLayout sizes")
struct PinSizeTests {
    @Test func widthAndHeightInPointsPercentOrOfAnotherView() {
        let (superview, view) = PinFixtures.container()
        view.pin.width(50%).height(25%)
        #expect(view.frame.size == CGSize(width: 200, height: 50))
        let other = View()
        superview.addSubview(other)
        other.pin.size(of: view)
        #expect(other.frame.size == CGSize(width: 200, height: 50))
        let third = View()
        superview.addSubview(third)
        third.pin.width(of: view).height(7)
        #expect(third.frame.size == CGSize(width: 200, height: 7))
        let square = View()
        superview.addSubview(square)
        square.pin.size(10%)
        #expect(square.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func limitsWinOverEdgesAndLengths() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.horizontally(10).maxWidth(200).top().height(10).minHeight(30)
        // Justified left between the edges by default.
        #expect(view.frame == CGRect(x: 10, y: 0, width: 200, height: 30))
        let otherContainer = PinFixtures.container(), other = otherContainer.view
        other.pin.left().width(100).minWidth(50%).top().maxHeight(5).height(10)
        #expect(other.frame == CGRect(x: 0, y: 0, width: 200, height: 5))
    }

    @Test func justifyAndAlignPlaceAShorterViewBetweenItsEdges() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.horizontally(20).maxWidth(200).justify(.center).vertically().maxHeight(100).align(.bottom)
        // 360 between the edges: (360 - 200) / 2 more from 20; 200 - 100 from the top.
        #expect(view.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        let rightContainer = PinFixtures.container(), right = rightContainer.view
        right.pin.horizontally().maxWidth(100).justify(.right).top().height(1)
        #expect(right.frame == CGRect(x: 300, y: 0, width: 100, height: 1))
    }

    @Test func anAspectRatioGivesTheDimensionNotPinned() throws {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.top().left().width(100%).aspectRatio(2)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
        let tallContainer = PinFixtures.container(), tall = tallContainer.view
        tall.pin.top().left().height(60).aspectRatio(0.5)
        #expect(tall.frame.size == CGSize(width: 30, height: 60))
        let (superview, _) = PinFixtures.container()
        let imageView = ImageView()
        imageView.image = Image(try Canvas(size: CGSize(width: 40, height: 20), scale: 1).makeImage())
        superview.addSubview(imageView)
        imageView.pin.top().hCenter().width(50%).aspectRatio()
        #expect(imageView.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test func theAspectRatioRespectsTheLimits() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        view.pin.top().left().width(300).maxWidth(100).aspectRatio(4)
        #expect(view.frame.size == CGSize(width: 100, height: 25))
    }
}
