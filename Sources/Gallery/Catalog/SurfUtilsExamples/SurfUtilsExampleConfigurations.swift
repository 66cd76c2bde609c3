import Builders
import Foundation
import Render
import TokenModel

/// SurfUtils' example configurations of its components, written as SurfUtils writes them:
/// the one home of the settings the SurfUtils-example snapshot tests check and the gallery's
/// "SurfUtils examples" section shows (the OTP field in bold 34 green, gray and red with an
/// italic error; the 100 × 50 switch with a square thumb; the 100-wide yellow bean; the
/// red and green skeleton at ratio 0.7).
package enum SurfUtilsExampleConfigurations {
    // MARK: - Properties

    /// The OTP field's screen, in points.
    package static let otpScreenSize = CGSize(width: 320, height: 160)
    /// The switch's frame, in points.
    package static let switchSize = CGSize(width: 100, height: 50)
    /// The bean control's container, in points.
    package static let beanContainerSize = CGSize(width: 240, height: 40)
    /// The skeleton's frame, in points.
    package static let skeletonSize = CGSize(width: 240, height: 72)

    // MARK: - OTPField

    /// «OTPField»: SurfUtils' code, centred 64 points below the top of an
    /// ``otpScreenSize`` screen: four 32 × 32 digits 6 apart, bold 34, green when active,
    /// gray when inactive, red in error, and an italic 17 error text. Returns the screen and
    /// the field.
    package static func otpField() -> (screen: UIView, field: OTPField) {
        let view = UIView(frame: CGRect(origin: .zero, size: otpScreenSize))
        let otpField = OTPField()
        otpField.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(otpField)

        NSLayoutConstraint.activate([
            otpField.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            otpField.topAnchor.constraint(equalTo: view.topAnchor, constant: 64.0)
        ])

        let digitStyle = DigitFieldStyle(font: UIFont.boldSystemFont(ofSize: 34.0), activeTextColor: .green, inactiveTextColor: .gray, errorTextColor: .red, activeBottomLineColor: .green, inactiveBottomLineColor: .gray, errorBottomLineColor: .red)

        let style = OTPFieldStyle(digitStyle: digitStyle, errorTextColor: .red, errorFont: UIFont.italicSystemFont(ofSize: 17.0))

        otpField.setDigits(count: 4)

        otpField.set(style: style)

        otpField.setDigit(size: CGSize(width: 32.0, height: 32.0))

        otpField.setBetween(space: 6.0)
        return (view, otpField)
    }

    // MARK: - CustomSwitch

    /// «CustomSwitch»: the configuration block as written, a ``switchSize`` switch with a
    /// square lightGray-to-yellow thumb on a white track turning green, set to `isOn`
    /// without animation.
    package static func customSwitch(isOn: Bool = true) -> CustomSwitch {
        let customSwitch = CustomSwitch(frame: CGRect(origin: .zero, size: switchSize))
        customSwitch.layoutConfiguration = .init(padding: 1, spacing: 3, cornerRatio: 0.5)
        customSwitch.colorsConfiguration = .init(offColorConfiguraion: CSSimpleColorConfiguration(color: .white),
                                                 onColorConfiguraion: CSSimpleColorConfiguration(color: .green),
                                                 thumbColorConfiguraion: CSGradientColorConfiguration(colors: [.lightGray, .yellow],
                                                                                                      locations: [0, 1]))
        customSwitch.thumbConfiguration = .init(cornerRatio: 0, shadowConfiguration: .init(color: .black, offset: CGSize(), radius: 5, oppacity: 0.1))
        customSwitch.animationsConfiguration = .init(duration: 0.1, usingSpringWithDamping: 0.7)

        customSwitch.setOn(isOn, animated: false)
        return customSwitch
    }

    // MARK: - BeanPageControl

    /// «BeanPageControl»: `pageControl.anchorCenter(to: pageControlContainer)` with a
    /// 100-wide yellow active bean, four pages on the second, in a ``beanContainerSize``
    /// container. Returns the container and the control.
    package static func beanPageControl() -> (container: UIView, control: BeanPageControl) {
        let pageControlContainer = UIView(frame: CGRect(origin: .zero, size: beanContainerSize))
        let pageControl = BeanPageControl()
        pageControlContainer.addSubview(pageControl)
        pageControl.anchorCenter(to: pageControlContainer)
        pageControl.activeBeanWidth = 100
        pageControl.beanActiveColor = .yellow
        pageControl.count = 4
        pageControl.set(index: 1, progress: 0)
        return (pageControlContainer, pageControl)
    }

    // MARK: - SkeletonView

    /// «SkeletonView»: the customisation block as written (red under a green band, ratio
    /// 0.7, from the right, a 1 s sweep and 1 s between loops) over two masked placeholder
    /// bars and a third left unmasked, shimmering at `time`.
    package static func skeleton(time: TimeInterval = 0.4) -> SkeletonView {
        let skeletonView = SkeletonView(frame: CGRect(origin: .zero, size: skeletonSize))
        let view1 = UIView(frame: CGRect(x: 16, y: 12, width: 208, height: 20))
        let view2 = UIView(frame: CGRect(x: 16, y: 44, width: 120, height: 16))
        let view3 = UIView(frame: CGRect(x: 200, y: 44, width: 24, height: 16))
        [view1, view2, view3].forEach { $0.cornerRadius = 4; skeletonView.addSubview($0) }
        skeletonView.maskingViews = [view1, view2]
        skeletonView.direction = .left
        skeletonView.gradientBackgroundColor = UIColor.red
        skeletonView.gradientMovingColor = UIColor.green
        skeletonView.shimmerRatio = 0.7
        skeletonView.movingAnimationDuration = 1.0
        skeletonView.delayBetweenAnimationLoops = 1.0
        skeletonView.shimmering = true
        skeletonView.time = time
        return skeletonView
    }
}
