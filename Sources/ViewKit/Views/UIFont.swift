import Foundation
import Render
import TokenModel

/// `UIFont`: a ``Typography``, which every font-taking API here takes, so UIKit code reads
/// as written: `label.font = .systemFont(ofSize: 17)`,
/// `DigitFieldStyle(font: UIFont.boldSystemFont(ofSize: 34), …)`,
/// `UIFont(name: "Inter-Bold", size: 16)`.
///
/// The system font is the family `system-ui`, which `Fonts/fonts.conf` pins to Inter
/// (then DejaVu Sans), standing in for San Francisco (docs/UIKIT.md, "UIFont").
public typealias UIFont = Typography

extension Typography {
    // MARK: - Nested types

    /// `UIFont.Weight`: UIKit's named weights, each standing for a CSS weight (what
    /// ``FontWeight`` holds and fontconfig matches): ultraLight 100, thin 200, light 300,
    /// regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900, as Apple's
    /// fonts map them to CSS.
    public struct Weight: Sendable, Hashable {
        /// The CSS weight it stands for.
        public let fontWeight: FontWeight

        /// A weight standing for `fontWeight`.
        public init(_ fontWeight: FontWeight) {
            self.fontWeight = fontWeight
        }

        public static let ultraLight = Weight(FontWeight(100))
        public static let thin = Weight(FontWeight(200))
        public static let light = Weight(FontWeight(300))
        public static let regular = Weight(FontWeight(400))
        public static let medium = Weight(FontWeight(500))
        public static let semibold = Weight(FontWeight(600))
        public static let bold = Weight(FontWeight(700))
        public static let heavy = Weight(FontWeight(800))
        public static let black = Weight(FontWeight(900))
    }

    // MARK: - Properties

    /// The family of UIKit's system font here: `system-ui`, which `Fonts/fonts.conf` pins
    /// to Inter.
    public static let systemFontFamily = "system-ui"

    /// `UIFont.pointSize`: ``fontSize``.
    public var pointSize: CGFloat { fontSize }

    /// `UIFont.familyName`: the first family named.
    public var familyName: String { fontFamily.first ?? "" }

    // MARK: - Initializers

    /// `UIFont(name:size:)`: the installed font named `name`, or `nil` when none is, as on
    /// iOS. `name` is looked up as a PostScript name first (`Inter-Bold`,
    /// `Inter-SemiBoldItalic`, `RobotoCondensed-Medium`), exactly as the font file spells
    /// it, which gives the font's family, weight and style; else as an installed family
    /// name (`Inter`, `DejaVu Sans`), regular and upright. Generic names (`system-ui`,
    /// `sans-serif`) are no font's name and give `nil`, as on iOS. A size that is not a
    /// positive finite number also gives `nil`: no text could be laid out in it. So does a
    /// font configuration that cannot be loaded (the render would fail the same way).
    public init?(name: String, size: CGFloat) {
        guard size > 0, size.isFinite else { return nil }
        if let face = (try? FontCatalog.face(postScriptName: name)) ?? nil {
            self.init(fontFamily: [face.family], fontSize: size, fontWeight: face.weight, fontStyle: face.style)
        } else if (try? FontCatalog.installedFamilies().contains(name)) == true {
            self.init(fontFamily: [name], fontSize: size)
        } else {
            return nil
        }
    }

    // MARK: - System fonts

    /// `UIFont.systemFont(ofSize:)`: the system family, regular.
    public static func systemFont(ofSize size: CGFloat) -> Typography {
        Typography(fontFamily: [systemFontFamily], fontSize: size)
    }

    /// `UIFont.systemFont(ofSize:weight:)`: the system family at `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Typography {
        Typography(fontFamily: [systemFontFamily], fontSize: size, fontWeight: weight.fontWeight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system family, bold (700).
    public static func boldSystemFont(ofSize size: CGFloat) -> Typography {
        systemFont(ofSize: size, weight: .bold)
    }

    /// `UIFont.italicSystemFont(ofSize:)`: the system family, regular and italic (Inter Italic).
    public static func italicSystemFont(ofSize size: CGFloat) -> Typography {
        Typography(fontFamily: [systemFontFamily], fontSize: size, fontStyle: .italic)
    }

    // MARK: - Variants

    /// `UIFont.withSize(_:)`: the same font at `size` points.
    public func withSize(_ size: CGFloat) -> Typography {
        var font = self
        font.fontSize = size
        font.authored = nil
        return font
    }
}
