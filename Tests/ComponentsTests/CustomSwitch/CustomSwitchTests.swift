import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

/// COMPONENTS.md's custom switch: the configuration defaults, the thumb frame on and off,
/// the layers, a transition frame by the spring curve, and sizes with no room.
@Suite("Custom switch")
struct CustomSwitchTests {
    // MARK: - Helpers

    private static func toggle(width: CGFloat = 51, height: CGFloat = 31, on: Bool = true) -> CustomSwitch {
        let toggle = CustomSwitch(frame: CGRect(x: 0, y: 0, width: width, height: height))
        toggle.setOn(on, animated: false)
        return toggle
    }

    /// The spring integrated numerically (RK4, 10,000 steps), independently of the closed
    /// form: x'' = −2ζω x' − ω²(x − 1), x(0) = 0, x'(0) = v0, with ω fitted as the curve
    /// documents (ζω·duration = ln 1000).
    private static func integratedSpring(damping: Double, velocity: Double, duration: Double, at progress: Double) -> Double {
        let omega = log(1000) / (min(damping, 1) * duration)
        let end = progress * duration, steps = 10_000, h = end / Double(steps)
        var x = 0.0, v = velocity
        func acceleration(_ x: Double, _ v: Double) -> Double { -2 * damping * omega * v - omega * omega * (x - 1) }
        for _ in 0..<steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    // MARK: - Defaults

    @Test func defaultsAreTheSeeds() {
        let toggle = CustomSwitch()
        #expect(toggle.isOn)
        #expect(toggle.layoutConfiguration == CustomSwitch.LayoutConfiguration(padding: 2, spacing: 2, cornerRatio: 0.5))
        #expect(toggle.thumbConfiguration.cornerRatio == 0.5)
        #expect(toggle.thumbConfiguration.shadow == nil)
        #expect((toggle.colorsConfiguration.off as? CSSimpleColorConfiguration)?.color == .lightGray)
        #expect((toggle.colorsConfiguration.on as? CSSimpleColorConfiguration)?.color == .green)
        #expect((toggle.colorsConfiguration.thumb as? CSSimpleColorConfiguration)?.color == .white)
        let animation = toggle.animationsConfiguration
        #expect(animation.duration == 0.5 && animation.delay == 0)
        #expect(animation.usingSpringWithDamping == 0.7 && animation.initialSpringVelocity == 0.5)
    }

    // MARK: - Thumb

    @Test func theThumbSitsAtTheRightWhenOnAndTheLeftWhenOff() {
        // side = 31 − 2·2 = 27; on: x = 51 − 27 − 2 = 22; off: x = 2.
        let on = Self.toggle(on: true), off = Self.toggle(on: false)
        #expect(on.thumbFrame == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(off.thumbFrame == CGRect(x: 2, y: 2, width: 27, height: 27))
        #expect(on.thumbCornerRadius == 13.5)
        #expect(on.trackCornerRadius == 15.5)
        #expect(on.overlayAlpha == 1 && off.overlayAlpha == 0)
    }

    @Test func theSeedsExampleConfiguration() {
        // CustomSwitch(frame: 100 × 50), padding 1, spacing 3, thumb corner ratio 0.
        let toggle = Self.toggle(width: 100, height: 50)
        toggle.layoutConfiguration = .init(padding: 1, spacing: 3, cornerRatio: 0.5)
        toggle.thumbConfiguration = .init(cornerRatio: 0, shadowConfiguration: .init(color: .black, offset: CGSize(), radius: 5, oppacity: 0.1))
        #expect(toggle.thumbFrame == CGRect(x: 55, y: 3, width: 44, height: 44))
        #expect(toggle.thumbFrame(on: false) == CGRect(x: 1, y: 3, width: 44, height: 44))
        #expect(toggle.thumbCornerRadius == 0)
        let shadow = toggle.thumbConfiguration.shadow?.resolved(in: .light).first
        #expect(shadow?.blur == Dimension(10))
        #expect(abs((shadow?.color.alpha ?? 0) - 0.1) < 1e-6)
    }

    // MARK: - Transition

    @Test func theMidpointFollowsTheSpringCurve() {
        let toggle = Self.toggle(on: true)
        toggle.transitionProgress = 0.5
        let expected = Self.integratedSpring(damping: 0.7, velocity: 0.5, duration: 0.5, at: 0.5)
        #expect(abs(toggle.springValue - expected) < 1e-6)
        #expect(abs(toggle.thumbFrame.minX - (2 + 20 * CGFloat(expected))) < 1e-5)
        #expect(abs(toggle.overlayAlpha - min(expected, 1)) < 1e-6)
        // Turning off runs the other way.
        let off = Self.toggle(on: false)
        off.transitionProgress = 0.5
        #expect(abs(off.thumbFrame.minX - (22 - 20 * CGFloat(expected))) < 1e-5)
        #expect(abs(off.overlayAlpha - (1 - min(expected, 1))) < 1e-6)
    }

    @Test(arguments: [0.05, 0.1, 0.2, 0.3, 0.7, 0.9])
    func theClosedFormMatchesTheIntegratedSpring(progress: Double) {
        for (damping, velocity) in [(0.7, 0.5), (0.3, 0.0), (1.0, 0.0), (1.0, 2.0), (2.5, 0.5)] {
            let curve = SpringCurve(damping: damping, initialVelocity: velocity, duration: 0.5)
            let expected = Self.integratedSpring(damping: damping, velocity: velocity, duration: 0.5, at: progress)
            #expect(abs(curve.value(atProgress: progress) - expected) < 1e-6, "ζ \(damping), v \(velocity)")
        }
    }

    @Test func theSpringStartsAtZeroEndsAtOneAndOvershootsWhenUnderdamped() {
        let curve = CustomSwitch.AnimationsConfiguration().curve
        #expect(curve.value(atProgress: 0) == 0)
        #expect(curve.value(atProgress: 1) == 1)
        let values = (0...100).map { curve.value(atProgress: Double($0) / 100) }
        #expect(values.max()! > 1)
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1.2 })
        #expect(curve.value(atProgress: .nan) == 0)
        #expect(curve.value(atProgress: 7) == 1)
        #expect(curve.value(atProgress: -1) == 0)
    }

    @Test func theDelayHoldsTheTransitionBack() {
        let animation = CustomSwitch.AnimationsConfiguration(duration: 0.5, delay: 0.1)
        #expect(animation.progress(atTime: 0.05) == 0)
        #expect(abs(animation.progress(atTime: 0.35) - 0.5) < 1e-12)
        #expect(animation.progress(atTime: 5) == 1)
        #expect(animation.progress(atTime: .nan) == 0)
        #expect(CustomSwitch.AnimationsConfiguration(duration: 0).progress(atTime: 0) == 1)
    }

    // MARK: - Drawing

    @Test func theLayersAreTrackOverlayAndThumb() throws {
        let renderer = Renderer(scale: 1)
        let on = try renderer.render(Self.toggle(on: true), padding: 4)
        let off = try renderer.render(Self.toggle(on: false), padding: 4)
        // The track between the thumb's places: green when on, lightGray when off.
        let onTrack = try #require(on.color(atX: 4 + 15, y: 4 + 15))
        #expect(onTrack.green > 0.99 && onTrack.red < 0.01)
        let offTrack = try #require(off.color(atX: 4 + 40, y: 4 + 15))
        #expect(abs(offTrack.red - 2.0 / 3) < 0.01)
        // The thumb is white in both.
        #expect(on.color(atX: 4 + 35, y: 4 + 15)?.red ?? 0 > 0.99)
        #expect(off.color(atX: 4 + 15, y: 4 + 15)?.blue ?? 0 > 0.99)
    }

    @Test func theThumbShadowIsNotClippedByTheTrack() throws {
        let toggle = Self.toggle(on: true)
        toggle.thumbConfiguration.shadow = Themed([Shadow(color: .black, offsetX: Dimension(0), offsetY: Dimension(6),
                                                           blur: Dimension(0), spread: Dimension(0))])
        let image = try Renderer(scale: 1).render(toggle, padding: 8)
        // Below the track, under the thumb: the shadow shows outside the switch's bounds.
        #expect(image.color(atX: 8 + 35, y: 8 + 33)?.alpha ?? 0 > 0.9)
    }

    @Test func aGradientRunsFromTopToBottom() throws {
        let toggle = Self.toggle(on: true)
        toggle.colorsConfiguration.on = CSGradientColorConfiguration(colors: [.red, .blue], locations: [0, 1])
        let image = try Renderer(scale: 1).render(toggle)
        let top = try #require(image.color(atX: 12, y: 1)), bottom = try #require(image.color(atX: 12, y: 29))
        #expect(top.red > 0.9 && bottom.blue > 0.9)
    }

    @Test func mismatchedGradientLocationsSpreadTheColorsEvenly() {
        let gradient = CSGradientColorConfiguration(colors: [.red, .green, .blue], locations: [0]).gradient.resolved(in: .light)
        #expect(gradient.stops.map(\.position) == [0, 0.5, 1])
    }

    // MARK: - Pathological sizes

    @Test(arguments: [CGSize.zero, CGSize(width: -20, height: -10), CGSize(width: 51, height: 3),
                      CGSize(width: 3, height: 31), CGSize(width: CGFloat.nan, height: 31)])
    func aSwitchWithNoRoomDrawsWithoutCrashing(size: CGSize) throws {
        let toggle = Self.toggle(width: size.width, height: size.height)
        toggle.transitionProgress = 0.4
        #expect(toggle.thumbSide >= 0)
        #expect(toggle.trackCornerRadius >= 0)
        if size.width.isFinite, size.width > 0, size.height > 0 {
            _ = try Renderer(scale: 2).render(toggle)
        }
        let width = max(0, size.width.isFinite ? size.width : 0), height = max(0, size.height)
        let padded = try Renderer(scale: 2).render(Self.toggle(width: width, height: height), padding: 4)
        #expect(padded.width == Int((width + 8) * 2) && padded.height == Int((height + 8) * 2))
        #expect(padded.color(atX: 0, y: 0)?.alpha == 0, "the padding stays clear")
    }

    @Test func nonFiniteConfigurationIsHarmless() throws {
        let toggle = Self.toggle()
        toggle.layoutConfiguration = .init(padding: .nan, spacing: .infinity, cornerRatio: -.infinity)
        toggle.thumbConfiguration.cornerRatio = .nan
        toggle.animationsConfiguration = .init(duration: .nan, delay: .infinity, usingSpringWithDamping: -1, initialSpringVelocity: .nan)
        toggle.transitionProgress = .nan
        _ = try Renderer(scale: 2).render(toggle)
        #expect(toggle.thumbFrame.minX.isFinite)
    }

    @Test func theIntrinsicSizeIsUISwitchs() throws {
        #expect(try CustomSwitch().intrinsicContentSize(fittingWidth: nil) == CGSize(width: 51, height: 31))
    }

    /// `toggle()` flips the value and starts the transition; `valueChanged` hears every
    /// change and no repeat of the same value (UIKit's `valueChanged` event).
    @Test func toggleAndValueChanged() {
        let control = CustomSwitch()
        final class Heard { var values: [Bool] = [] }
        let heard = Heard()
        control.valueChanged = { heard.values.append($0) }
        control.toggle()
        #expect(!control.isOn && control.transitionProgress == 0)
        control.setOn(false, animated: false)
        control.setOn(true, animated: false)
        #expect(heard.values == [false, true])
    }
}
