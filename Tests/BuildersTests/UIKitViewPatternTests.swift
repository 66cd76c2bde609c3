import Builders
import Foundation
import Render
import Testing
import TokenModel

/// UIKit view behaviour team code relies on: the initializers a custom view overrides, the
/// autoresizing mask (UIKit's documented proportional rule, computed by hand here) and the
/// default switch.
@Suite("UIKit view patterns")
struct UIKitViewPatternTests {
    // MARK: - Initializers

    /// A subclass with its own initializer and `init?(coder:)` must still give `init()`,
    /// which a type-made view (`UIBuilder(T.self)`) needs; `init(frame:)` overridden, it is
    /// inherited instead.
    private final class Badge: UIView {
        let count: Int

        init(count: Int) {
            self.count = count
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        required convenience init() {
            self.init(count: 0)
        }
    }

    @Test func aViewWithItsOwnInitializerIsMadeFromItsType() {
        #expect(UIBuilder(Badge.self).view.count == 0)
        #expect(Badge(count: 3).count == 3)
    }

    @Test func aPlainViewFromACoderIsNil() {
        #expect(UIView(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
        #expect(UILabel(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
    }

    // MARK: - Autoresizing

    /// A view in a 100 × 100 superview at `frame` with `mask`, after the superview becomes
    /// `size`.
    private func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask, to size: CGSize) -> CGRect {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.frame.size = size
        return view.frame
    }

    @Test func aFlexibleSizeTakesTheWholeChange() {
        #expect(resized(CGRect(x: 10, y: 10, width: 80, height: 80), [.flexibleWidth, .flexibleHeight], to: CGSize(width: 200, height: 150))
            == CGRect(x: 10, y: 10, width: 180, height: 130))
    }

    /// Margins 10 and 70 share +100 as 12.5 and 87.5; with the width too, 10, 20 and 70
    /// share it as 10, 20 and 70.
    @Test func flexiblePartsShareTheChangeInProportion() {
        #expect(resized(CGRect(x: 10, y: 0, width: 20, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                        to: CGSize(width: 200, height: 100)) == CGRect(x: 22.5, y: 0, width: 20, height: 10))
        #expect(resized(CGRect(x: 10, y: 0, width: 20, height: 10), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                        to: CGSize(width: 200, height: 100)) == CGRect(x: 20, y: 0, width: 40, height: 10))
    }

    /// Zero margins share the change equally; a bottom margin alone keeps the view at the top.
    @Test func zeroPartsShareEquallyAndFixedPartsStay() {
        #expect(resized(CGRect(x: 0, y: 0, width: 100, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                        to: CGSize(width: 160, height: 100)) == CGRect(x: 30, y: 0, width: 100, height: 10))
        #expect(resized(CGRect(x: 0, y: 20, width: 10, height: 10), [.flexibleBottomMargin],
                        to: CGSize(width: 100, height: 300)) == CGRect(x: 0, y: 20, width: 10, height: 10))
        #expect(resized(CGRect(x: 0, y: 20, width: 10, height: 10), [], to: CGSize(width: 300, height: 300))
            == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    /// A view placed by constraints is left to them.
    @Test func aViewPlacedByConstraintsIsNotAutoresized() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).useAutoLayout()
        view.autoresizingMask = [.flexibleWidth]
        superview.addSubview(view)
        superview.frame.size.width = 200
        #expect(view.frame.width == 50)
    }

    // MARK: - Switch

    /// `UISwitch` is 51 × 31 and off by default; `setOn` changes the state.
    @Test func theSwitchHasUIKitsSizeAndDefaultState() throws {
        let toggle = UISwitch()
        #expect(try toggle.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.onTintColor == nil)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    /// On, the track is the tint and the thumb (27 points, 2 inside) is at the right end:
    /// pixel (45, 15) is the white thumb, pixel (5, 15) the red track.
    @Test func theSwitchDrawsItsTrackAndThumb() throws {
        let toggle = UIBuilder(UISwitch.self).isOn(true).onTintColor(.red).view
        toggle.frame = CGRect(origin: .zero, size: UISwitch.defaultSize)
        let image = try Renderer(scale: 1, theme: .defaults).render(toggle)
        #expect(image.color(atX: 45, y: 15) == Color.white)
        #expect(image.color(atX: 5, y: 15) == UIColor.red.resolved(in: .defaults))
    }
}
