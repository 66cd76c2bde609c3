import Foundation
import TokenModel

/// A row of a ``TableView``, as `UITableViewCell`, kept minimal: a ``contentView`` that
/// fills the cell and holds the cell's content, and in it a ``textLabel``.
///
/// A custom cell adds its views to ``contentView``, as on iOS, and may override
/// ``init(style:reuseIdentifier:)``, which ``TableView`` calls for a registered class. Not
/// provided: `detailTextLabel`, `imageView`, accessories, content configurations, the
/// `value1`, `value2` and `subtitle` styles, and selection (a render touches nothing).
open class TableViewCell: View {
    // MARK: - Nested types

    /// The cell's built-in layout, as `UITableViewCell.CellStyle`; only `default` (a left-
    /// aligned ``TableViewCell/textLabel``) is provided.
    public enum CellStyle: Sendable, Hashable {
        /// A text label on the left, UIKit's `default`.
        case `default`
    }

    /// Whether rows are divided by lines, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separators.
        case none
        /// A hairline at the bottom of each row (UIKit's default).
        case singleLine
    }

    // MARK: - Constants

    /// The space between the cell's sides and its text label, 16 points: UIKit's layout
    /// margins of a cell in a table as wide as an iPhone in portrait (UIKit takes them
    /// from the system's minimum margins, 20 points at regular widths; not followed here,
    /// the same 16 at every width). It matches ``TableView/separatorInset``'s default.
    public static let defaultTextInset: CGFloat = 16

    // MARK: - Properties

    /// The view the cell's content goes in; it fills the cell. UIKit shortens it by the
    /// separator's hairline at the bottom; here it keeps the cell's height and the table
    /// draws the separator over it (the hairline's thickness depends on the render's
    /// scale, which layout does not know).
    public let contentView = View()
    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table reuses the cell by, as UIKit's `reuseIdentifier`.
    public internal(set) var reuseIdentifier: String?
    /// The cell's primary text, as UIKit's `textLabel` (optional there, so that
    /// `cell.textLabel?.text = …` is written as on iOS; never `nil` here): 17-point body
    /// text in the content view, ``defaultTextInset`` from each side, as tall as the cell.
    public var textLabel: Label? { label }

    private let label = Label()

    // MARK: - Initializers

    /// A cell of `style`, reused by `reuseIdentifier`, as UIKit's designated initializer;
    /// a custom cell overrides it and adds its views to ``contentView``.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.addSubview(label)
        addSubview(contentView)
    }

    /// A `default` cell with no reuse identifier at `frame`. A convenience initializer, so
    /// that `TableViewCell()` and a table making a registered class go through
    /// ``init(style:reuseIdentifier:)``, which a custom cell overrides.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// No cell from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Reuse

    /// Called before the table hands the cell out again, as UIKit's; the default does
    /// nothing. A custom cell clears its per-row state here.
    open func prepareForReuse() {}

    // MARK: - Layout

    /// The content view fills the cell; the text label spans it less ``defaultTextInset``
    /// on each side.
    open override func layoutSubviews() {
        contentView.frame = bounds
        label.frame = CGRect(x: Self.defaultTextInset, y: 0,
                             width: max(0, bounds.width - 2 * Self.defaultTextInset), height: bounds.height)
    }
}
