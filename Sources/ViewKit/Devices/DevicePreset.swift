import Foundation
import TokenModel

/// A named screen to render at, for SurfUtils' `UIDevice` helpers (`isSmallPhone`,
/// `isNormalPhone`, `isXPhone`, `isPad`) and ``LayoutHelper``, which set a value per kind of
/// screen: its size in points, its safe-area insets, and the context of the resolver's
/// `device` modifier whose tokens it takes.
public struct DevicePreset: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// The kinds of screen SurfUtils' `UIDevice` tells apart.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// iPhone 5, 5c, 5s, SE: `isSmallPhone`.
        case smallPhone
        /// iPhone 6, 7, 8 and their Plus models: `isNormalPhone`.
        case phone
        /// iPhone X and later, with the notch and the home indicator: `isXPhone`.
        case phoneWithNotch
        /// Any iPad: `isPad`.
        case tablet
    }

    // MARK: - Properties

    /// The preset's name, for snapshot names (`smallPhone`, `tabletLarge`).
    public let name: String
    /// The name a designer reads: "Small phone", "Large tablet".
    public let title: String
    /// The kind of screen.
    public let kind: Kind
    /// The screen in points, portrait.
    public let size: CGSize
    /// What the status bar, the notch and the home indicator cover.
    public let safeAreaInsets: EdgeInsets
    /// The context of the `device` resolver modifier whose token values this screen takes.
    public let deviceContext: String

    /// "Small phone (320 × 568)": the title and the size in points.
    public var description: String { "\(title) (\(Int(size.width)) × \(Int(size.height)))" }

    // MARK: - Presets

    /// iPhone SE (1st generation), 5s: 320 × 568.
    public static let smallPhone = DevicePreset(name: "smallPhone", title: "Small phone", kind: .smallPhone, size: CGSize(width: 320, height: 568),
                                                safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), deviceContext: "smallPhone")
    /// iPhone 8, 7, 6s: 375 × 667.
    public static let phone = DevicePreset(name: "phone", title: "Phone", kind: .phone, size: CGSize(width: 375, height: 667),
                                           safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), deviceContext: "phone")
    /// iPhone 12, 13, 14: 390 × 844, the notch 47 points and the home indicator 34.
    public static let phoneWithNotch = DevicePreset(name: "phoneWithNotch", title: "Phone with notch", kind: .phoneWithNotch, size: CGSize(width: 390, height: 844),
                                                    safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), deviceContext: "phone")
    /// iPad (9.7"): 768 × 1024.
    public static let tablet = DevicePreset(name: "tablet", title: "Tablet", kind: .tablet, size: CGSize(width: 768, height: 1024),
                                            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), deviceContext: "tablet")
    /// iPad Pro 12.9": 1024 × 1366, with the home indicator.
    public static let tabletLarge = DevicePreset(name: "tabletLarge", title: "Large tablet", kind: .tablet, size: CGSize(width: 1024, height: 1366),
                                                 safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), deviceContext: "tablet")

    /// Every preset, smallest first.
    public static let all: [DevicePreset] = [.smallPhone, .phone, .phoneWithNotch, .tablet, .tabletLarge]

    // MARK: - Current device

    /// The preset the running task renders for, which ``UIDevice``'s helpers answer for;
    /// `nil` outside ``withCurrent(_:perform:)``.
    ///
    /// A task-local by nature: SurfUtils' `UIDevice.isSmallPhone` and ``LayoutHelper`` are
    /// static and take no argument, as on a device, where the screen is ambient; a snapshot
    /// test renders each preset on its own task (``withCurrent(_:perform:)``), in parallel
    /// with the others.
    @TaskLocal public static var current: DevicePreset?

    /// Runs `body` with `preset` as ``current`` for the running task and the tasks it starts.
    public static func withCurrent<R>(_ preset: DevicePreset, perform body: () throws -> R) rethrows -> R {
        try $current.withValue(preset, operation: body)
    }

    // MARK: - Kinds

    /// SurfUtils' `UIDevice.isSmallPhone`.
    public var isSmallPhone: Bool { kind == .smallPhone }
    /// SurfUtils' `UIDevice.isNormalPhone`.
    public var isNormalPhone: Bool { kind == .phone }
    /// SurfUtils' `UIDevice.isXPhone`: a notch and a large safe area.
    public var isXPhone: Bool { kind == .phoneWithNotch }
    /// SurfUtils' `UIDevice.isPad`.
    public var isPad: Bool { kind == .tablet }

    // MARK: - Themes

    /// The name of the resolver modifier whose contexts are the devices.
    public static let modifier = "device"

    /// `theme` with this device's context of the `device` modifier added (replacing any).
    public func theme(_ theme: Theme = .defaults) -> Theme {
        Theme(theme.contexts.filter { $0.modifier != Self.modifier } + [(modifier: Self.modifier, context: deviceContext)])
    }

    /// The rectangle of the screen that no bar covers.
    public var safeArea: CGRect {
        safeAreaInsets.inset(CGRect(origin: .zero, size: size))
    }

    /// ``LayoutHelper``'s choice for any value: the value for this kind of screen, where a
    /// phone with a notch takes `xPhone`, and a tablet `pad` (else `normal`).
    public func value<T>(small: T, normal: T, xPhone: T, pad: T? = nil) -> T {
        switch kind {
        case .smallPhone: small
        case .phone: normal
        case .phoneWithNotch: xPhone
        case .tablet: pad ?? normal
        }
    }
}
