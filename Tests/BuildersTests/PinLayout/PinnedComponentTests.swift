import Builders
import Foundation
import Testing

/// SurfUtils' components placed with `pin` in a `layoutSubviews()`, as a screen of
/// PinLayout's does. UIKit turns the frame `pin` sets into required autoresizing-mask
/// constraints, so the component lays its content out inside that frame, and constraints
/// relative to it follow it. Expected frames are worked out by hand from those rules and the
/// components' documented geometry; no conflict may be logged.
@Suite("Components placed with pin")
struct PinnedComponentTests {
    // MARK: - OTP field

    /// The case: an OTP field with 40-point digits pinned 56 high. The field takes
    /// the frame; the row of digits (4 × 40 + 3 × 6 = 178 wide) is centered in the 343
    /// points. Nothing holds the row's height more strongly than the field's bottom (999),
    /// so the row fills the 56 points and its center alignment puts each 40 × 40 digit
    /// (56 − 40) / 2 = 8 points down.
    @Test func anOTPFieldLaysItsDigitsOutInTheFrameGiven() throws {
        let screen = RecordingView()
        let field = OTPField()
        field.setDigit(size: CGSize(width: 40, height: 40))
        screen.addSubview(field)
        screen.body = { _ in field.pin.top(20).horizontally(16).height(56) }
        let conflicts = try Self.layOut(screen, 375, 200)
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(field.frame == CGRect(x: 16, y: 20, width: 343, height: 56))
        #expect(field.stackView.frame == CGRect(x: 82.5, y: 0, width: 178, height: 56))
        #expect(field.digits.map(\.frame) == [0, 46, 92, 138].map { CGRect(x: $0, y: 8, width: 40, height: 40) })
    }

    /// Pinned shorter than its digits, the field still takes the frame (UIKit's autoresizing
    /// constraints are required); the row keeps the digits' height (required by the stack
    /// view) and overflows the field's bottom, unclipped.
    @Test func anOTPFieldPinnedShorterThanItsDigitsKeepsTheFrame() throws {
        let screen = RecordingView()
        let field = OTPField()
        screen.addSubview(field)
        screen.body = { _ in field.pin.top(10).left(10).width(146).height(20) }
        let conflicts = try Self.layOut(screen, 375, 200)
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(field.frame == CGRect(x: 10, y: 10, width: 146, height: 20))
        // The default 4 digits, 32 × 32, 6 apart: exactly 146 wide.
        #expect(field.stackView.frame == CGRect(x: 0, y: 0, width: 146, height: 32))
    }

    // MARK: - Custom switch

    /// A switch takes the frame given; its thumb is a square of the height less 2 × 2
    /// points' spacing, 2 points from the right end when on. `sizeToFit()` gives UIKit's
    /// switch size, 51 × 31.
    @Test func aSwitchTakesThePinnedFrameOrItsOwnSize() throws {
        let screen = RecordingView()
        let sized = CustomSwitch(), fitted = CustomSwitch()
        screen.addSubview(sized)
        screen.addSubview(fitted)
        screen.body = { _ in
            sized.pin.top(10).right(16).width(60).height(36)
            fitted.pin.below(of: sized, aligned: .right).marginTop(8).sizeToFit()
        }
        let conflicts = try Self.layOut(screen, 375, 200)
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(sized.frame == CGRect(x: 375 - 16 - 60, y: 10, width: 60, height: 36))
        #expect(sized.thumbFrame == CGRect(x: 60 - 32 - 2, y: 2, width: 32, height: 32))
        #expect(fitted.frame == CGRect(x: 375 - 16 - 51, y: 10 + 36 + 8, width: 51, height: 31))
    }

    // MARK: - Common button

    /// A button `pin` places is held at its frame, and a view constrained below it follows
    /// it, as UIKit's engine moves constraints when a frame changes its autoresizing mask.
    @Test func aPinnedButtonCarriesTheConstraintsRelativeToIt() throws {
        let screen = RecordingView()
        let button = CommonButton()
        button.setTitleForAllStates("Pay")
        button.addedTouchArea = 10
        let caption = View().useAutoLayout()
        screen.addSubview(button)
        screen.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: button.leadingAnchor),
            caption.widthAnchor.constraint(equalTo: button.widthAnchor),
            caption.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.body = { _ in button.pin.top(20).horizontally(16).height(44) }
        let conflicts = try Self.layOut(screen, 375, 200)
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(button.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
        #expect(caption.frame == CGRect(x: 16, y: 20 + 44 + 8, width: 343, height: 10))
        #expect(button.hitFrame == CGRect(x: -10, y: -10, width: 363, height: 64))
    }

    // MARK: - Loading view

    /// A loading view pinned to its superview's edges stacks its blocks at full width from
    /// the top; inside each copy, the team's constraints place the placeholder (16 points
    /// in from each side, 12 from the top, 20 high).
    @Test func aPinnedLoadingViewLaysItsBlocksOutInTheFrame() throws {
        let screen = RecordingView()
        let loading = LoadingView()
        loading.configure(blocks: [BaseLoadingViewBlock<ConstrainedLoadingSubview>(model: .init(), repeatCount: 2)],
                          config: LoadingViewConfig(placeholderColor: .lightGray))
        screen.addSubview(loading)
        screen.body = { _ in loading.pin.all() }
        let conflicts = try Self.layOut(screen, 375, 300)
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(loading.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        let copies = loading.blocksContainer.subviews
        #expect(copies.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 80), CGRect(x: 0, y: 80, width: 375, height: 80)])
        #expect(copies.map { $0.subviews.first?.frame } == Array(repeating: CGRect(x: 16, y: 12, width: 343, height: 20), count: 2))
    }

    // MARK: - Helpers

    /// Lays `screen` out at `width` × `height`; the conflicts logged.
    private static func layOut(_ screen: View, _ width: CGFloat, _ height: CGFloat) throws -> [ConstraintConflict] {
        try ConstraintConflicts.recording {
            try LayoutPass.layout(screen, size: .fixed(CGSize(width: width, height: height)))
        }.conflicts
    }
}

/// A loading block of the team's own, laid out with constraints as SurfUtils'
/// `LoadingSubview`s are: one placeholder line, 80 points tall.
final class ConstrainedLoadingSubview: View, LoadingSubview, LoadingSubviewConfigurable {
    typealias Model = DefaultLoadingModel

    let line = View().useAutoLayout()
    var height: CGFloat { 80 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(line)
        NSLayoutConstraint.activate([
            line.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            line.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            line.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func configure(color: UIColor) {
        line.backgroundColor = color
    }
}
