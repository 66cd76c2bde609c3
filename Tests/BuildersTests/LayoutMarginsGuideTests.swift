import Builders
import Foundation
import Testing

/// `layoutMarginsGuide`: the frame inset by `layoutMargins`, as in UIKit.
@Suite("Layout margins guide")
struct LayoutMarginsGuideTests {
    private func card(margins: EdgeInsets) -> (card: View, inner: View) {
        let card = View()
        card.debugName = "card"
        card.layoutMargins = margins
        let inner = View().useAutoLayout()
        inner.debugName = "inner"
        card.addSubview(inner)
        return (card, inner)
    }

    @Test func edgesPinnedToTheGuideAreInsetByTheMargins() throws {
        let (card, inner) = card(margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        let guide = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: guide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        // 200 − 20 − 40 wide, 100 − 10 − 30 tall.
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(try LayoutPass.ambiguities(in: card, size: .fixed(CGSize(width: 200, height: 100))).isEmpty)
    }

    @Test func leftRightAndCentersWithinTheMargins() throws {
        let (card, inner) = card(margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        let guide = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
            // The margins' box spans x 20…160 and y 10…70: centers 90 and 40.
            inner.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(inner.frame == CGRect(x: 85, y: 35, width: 10, height: 10))

        let (other, box) = self.card(margins: EdgeInsets(all: 8))
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: other.layoutMarginsGuide.leftAnchor),
            box.rightAnchor.constraint(equalTo: other.layoutMarginsGuide.rightAnchor),
            box.topAnchor.constraint(equalTo: other.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 4),
        ])
        try LayoutPass.layout(other, size: .fixed(CGSize(width: 100, height: 20)))
        #expect(box.frame == CGRect(x: 8, y: 0, width: 84, height: 4))
    }

    @Test func changedMarginsMoveWhatIsPinnedToThem() throws {
        let (card, inner) = card(margins: EdgeInsets(all: 8))
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 50, height: 50)))
        #expect(inner.frame.origin == CGPoint(x: 8, y: 8))
        card.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 0, right: 0)
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 50, height: 50)))
        #expect(inner.frame.origin == CGPoint(x: 3, y: 2))
        #expect(card.layoutMarginsGuide.leadingAnchor.description == "View(\"card\").leadingMargin")
    }
}
