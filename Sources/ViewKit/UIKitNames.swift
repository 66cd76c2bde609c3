import Render
import TokenModel

// The UIKit names that code written for UIKit spells, so that it compiles nearly verbatim. Each is the
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
/// `UISwitch`: ``Switch``.
public typealias UISwitch = Switch
/// `UITextFieldDelegate`: ``TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UITableView`: ``TableView``.
public typealias UITableView = TableView
/// `UITableViewCell`: ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDataSource`: ``TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: ``TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate

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
/// `UIColor`: the one color type of views and builders, a ``Color`` per theme, as a
/// dynamic `UIColor` is. `.red`, `UIColor.red`, a generated token (`Colors.mainColor`),
/// `UIColor(red:green:blue:alpha:)` and `nil` (where a color is optional) are all this type,
/// so every color-taking API has one signature and no call is ambiguous. A plain ``Color``
/// becomes one with `UIColor(color)`.
public typealias UIColor = Themed<Color>
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
}
