import Foundation
import Render
import TokenModel

/// A column of rows from a data source, as `UITableView` in its plain style.
///
/// The ``dataSource`` says how many sections and rows there are and makes each row's cell,
/// the ``delegate`` may give each row its height (``rowHeight`` otherwise). Both are weak,
/// as UIKit's: the controller that is both usually owns the table.
///
/// ``layoutSubviews()`` asks the data source again (as after ``reloadData()``) and stacks
/// the rows from the top, section after section, each as wide as the table and as tall as
/// its height; rows below the bounds are not made, and the last one made is cut at the
/// bottom edge (``View/clipsToBounds`` is `true`, a scroll view's default). On iOS the table is a scroll view and
/// the rest are reached by scrolling; a render shows one moment at offset 0, so:
///
/// - not provided: scrolling (`contentOffset`), selection and editing, section headers and
///   footers, `tableHeaderView`/`tableFooterView`, the grouped and inset-grouped styles,
///   self-sizing rows (`UITableView.automaticDimension`);
/// - the separators of the placeholder rows UIKit draws below the last row of a plain
///   table are not drawn (as on iOS with an empty `tableFooterView`).
open class TableView: View, LayerMasking {
    // MARK: - Constants

    /// ``rowHeight``'s default, 44 points: UIKit's standard row height, what its
    /// `rowHeight` is by default for a table made in code (UIKit's self-sizing rows, the
    /// default from Interface Builder, are not provided).
    public static let defaultRowHeight: CGFloat = 44
    /// ``separatorColor``'s default: UIKit's `UIColor.separator` (iOS 13 and later) in the
    /// light appearance, as it resolves in sRGB: `#3C3C43` at 29% opacity. UIKit's dark
    /// variant (`#545458` at 60%) is not given: the library cannot know which theme of a
    /// design system is dark (its modifier may be `appearance`, `mode`…), so a table drawn
    /// in a dark theme takes its `separatorColor` from the design system's tokens.
    public static let defaultSeparatorColor = Themed(
        Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))
    /// ``separatorInset``'s default: 16 points on the left, UIKit's inset for a table as
    /// wide as an iPhone in portrait (UIKit follows the cells' layout margin, 20 points at
    /// regular widths; here it is 16 at every width, as ``TableViewCell/defaultTextInset``).
    public static let defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    // MARK: - Properties

    /// What the table shows, as UIKit's; weak.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// What the table asks rows' heights of, as UIKit's; weak.
    public weak var delegate: (any TableViewDelegate)? {
        didSet { reloadData() }
    }
    /// The height of a row whose delegate does not give one, in points (default
    /// ``defaultRowHeight``).
    public var rowHeight: CGFloat = TableView.defaultRowHeight {
        didSet { setNeedsLayout() }
    }
    /// Whether rows are divided by a hairline (default `.singleLine`, as UIKit's).
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine
    /// The color of the separators (default ``defaultSeparatorColor``).
    public var separatorColor: Themed<Color>? = TableView.defaultSeparatorColor
    /// How far the separators stay from the left and right edges (default
    /// ``defaultSeparatorInset``; top and bottom are not used, as in UIKit).
    public var separatorInset = TableView.defaultSeparatorInset

    /// The cells on screen, top to bottom, as UIKit's `visibleCells`.
    public var visibleCells: [TableViewCell] { rows.map(\.cell) }
    /// The paths of the cells on screen, top to bottom, as UIKit's
    /// `indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath] { rows.map(\.indexPath) }

    /// The rows laid out by the last ``layoutSubviews()``.
    private var rows: [(indexPath: IndexPath, cell: TableViewCell)] = []
    /// The classes registered for each reuse identifier.
    private var registeredClasses: [String: TableViewCell.Type] = [:]
    /// The cells off screen, by reuse identifier, to hand out again.
    private var reusableCells: [String: [TableViewCell]] = [:]

    // MARK: - Initializers

    /// A table at `frame` that clips its rows to its bounds, as UIKit's: a scroll view's
    /// `clipsToBounds` is `true` by default, so the row that runs past the bottom is cut.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// No table from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier`, as UIKit's method; `nil` forgets it.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
        reusableCells[identifier] = nil
    }

    /// A cell for `identifier` to show at `indexPath`, as UIKit's method: one off screen
    /// (after its ``TableViewCell/prepareForReuse()``), or a new one of the registered
    /// class. UIKit raises an exception for an identifier with no class; here it is a
    /// warning at the caller's line, and the cell is a plain ``TableViewCell``.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath,
                                    _ file: String = #fileID, _ line: UInt = #line) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        RuntimeWarning.report("\(file):\(line): warning: no cell class is registered for reuse identifier '\(identifier)' (register(_:forCellReuseIdentifier:)); row \(indexPath.row) of section \(indexPath.section) is a plain TableViewCell")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `identifier`, as UIKit's method without an index path: one off screen,
    /// a new one of the registered class, or `nil` when none is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell on screen at `indexPath`, as UIKit's `cellForRow(at:)`; `nil` when the row
    /// is not laid out.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        rows.first { $0.indexPath == indexPath }?.cell
    }

    /// Asks the data source again at the next layout, as UIKit's method.
    public func reloadData() {
        setNeedsLayout()
    }

    // MARK: - Layout

    /// Stacks the rows that begin within the bounds from the top: the cells on screen go
    /// back to the reuse queues, the data source gives the cells again, and each is laid
    /// out at its frame (its own constraints too, by a layout pass of its own).
    open override func layoutSubviews() {
        for (_, cell) in rows {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        }
        rows = []
        guard let dataSource else { return }
        var top: CGFloat = 0
        sections: for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                guard top < bounds.height else { break sections }
                let indexPath = IndexPath(row: row, section: section)
                let height = height(ofRowAt: indexPath)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                // Laid out on its own before it joins the table, so that its pass has it as root.
                cell.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
                cell.setNeedsLayout()
                cell.layoutIfNeeded()
                addSubview(cell)
                rows.append((indexPath, cell))
                top += height
            }
        }
    }

    /// The delegate's height for the row, else ``rowHeight``. A negative or not finite
    /// height (UIKit's `automaticDimension` is -1: self-sizing rows are not provided) is a
    /// warning naming where it came from, and the row takes the next valid one: the
    /// delegate's falls back to ``rowHeight``, ``rowHeight`` to ``defaultRowHeight``.
    private func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let place = "\(Self.describe(self)) row \(indexPath.row) of section \(indexPath.section)"
        if let delegate {
            let height = delegate.tableView(self, heightForRowAt: indexPath)
            if Self.isValidHeight(height) { return height }
            // The protocol's default answers rowHeight: then rowHeight is what is wrong.
            let isRowHeight = height == rowHeight || height.isNaN && rowHeight.isNaN
            if !isRowHeight { RuntimeWarning.report("warning: \(place): \(String(reflecting: type(of: delegate))).tableView(_:heightForRowAt:) "
                + "returned \(height), which is not a height (self-sizing rows are not provided); the row is rowHeight tall") }
        }
        guard Self.isValidHeight(rowHeight) else {
            RuntimeWarning.report("warning: \(place): rowHeight is \(rowHeight), which is not a height (self-sizing rows are not provided); "
                + "the row is \(Self.defaultRowHeight) points tall")
            return Self.defaultRowHeight
        }
        return rowHeight
    }

    private static func isValidHeight(_ height: CGFloat) -> Bool { height.isFinite && height >= 0 }

    // MARK: - Separators (LayerMasking)

    /// No mask: the table draws as any view.
    public func layerMask(in theme: Theme) throws -> Path? { nil }

    /// Draws the separators over the cells, as UIKit's sit above the content: with
    /// `.singleLine`, a hairline (one pixel, 1/scale points, as UIKit's) across the bottom
    /// of each row, ``separatorInset`` in from the sides.
    public func drawAboveSubviews(in context: RenderContext) throws {
        guard separatorStyle == .singleLine, let color = separatorColor?.resolved(in: context.theme) else { return }
        let thickness = 1 / CGFloat(context.canvas.scale)
        let width = bounds.width - separatorInset.left - separatorInset.right
        guard width > 0 else { return }
        for (_, cell) in rows {
            context.canvas.fill(CGRect(x: separatorInset.left, y: cell.frame.maxY - thickness, width: width, height: thickness),
                                color: color)
        }
    }
}
