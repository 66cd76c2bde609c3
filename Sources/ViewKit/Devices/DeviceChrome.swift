import Foundation
import Render
import TokenModel

/// What a device draws over an app's screen: the sensor housing of a phone with a notch and
/// the home indicator. One drawing serves the gallery's device screens and the device
/// snapshot references, so both show the same device.
public enum DeviceChrome {
    // MARK: - Properties

    /// The sensor housing's width, in points (the size iPhones' housing has on screen).
    public static let sensorHousingWidth: CGFloat = 126
    /// How far the housing sits below the screen's top edge, and above the end of the top
    /// safe-area inset: it floats inside the status bar, as on an iPhone, never touching
    /// the edge.
    public static let sensorHousingInset: CGFloat = 11
    /// The home indicator's size and its distance from the bottom edge.
    public static let homeIndicatorSize = CGSize(width: 134, height: 5)
    public static let homeIndicatorInset: CGFloat = 8

    // MARK: - Frames

    /// The sensor housing on `preset`'s screen: a pill centred across the top,
    /// ``sensorHousingInset`` below the top edge and above the end of the top safe-area
    /// inset; `nil` for a screen without a notch (or an inset too small to hold one).
    public static func sensorHousingFrame(on preset: DevicePreset) -> CGRect? {
        guard preset.isXPhone else { return nil }
        let height = preset.safeAreaInsets.top - 2 * sensorHousingInset
        guard height > 0 else { return nil }
        return CGRect(x: (preset.size.width - sensorHousingWidth) / 2, y: sensorHousingInset, width: sensorHousingWidth, height: height)
    }

    /// The home indicator on `preset`'s screen, centred in the bottom safe-area inset's
    /// lower part; `nil` for a screen without a bottom inset (a home button).
    public static func homeIndicatorFrame(on preset: DevicePreset) -> CGRect? {
        guard preset.safeAreaInsets.bottom > 0 else { return nil }
        let size = homeIndicatorSize
        return CGRect(x: (preset.size.width - size.width) / 2, y: preset.size.height - homeIndicatorInset - size.height,
                      width: size.width, height: size.height)
    }

    // MARK: - Drawing

    /// Adds the chrome of `preset` on top of `screen`'s subviews: the housing in black, the
    /// indicator dark on a light `background` and light on a dark one, as iOS draws it.
    public static func add(to screen: View, preset: DevicePreset, background: Color) {
        if let frame = sensorHousingFrame(on: preset) {
            let housing = View(frame: frame)
            housing.backgroundColor = Themed(Color(red: 0, green: 0, blue: 0))
            housing.cornerRadius = frame.height / 2
            screen.addSubview(housing)
        }
        if let frame = homeIndicatorFrame(on: preset) {
            let indicator = View(frame: frame)
            indicator.backgroundColor = Themed(background.withAlpha(1).legibleInk(Color(red: 0.07, green: 0.07, blue: 0.08),
                                                                                   or: Color(red: 0.96, green: 0.96, blue: 0.97)))
            indicator.cornerRadius = frame.height / 2
            screen.addSubview(indicator)
        }
    }
}
