import TokenModel

/// UIKit's named colors, so UIKit code (`.backgroundColor(.red)`) compiles as written.
/// Values are UIKit's, in sRGB.
public extension Color {
    // MARK: - Named colors

    static let black = Color(red: 0, green: 0, blue: 0)
    static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let cyan = Color(red: 0, green: 1, blue: 1)
    static let yellow = Color(red: 1, green: 1, blue: 0)
    static let magenta = Color(red: 1, green: 0, blue: 1)
    static let orange = Color(red: 1, green: 0.5, blue: 0)
    static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Transparent black.
    static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The same names for themed colors, so `view.backgroundColor = .red` compiles.
public extension Themed where Value == Color {
    // MARK: - Named colors

    static var black: Themed<Color> { Themed(Color.black) }
    static var darkGray: Themed<Color> { Themed(Color.darkGray) }
    static var lightGray: Themed<Color> { Themed(Color.lightGray) }
    static var white: Themed<Color> { Themed(Color.white) }
    static var gray: Themed<Color> { Themed(Color.gray) }
    static var red: Themed<Color> { Themed(Color.red) }
    static var green: Themed<Color> { Themed(Color.green) }
    static var blue: Themed<Color> { Themed(Color.blue) }
    static var cyan: Themed<Color> { Themed(Color.cyan) }
    static var yellow: Themed<Color> { Themed(Color.yellow) }
    static var magenta: Themed<Color> { Themed(Color.magenta) }
    static var orange: Themed<Color> { Themed(Color.orange) }
    static var purple: Themed<Color> { Themed(Color.purple) }
    static var brown: Themed<Color> { Themed(Color.brown) }
    static var clear: Themed<Color> { Themed(Color.clear) }
}
