import Render
import TokenModel

// The UIKit names that seed code spells, so that it compiles nearly verbatim. Each is the
// type of this module that plays the part; nothing here adds behavior of its own.

// MARK: - Views

/// `UIView`: ``View``.
public typealias UIView = View
/// `UILabel`: ``Label``.
public typealias UILabel = Label
/// `UIImageView`: ``ImageView``.
public typealias UIImageView = ImageView
/// `UIButton`: ``Button``.
public typealias UIButton = Button
/// `UITextField`: ``TextField``.
public typealias UITextField = TextField
/// `UIStackView`: ``StackView``.
public typealias UIStackView = StackView

extension View {
    /// `UIView.ContentMode`: how an image view fits its image.
    public typealias ContentMode = Render.ContentMode
}

extension Label {
    /// `UILabel.textAlignment`: ``alignment``.
    public var textAlignment: NSTextAlignment {
        get { alignment }
        set { alignment = newValue }
    }
}

extension TextField {
    /// `UITextField.inputView`: the view shown instead of the keyboard while editing. A
    /// render edits nothing and shows no keyboard, so there is none, as UIKit's default.
    public var inputView: View? { nil }
}

extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`: ``LayoutAxis``.
    public typealias Axis = LayoutAxis
}

// MARK: - Values

/// `UIImage`: ``Image``.
public typealias UIImage = Image
/// `UIColor`: a ``Color``; view properties take it themed (`Themed<Color>`).
public typealias UIColor = Color
/// `NSTextAlignment`: ``TextAlignment``, with the same cases.
public typealias NSTextAlignment = TextAlignment
/// `UIEdgeInsets`: ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// `UIRectCorner`, for ``UIBuilder/cornerRadius(_:corners:)``: ``CornerMask``.
public typealias UIRectCorner = CornerMask
/// `CACornerMask`, for ``Layer/maskedCorners``: ``CornerMask``.
public typealias CACornerMask = CornerMask

extension CornerMask {
    /// `UIRectCorner.allCorners`: ``all``.
    public static let allCorners = CornerMask.all
}

extension Color {
    /// `UIColor.lightText`: white at 60% opacity.
    public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6)

    /// `UIColor.cgColor`: the color as a ``Layer`` takes it.
    public var cgColor: Themed<Color> { Themed(self) }
}

extension Themed where Value == Color {
    /// `UIColor.lightText`: white at 60% opacity.
    public static var lightText: Themed<Color> { Themed(Color.lightText) }

    /// `UIColor.cgColor`: the color as a ``Layer`` takes it.
    public var cgColor: Themed<Color> { self }
}
