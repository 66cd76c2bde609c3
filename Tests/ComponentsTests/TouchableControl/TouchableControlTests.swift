import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

/// SurfUtils' `TouchableControl`: every parameter and method, the looks between normal and
/// pressed, the simulated touches, and the seed's usage example.
@Suite("Touchable control")
struct TouchableControlTests {
    // MARK: - Helpers

    /// The components of `color` resolved in `theme`, red, green, blue, alpha.
    private static func components(_ color: Themed<Color>?, in theme: Theme = .defaults) -> [Double]? {
        color?.resolved(in: theme).rgbaComponents
    }

    /// A control dimming one view at rest.
    private static func controlDimmingAView() -> TouchableControl {
        let control = TouchableControl()
        control.animatingViewsByAlpha = [View()]
        return control
    }

    /// The halfway color of `from` to `to` as one color change mixes them (in OKLCH; see
    /// `TouchableControlColorMixTests` for what that mix keeps).
    private static func halfway(_ from: Color, _ to: Color) -> [Double] {
        TouchableControl.ColorChange(view: View(), normalColor: Themed(from), touchedColor: Themed(to))
            .color(atPressedFraction: 0.5)!.defaultValue.rgbaComponents
    }

    private static func isClose(_ lhs: [Double]?, _ rhs: [Double]) -> Bool {
        guard let lhs, lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // MARK: - Defaults

    @Test func defaultsAreTheSeeds() {
        let control = TouchableControl()
        #expect(control.touchAlphaValue == 0.7)
        #expect(control.normalDuration == 0.2)
        #expect(control.animatingViewsByAlpha.isEmpty)
        #expect(control.colorChanges.isEmpty)
        #expect(control.onTouchUpInside == nil && control.onTouchCancel == nil && control.onTouchDown == nil)
        #expect(control.touchState == .normal && control.animationProgress == 1 && control.pressedFraction == 0)
        #expect(control.isEnabled)
    }

    // MARK: - Dimming

    @Test func animatingViewsDimToTouchAlphaValueAndComeBackToTheirOwnAlpha() {
        let control = TouchableControl()
        let opaque = View(), faint = View()
        faint.alpha = 0.9
        control.animatingViewsByAlpha = [opaque, faint]
        control.touchState = .pressed
        #expect(opaque.alpha == 0.7 && faint.alpha == 0.7)
        control.touchState = .normal
        #expect(opaque.alpha == 1 && faint.alpha == 0.9)
    }

    @Test func aViewThatLeavesTheListGetsItsAlphaBack() {
        let control = TouchableControl()
        let kept = View(), left = View()
        control.animatingViewsByAlpha = [kept, left]
        control.touchState = .pressed
        control.animatingViewsByAlpha = [kept]
        #expect(left.alpha == 1)
        #expect(kept.alpha == 0.7)
    }

    @Test func touchAlphaValueAppliesAtOnceAndIsClamped() {
        let control = Self.controlDimmingAView()
        let view = control.animatingViewsByAlpha[0]
        control.touchState = .pressed
        control.touchAlphaValue = 0.3
        #expect(view.alpha == 0.3)
        control.touchAlphaValue = -1
        #expect(view.alpha == 0)
        control.touchAlphaValue = 2
        #expect(view.alpha == 1)
        control.touchAlphaValue = .nan
        #expect(view.alpha == 1, "NaN dims nothing")
    }

    // MARK: - Frames of the change

    @Test func animationProgressInterpolatesAlphaBothWays() {
        let control = Self.controlDimmingAView()
        let view = control.animatingViewsByAlpha[0]
        control.touchState = .pressed
        control.animationProgress = 0.5
        #expect(abs(view.alpha - 0.85) < 1e-9)
        #expect(control.pressedFraction == 0.5)
        control.touchState = .normal
        control.animationProgress = 0.25
        #expect(control.pressedFraction == 0.75, "a quarter of the way back from pressed")
        #expect(abs(view.alpha - (1 - 0.3 * 0.75)) < 1e-9)
        control.animationProgress = .nan
        #expect(control.pressedFraction == 0, "NaN counts as settled")
        control.animationProgress = 7
        #expect(control.pressedFraction == 0)
    }

    @Test func setTouchedReadsTimeAgainstNormalDuration() {
        let control = Self.controlDimmingAView()
        let view = control.animatingViewsByAlpha[0]
        control.setTouched(true, at: 0.1)
        #expect(control.touchState == .pressed && abs(control.animationProgress - 0.5) < 1e-9)
        #expect(abs(view.alpha - 0.85) < 1e-9)
        control.normalDuration = 0.4
        control.setTouched(true, at: 0.1)
        #expect(abs(control.animationProgress - 0.25) < 1e-9)
        control.setTouched(true, at: 5)
        #expect(control.animationProgress == 1 && view.alpha == 0.7)
        control.setTouched(false, at: -1)
        #expect(control.touchState == .normal && control.animationProgress == 0, "before the release: still pressed")
        #expect(view.alpha == 0.7)
        control.setTouched(false, at: .nan)
        #expect(control.animationProgress == 0, "NaN is ignored")
        control.normalDuration = 0
        control.setTouched(true, at: 0)
        #expect(control.animationProgress == 1, "no duration: at once")
        control.normalDuration = .nan
        control.setTouched(false, at: 0)
        #expect(control.animationProgress == 1 && view.alpha == 1)
    }

    // MARK: - Colors

    @Test func addChangeColorRecolorsAViewsBackground() {
        let control = TouchableControl()
        let view = View()
        view.backgroundColor = .red
        control.addChangeColor(to: view, normalColor: view.backgroundColor, touchedColor: .blue)
        #expect(control.colorChanges.first?.property == .backgroundColor)
        #expect(view.backgroundColor == .red)
        control.touchState = .pressed
        #expect(view.backgroundColor == .blue)
        control.animationProgress = 0.5
        #expect(Self.isClose(Self.components(view.backgroundColor), Self.halfway(.red, .blue)))
        #expect(view.backgroundColor != .red && view.backgroundColor != .blue)
        control.animationProgress = 1
        control.touchState = .normal
        #expect(view.backgroundColor == .red)
    }

    @Test func addChangeColorWithInitAndGoalColorsRecolorsALabelsText() {
        let control = TouchableControl()
        let label = Label()
        label.textColor = .green
        control.addChangeColor(to: label, initColor: label.textColor, goalColor: .orange)
        #expect(control.colorChanges.first?.property == .textColor)
        control.sendTouchDown()
        #expect(label.textColor == .orange)
        #expect(label.backgroundColor == nil, "a label's background is left alone")
        control.sendTouchUpInside()
        #expect(label.textColor == .green)
        control.addChangeColor(to: label, initColor: nil, goalColor: .orange)
        #expect(label.textColor == .black, "nil is UILabel's default black")
    }

    @Test func addingAViewAgainReplacesItsColors() {
        let control = TouchableControl()
        let view = View()
        control.addChangeColor(to: view, normalColor: .red, touchedColor: .blue)
        control.addChangeColor(to: view, normalColor: .white, touchedColor: .black)
        #expect(control.colorChanges.count == 1)
        #expect(view.backgroundColor == .white)
        control.touchState = .pressed
        #expect(view.backgroundColor == .black)
    }

    @Test func aMissingColorFadesTheOtherInsteadOfPassingThroughBlack() throws {
        let control = TouchableControl()
        let view = View()
        control.addChangeColor(to: view, normalColor: nil, touchedColor: .orange)
        #expect(view.backgroundColor == nil)
        control.touchState = .pressed
        control.animationProgress = 0.5
        #expect(Self.isClose(Self.components(view.backgroundColor), [1, 0.5, 0, 0.5]))
        control.addChangeColor(to: view, normalColor: nil, touchedColor: nil)
        #expect(view.backgroundColor == nil)
    }

    @Test func colorsAreInterpolatedInEveryTheme() {
        let change = TouchableControl.ColorChange(view: View(), normalColor: Themed(Color.white, variants: [.dark: Color.black]),
                                                  touchedColor: Themed(Color.blue, variants: [["device": "tablet"]: Color.red]))
        let mid = change.color(atPressedFraction: 0.5)
        #expect(Self.isClose(Self.components(mid, in: .light), Self.halfway(.white, .blue)))
        #expect(Self.isClose(Self.components(mid, in: .dark), Self.halfway(.black, .blue)))
        #expect(Self.isClose(Self.components(mid, in: ["device": "tablet"]), Self.halfway(.white, .red)))
        #expect(Self.isClose(Self.components(mid, in: Theme.dark.merging(["device": "tablet"])), Self.halfway(.black, .red)),
                "a theme naming both modifiers mixes what each color has for it")
        #expect(change.color(atPressedFraction: 0) == change.normalColor)
        #expect(change.color(atPressedFraction: 1) == change.touchedColor)
        #expect(change.color(atPressedFraction: Double.nan) == change.normalColor)
    }

    // MARK: - Clearing

    @Test func clearControlRestoresTheLookAndForgetsViewsAndClosures() {
        let control = TouchableControl()
        let dimmed = View(), recolored = View()
        control.animatingViewsByAlpha = [dimmed]
        control.addChangeColor(to: recolored, normalColor: .red, touchedColor: .blue)
        control.onTouchDown = {}
        control.onTouchUpInside = {}
        control.onTouchCancel = {}
        control.sendTouchDown()
        control.clearControl()
        #expect(dimmed.alpha == 1 && recolored.backgroundColor == .red)
        #expect(control.animatingViewsByAlpha.isEmpty && control.colorChanges.isEmpty)
        #expect(control.onTouchDown == nil && control.onTouchUpInside == nil && control.onTouchCancel == nil)
        control.sendTouchDown()
        #expect(dimmed.alpha == 1 && recolored.backgroundColor == .red, "forgotten views stay as they are")
    }

    @Test func clearControlBreaksTheCycleOfAControlInsideAViewItAnimates() {
        weak var weakView: View?
        do {
            let someView = View()
            let control = TouchableControl()
            someView.addSubview(control)
            control.animatingViewsByAlpha = [someView]
            control.addChangeColor(to: someView, normalColor: nil, touchedColor: .blue)
            weakView = someView
            control.clearControl()
        }
        #expect(weakView == nil)
    }

    // MARK: - Simulated touches

    @Test func simulatedTouchesSettleTheLookAndCallTheirClosures() {
        let control = Self.controlDimmingAView()
        let view = control.animatingViewsByAlpha[0]
        var events: [String] = []
        control.onTouchDown = { events.append("down") }
        control.onTouchUpInside = { events.append("up inside") }
        control.onTouchCancel = { events.append("cancel") }
        control.sendTouchDown()
        #expect(control.touchState == .pressed && control.animationProgress == 1 && view.alpha == 0.7)
        control.sendTouchUpInside()
        #expect(control.touchState == .normal && view.alpha == 1)
        control.sendTouchDown()
        control.sendTouchCancel()
        #expect(control.touchState == .normal && view.alpha == 1)
        #expect(events == ["down", "up inside", "down", "cancel"])
    }

    @Test func aDisabledControlIgnoresTouches() {
        let control = TouchableControl()
        var calls = 0
        control.onTouchDown = { calls += 1 }
        control.onTouchUpInside = { calls += 1 }
        control.onTouchCancel = { calls += 1 }
        control.isEnabled = false
        control.sendTouchDown()
        control.sendTouchUpInside()
        control.sendTouchCancel()
        #expect(calls == 0 && control.touchState == .normal)
    }

    // MARK: - Builder

    @Test func builderSetsEveryParameter() {
        let title = Label(), dot = View()
        var tapped = false, cancelled = false, down = false
        let control = TouchableControlBuilder.startBuild()
            .setTouchAlphaValue(0.5)
            .setNormalDuration(0.3)
            .setAnimatingViewsByAlpha([title])
            .addChangeColor(to: dot, normalColor: .red, touchedColor: .blue)
            .addChangeColor(to: title, initColor: .black, goalColor: .orange)
            .setOnTouchUpInside { tapped = true }
            .setOnTouchCancel { cancelled = true }
            .setOnTouchDown { down = true }
            .setTouchState(.pressed, progress: 0.5)
            .build()
        #expect(control.touchAlphaValue == 0.5 && control.normalDuration == 0.3)
        #expect(control.touchState == .pressed && control.animationProgress == 0.5)
        #expect(abs(title.alpha - 0.75) < 1e-9)
        #expect(control.colorChanges.map(\.property) == [.backgroundColor, .textColor])
        control.sendTouchDown()
        control.sendTouchCancel()
        control.sendTouchUpInside()
        #expect(tapped && cancelled && down)
        #expect(TouchableControlBuilder.edit(control).setTouchAlphaValue(0.2).build() === control)
    }

    // MARK: - Drawing

    /// SurfUtils' usage example, as written there but for the outlets (made here) and the
    /// view controller (a function): the control pinned over `someView` by anchors.
    @Test func seedExampleRendersDimmedAndRecoloredWhenPressed() throws {
        let someView = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        someView.backgroundColor = .white
        let someLabel = Label(frame: CGRect(x: 8, y: 8, width: 50, height: 24))
        someLabel.backgroundColor = .black
        let secondSomeLabel = Label(frame: CGRect(x: 62, y: 8, width: 50, height: 24))
        secondSomeLabel.text = "██"
        secondSomeLabel.textColor = .black
        someView.addSubview(someLabel)
        someView.addSubview(secondSomeLabel)

        let control = TouchableControl()
        control.translatesAutoresizingMaskIntoConstraints = false
        someView.addSubview(control)
        NSLayoutConstraint.activate([
            control.topAnchor.constraint(equalTo: someView.topAnchor),
            control.leftAnchor.constraint(equalTo: someView.leftAnchor),
            control.rightAnchor.constraint(equalTo: someView.rightAnchor),
            control.bottomAnchor.constraint(equalTo: someView.bottomAnchor),
        ])
        control.animatingViewsByAlpha = [someLabel]
        control.addChangeColor(to: someView, normalColor: someView.backgroundColor, touchedColor: .blue)
        control.addChangeColor(to: secondSomeLabel, initColor: secondSomeLabel.textColor, goalColor: .orange)
        var tapped = false
        control.onTouchUpInside = { tapped = true }
        control.onTouchCancel = {}
        control.onTouchDown = {}

        let renderer = Renderer(scale: 1)
        _ = try LayoutPass.layout(someView, size: .fixed(CGSize(width: 120, height: 40)))
        #expect(control.frame == someView.bounds)
        let normal = try renderer.render(someView)
        control.sendTouchDown()
        let pressed = try renderer.render(someView)
        control.sendTouchUpInside()
        #expect(tapped)
        let released = try renderer.render(someView)
        control.clearControl()

        // The dimmed label: black at 0.7 over the blue background when pressed.
        #expect(Self.isClose(normal.color(atX: 2, y: 2)?.rgbaComponents, [1, 1, 1, 1]))
        let background = try #require(pressed.color(atX: 2, y: 2)?.rgbaComponents)
        #expect(background[0] < 0.01 && background[2] > 0.99, "the background turned blue: \(background)")
        let dimmed = try #require(pressed.color(atX: 30, y: 20)?.rgbaComponents)
        #expect(abs(dimmed[2] - 0.3) < 0.01 && dimmed[0] < 0.01, "black at 0.7 over blue: \(dimmed)")
        #expect(normal.color(atX: 30, y: 20)?.rgbaComponents.prefix(3).allSatisfy { $0 < 0.01 } == true)
        #expect(released.pixels == normal.pixels, "released, the look is normal again")
        #expect(pressed.pixels != normal.pixels)
    }
}
