import Builders
import Foundation
import Testing

/// SurfUtils' `LayoutHelper`: a constraint whose constant follows the kind of screen.
@Suite("LayoutHelper")
struct LayoutHelperTests {
    /// A title 24 below its card's top, 12 on a small phone and 44 under a notch; the card
    /// is laid out at `preset`'s width.
    private func titleTop(on preset: DevicePreset) throws -> CGFloat {
        try DevicePreset.withCurrent(preset) {
            let card = View()
            let title = View().useAutoLayout()
            card.addSubview(title)
            let top = LayoutHelper(item: title, attribute: .top, relatedBy: .equal,
                                   toItem: card, attribute: .top, constant: 24)
            top.isSmallPhone = 12
            top.isNormal = 24
            top.isXPhone = 44
            NSLayoutConstraint.activate([
                top,
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                title.widthAnchor.constraint(equalToConstant: 10),
                title.heightAnchor.constraint(equalToConstant: 10),
            ])
            try LayoutPass.layout(card, size: .fixed(CGSize(width: preset.size.width, height: 100)))
            return title.frame.minY
        }
    }

    @Test func eachKindOfScreenTakesItsConstant() throws {
        #expect(try titleTop(on: .smallPhone) == 12)
        #expect(try titleTop(on: .phone) == 24)
        #expect(try titleTop(on: .phoneWithNotch) == 44)
        // As in SurfUtils, `isNormal` is every screen that is neither small nor notched.
        #expect(try titleTop(on: .tablet) == 24)
    }

    @Test func aPropertyForAnotherScreenLeavesTheConstant() {
        DevicePreset.withCurrent(.phone) {
            let constraint = LayoutHelper(item: View(), attribute: .height, relatedBy: .equal,
                                          toItem: nil, attribute: nil, constant: 30)
            constraint.isSmallPhone = 10
            constraint.isXPhone = 50
            #expect(constraint.constant == 30)
            constraint.isNormal = 40
            #expect(constraint.constant == 40)
        }
    }
}
