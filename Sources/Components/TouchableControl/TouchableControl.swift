import Foundation
import TokenModel
import ViewKit

/// SurfUtils' `TouchableControl`: a control that, while pressed, dims some views
/// (``animatingViewsByAlpha`` down to ``touchAlphaValue``) and recolors others
/// (``addChangeColor(to:normalColor:touchedColor:)``) over ``normalDuration``, so any
/// group of views behaves as one button with a pressed look of its own.
///
/// ```swift
/// control.animatingViewsByAlpha = [someLabel]
/// control.addChangeColor(to: someView, normalColor: someView.backgroundColor, touchedColor: .blue)
/// control.addChangeColor(to: secondSomeLabel, initColor: secondSomeLabel.textColor, goalColor: .orange)
/// control.onTouchUpInside = { … }
/// ```
///
/// A render has no touches and no clock, so the look is an input: ``touchState`` (the
/// state the control is in or moving to) and ``animationProgress`` (how far that move
/// has gone, 0…1), or ``setTouched(_:at:)`` with a time. Alpha and colors are
/// interpolated linearly between the normal and the pressed look. ``sendTouchDown()``,
/// ``sendTouchUpInside()`` and ``sendTouchCancel()`` simulate touches: each settles in
/// its state's look and calls its closure.
///
/// The control changes the views themselves, as SurfUtils' does: each dimmed view's
/// `alpha`, and the `textColor` of a ``Label`` or the `backgroundColor` of any other
/// view given to `addChangeColor`. It holds those views strongly; when the control sits
/// inside one of them, ``clearControl()`` breaks the cycle.
open class TouchableControl: Control {
    // MARK: - Nested types

    /// The two looks of the control.
    public enum TouchState: String, Sendable, Hashable, CaseIterable {
        /// Not touched: every view at its resting alpha and normal color.
        case normal
        /// Touched: the dimmed views at ``TouchableControl/touchAlphaValue``, the
        /// recolored views at their touched colors.
        case pressed
    }

    // MARK: - Properties

    /// The alpha of SurfUtils' views while pressed, when none is set.
    public static let defaultTouchAlphaValue: CGFloat = 0.7
    /// How long SurfUtils' look takes to change, in seconds, when none is set.
    public static let defaultNormalDuration: TimeInterval = 0.2

    /// The views whose alpha falls to ``touchAlphaValue`` while pressed. Each view rests at
    /// the alpha it had when it joined the list; a view that leaves the list gets it back.
    public var animatingViewsByAlpha: [View] = [] {
        didSet { updateAlphaViews(leaving: oldValue) }
    }

    /// Called when a touch that went down in the control is lifted inside it.
    public var onTouchUpInside: (() -> Void)?
    /// Called when a touch is cancelled (the system took it, or it left the control).
    public var onTouchCancel: (() -> Void)?
    /// Called when a touch goes down in the control.
    public var onTouchDown: (() -> Void)?

    /// The alpha of ``animatingViewsByAlpha`` while pressed (SurfUtils' 0.7 by default);
    /// clamped to 0…1, a value that is not a number counting as 1 (no dimming).
    public var touchAlphaValue: CGFloat = TouchableControl.defaultTouchAlphaValue {
        didSet { applyLook() }
    }

    /// How long the look takes to change between normal and pressed, either way, in
    /// seconds (SurfUtils' 0.2 by default); ``setTouched(_:at:)`` reads time against it.
    /// 0, a negative value or one that is not a number makes the change instant.
    public var normalDuration: TimeInterval = TouchableControl.defaultNormalDuration

    /// The state the control is in or moving to; the look between the two states is
    /// decided with ``animationProgress``.
    public var touchState: TouchState = .normal {
        didSet { applyLook() }
    }

    /// How far the move into ``touchState`` has gone: 0 shows the other state's look, 1
    /// (the default) this state's. Clamped to 0…1; a value that is not a number counts as 1.
    public var animationProgress: Double = 1 {
        didSet { applyLook() }
    }

    /// How pressed the look is: 0 normal, 1 pressed, between them a frame of the change.
    public var pressedFraction: Double {
        let progress = animationProgress.isNaN ? 1 : min(max(animationProgress, 0), 1)
        return touchState == .pressed ? progress : 1 - progress
    }

    /// The views ``addChangeColor(to:normalColor:touchedColor:)`` recolors, in the order added.
    public private(set) var colorChanges: [ColorChange] = []

    /// Each dimmed view's resting alpha, by identity.
    private var restingAlphas: [ObjectIdentifier: CGFloat] = [:]

    // MARK: - Colors

    /// Recolors `view` while pressed: from `normalColor` to `touchedColor`. The color is a
    /// ``Label``'s `textColor`, any other view's `backgroundColor` (see ``ColorChange``).
    /// Adding a view again replaces its earlier colors. The view takes the current look's
    /// color at once.
    public func addChangeColor(to view: View, normalColor: Themed<Color>?, touchedColor: Themed<Color>?) {
        colorChanges.removeAll { $0.view === view }
        let change = ColorChange(view: view, normalColor: normalColor, touchedColor: touchedColor)
        colorChanges.append(change)
        change.apply(pressedFraction: pressedFraction)
    }

    /// SurfUtils' second spelling of ``addChangeColor(to:normalColor:touchedColor:)``,
    /// used for a label's text: `initColor` is the normal color, `goalColor` the touched one.
    public func addChangeColor(to view: View, initColor: Themed<Color>?, goalColor: Themed<Color>?) {
        addChangeColor(to: view, normalColor: initColor, touchedColor: goalColor)
    }

    // MARK: - Clearing

    /// Puts every view back in its normal look and forgets the views and the closures,
    /// so a control added inside a view it animates no longer keeps that view alive
    /// (SurfUtils calls this in the view controller's `deinit`). The control can be set up
    /// again afterwards.
    public func clearControl() {
        touchState = .normal
        animationProgress = 1
        animatingViewsByAlpha = []
        colorChanges = []
        onTouchUpInside = nil
        onTouchCancel = nil
        onTouchDown = nil
    }

    // MARK: - Time

    /// Shows the look `time` seconds after the control was touched (`touched`) or
    /// released: ``touchState`` becomes that state and ``animationProgress`` the share of
    /// ``normalDuration`` that has passed (1 from the end of the change on, or at once
    /// when the duration is 0). A negative time shows the start; NaN is ignored.
    public func setTouched(_ touched: Bool, at time: TimeInterval) {
        guard !time.isNaN else { return }
        let duration = normalDuration.isNaN ? 0 : normalDuration
        touchState = touched ? .pressed : .normal
        animationProgress = duration > 0 ? min(max(time / duration, 0), 1) : (time >= 0 ? 1 : 0)
    }

    // MARK: - Simulated touches

    /// A touch goes down: the control shows its pressed look (as it is once
    /// ``normalDuration`` has passed) and calls ``onTouchDown``.
    public func sendTouchDown() {
        guard isEnabled else { return }
        setTouched(true, at: .infinity)
        onTouchDown?()
    }

    /// The touch is lifted inside: the control shows its normal look (once the change
    /// back has ended) and calls ``onTouchUpInside``.
    public func sendTouchUpInside() {
        guard isEnabled else { return }
        setTouched(false, at: .infinity)
        onTouchUpInside?()
    }

    /// The touch is cancelled: the control shows its normal look and calls ``onTouchCancel``.
    public func sendTouchCancel() {
        guard isEnabled else { return }
        setTouched(false, at: .infinity)
        onTouchCancel?()
    }

    // MARK: - Private

    /// The alpha of a dimmed view resting at `resting` in the current look.
    private func alpha(resting: CGFloat) -> CGFloat {
        let fraction = CGFloat(pressedFraction)
        let pressed = touchAlphaValue.isNaN ? 1 : min(max(touchAlphaValue, 0), 1)
        if fraction == 0 { return resting }
        return fraction == 1 ? pressed : resting + (pressed - resting) * fraction
    }

    /// Gives views that left the list their resting alpha back, records the resting alpha
    /// of views that joined it, and shows the current look.
    private func updateAlphaViews(leaving old: [View]) {
        let current = Set(animatingViewsByAlpha.map(ObjectIdentifier.init))
        for view in old where !current.contains(ObjectIdentifier(view)) {
            if let resting = restingAlphas.removeValue(forKey: ObjectIdentifier(view)) { view.alpha = resting }
        }
        for view in animatingViewsByAlpha where restingAlphas[ObjectIdentifier(view)] == nil {
            restingAlphas[ObjectIdentifier(view)] = view.alpha
        }
        applyLook()
    }

    /// Sets every dimmed and recolored view to the current look.
    private func applyLook() {
        for view in animatingViewsByAlpha {
            view.alpha = alpha(resting: restingAlphas[ObjectIdentifier(view)] ?? view.alpha)
        }
        let fraction = pressedFraction
        for change in colorChanges { change.apply(pressedFraction: fraction) }
    }
}
