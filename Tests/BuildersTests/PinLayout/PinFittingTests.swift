import Builders
import Foundation
import Testing

/// `sizeToFit(_:)` and `wrapContent`, with views whose `sizeThatFits` is known.
@Suite("PinLayout fitting")
struct PinFittingTests {
    @Test func fittingTheWidthKeepsItAndAsksForTheHeight() {
        let (superview, _) = PinFixtures.container()
        let text = AreaView(area: 6_000, naturalWidth: 500)
        superview.addSubview(text)
        text.pin.top().horizontally(20).sizeToFit(.width)
        // 360 wide between the margins of the edges: 6,000 / 360 high.
        #expect(text.frame == CGRect(x: 20, y: 0, width: 360, height: CGFloat(6_000) / 360))
    }

    @Test func aFlexibleWidthIsTheOneTheViewReturns() {
        let (superview, _) = PinFixtures.container()
        let text = AreaView(area: 1_000, naturalWidth: 100)
        superview.addSubview(text)
        text.pin.top().left().width(300).sizeToFit(.widthFlexible)
        #expect(text.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func withoutAPinnedWidthTheCurrentOneIsTheReference() {
        let (superview, _) = PinFixtures.container()
        let text = AreaView(area: 1_000, naturalWidth: 500)
        superview.addSubview(text)
        text.frame.size.width = 50
        text.pin.top().left().sizeToFit(.width).maxHeight(15)
        #expect(text.frame == CGRect(x: 0, y: 0, width: 50, height: 15))
    }

    @Test func fittingTheHeightKeepsItAndAsksForTheWidth() {
        let (superview, _) = PinFixtures.container()
        let icon = View()
        superview.addSubview(icon)
        icon.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
        // A plain view fits its current size, as UIView.
        icon.pin.top().left().height(40).sizeToFit(.height)
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        let flexible = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        superview.addSubview(flexible)
        flexible.pin.top().left().height(40).sizeToFit(.heightFlexible)
        #expect(flexible.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func contentIsTheViewsOwnSize() {
        let (superview, _) = PinFixtures.container()
        let text = AreaView(area: 1_000, naturalWidth: 100)
        superview.addSubview(text)
        text.pin.center().sizeToFit()
        #expect(text.frame == CGRect(x: 150, y: 95, width: 100, height: 10))
    }

    @Test func aLabelFitsItsTextAtTheWidth() throws {
        let (superview, _) = PinFixtures.container()
        let label = Label(text: "A sentence long enough to wrap onto more than one line at a narrow width")
        label.numberOfLines = 0
        superview.addSubview(label)
        label.pin.top().left().width(120).sizeToFit(.width)
        let measured = try #require(try label.intrinsicContentSize(fittingWidth: 120))
        #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: measured.height))
        #expect(measured.height > label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).height)
    }

    @Test func wrapContentFitsTheViewAroundItsSubviewsAndMovesThem() {
        let containerContainer = PinFixtures.container(), container = containerContainer.view
        let a = View(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
        let b = View(frame: CGRect(x: 60, y: 70, width: 40, height: 30))
        container.addSubview(a)
        container.addSubview(b)
        container.pin.wrapContent(padding: 10).center()
        // The subviews span (30, 40) to (100, 100): 70 × 60, plus 10 on every side.
        #expect(container.frame == CGRect(x: 155, y: 60, width: 90, height: 80))
        #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 40, width: 40, height: 30))
    }

    @Test func wrapContentHorizontallyLeavesTheHeight() {
        let containerContainer = PinFixtures.container(), container = containerContainer.view
        container.frame = CGRect(x: 0, y: 0, width: 10, height: 77)
        let a = View(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
        container.addSubview(a)
        container.pin.wrapContent(.horizontally, padding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)).top().left()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 60, height: 77))
        #expect(a.frame == CGRect(x: 4, y: 40, width: 50, height: 20))
    }
}
