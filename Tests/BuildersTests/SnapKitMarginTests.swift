import Builders
import Foundation
import Testing

/// SnapKit's margin attributes: `make.edges.equalTo(card.snp.margins)` and friends.
@Suite("SnapKit margins")
struct SnapKitMarginTests {
    private func card() -> (card: View, inner: View) {
        let card = View()
        card.debugName = "card"
        card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let inner = View()
        inner.debugName = "inner"
        card.addSubview(inner)
        return (card, inner)
    }

    @Test func edgesToMarginsPairSideBySide() throws {
        let (card, inner) = card()
        inner.snp.makeConstraints { make in
            make.edges.equalTo(card.snp.margins)
        }
        try inner.snp.validate()
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test func directionalEdgesToDirectionalMarginsWithAnInset() throws {
        let (card, inner) = card()
        inner.snp.makeConstraints { make in
            make.directionalEdges.equalTo(card.snp.directionalMargins).inset(5)
        }
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(inner.frame == CGRect(x: 25, y: 15, width: 130, height: 50))
    }

    @Test func singleMarginsAndTheCenterWithinThem() throws {
        let (card, inner) = card()
        inner.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 10, height: 10))
            // The margins' box spans x 20…160 and y 10…70: its center is (90, 40).
            make.centerWithinMargins.equalToSuperview()
        }
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(inner.frame == CGRect(x: 85, y: 35, width: 10, height: 10))

        let (other, box) = self.card()
        box.snp.makeConstraints { make in
            make.leading.equalTo(other.snp.leadingMargin).offset(4)
            make.trailing.equalTo(other.snp.trailingMargin)
            make.top.equalTo(other.snp.topMargin)
            make.bottom.equalTo(other.snp.bottomMargin)
        }
        try LayoutPass.layout(other, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(box.frame == CGRect(x: 24, y: 10, width: 136, height: 60))
    }

    @Test func marginsOfTheViewItselfAgainstTheSuperviewsEdges() throws {
        // make.margins.equalToSuperview(): each of the view's margins meets the superview's
        // same margin; a view with the superview's margins then fills it.
        let (card, inner) = card()
        inner.layoutMargins = card.layoutMargins
        inner.snp.makeConstraints { make in
            make.margins.equalToSuperview()
        }
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}
