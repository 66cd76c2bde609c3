import Builders
import Foundation
import Render
import Synchronization
import Testing
import TokenModel

/// A data source and delegate with fixed rows per section and, when given, fixed heights.
private final class FixedRows: UITableViewDataSource, UITableViewDelegate {
    let rowsPerSection: [Int]
    let heights: [IndexPath: CGFloat]?
    /// Whether each cell's text label shows its path (no text where pixels are read).
    let labelled: Bool
    private(set) var madeCells = 0

    init(rowsPerSection: [Int], heights: [IndexPath: CGFloat]? = nil, labelled: Bool = true) {
        self.rowsPerSection = rowsPerSection
        self.heights = heights
        self.labelled = labelled
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        return rowsPerSection.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rowsPerSection[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        madeCells += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if labelled { cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)" }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return heights?[indexPath] ?? tableView.rowHeight
    }
}

/// A data source that leaves the number of sections and the heights to UIKit's defaults.
private final class OneSection: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 10
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A cell that counts its reuses and places a view by constraints in its content view, as
/// a custom UIKit cell does in its overridden initializer.
private final class CountingCell: UITableViewCell {
    private(set) var reuses = 0
    let marker = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(marker)
        marker.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            marker.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            marker.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 2),
            marker.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -2),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        reuses += 1
    }
}

/// `UITableView`'s plain style as UIKit documents it: rows stacked from the top at their
/// heights, as wide as the table; separators at the bottom of each row, inset 16 on the
/// left, absent with `.none`. Expected frames and pixels are computed by hand.
@Suite("Table view")
struct TableViewTests {
    private func table(_ source: any UITableViewDataSource, size: CGSize,
                       cellClass: UITableViewCell.Type = UITableViewCell.self) -> UITableView {
        let table = UITableView(frame: CGRect(origin: .zero, size: size))
        table.register(cellClass, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source as? UITableViewDelegate
        table.layoutIfNeeded()
        return table
    }

    // MARK: - Defaults

    /// UIKit's defaults: 44-point rows, single-line separators inset 16 on the left, the
    /// `separator` color (`#3C3C43` at 29%), one section.
    @Test func defaultsAreUIKits() {
        let table = UITableView()
        #expect(table.rowHeight == 44 && table.separatorStyle == .singleLine && table.clipsToBounds)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(table.separatorColor?.resolved(in: .defaults) == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29))
        #expect(OneSection().numberOfSections(in: table) == 1)
        #expect(IndexPath(row: 3, section: 1).row == 3 && IndexPath(row: 3, section: 1).section == 1)
    }

    // MARK: - Row frames

    /// Without a delegate, 44-point rows: in a 320 × 100 table the rows at y 0, 44 and 88
    /// begin within the bounds (the third runs past them); the fourth, at 132, is not made.
    @Test func rowsOfTheDefaultHeightFillTheBoundsFromTheTop() {
        let source = OneSection()
        let table = table(source, size: CGSize(width: 320, height: 100))
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 44),
                                                    CGRect(x: 0, y: 44, width: 320, height: 44),
                                                    CGRect(x: 0, y: 88, width: 320, height: 44)])
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.subviews.count == 3)
    }

    /// The delegate's heights, section after section: 30 and 20 in section 0, then 10 in
    /// section 1, at y 0, 30 and 50.
    @Test func theDelegatesHeightsStackSectionAfterSection() {
        let heights = [IndexPath(row: 0, section: 0): CGFloat(30), IndexPath(row: 1, section: 0): 20, IndexPath(row: 0, section: 1): 10]
        let source = FixedRows(rowsPerSection: [2, 1], heights: heights)
        let table = table(source, size: CGSize(width: 100, height: 200))
        #expect(table.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 30),
                                                    CGRect(x: 0, y: 30, width: 100, height: 20),
                                                    CGRect(x: 0, y: 50, width: 100, height: 10)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "1.0")
    }

    /// A `rowHeight` of 25 without a delegate height: rows at 0, 25, 50, 75 in a 100-point
    /// table.
    @Test func rowHeightSetsEveryRow() {
        let source = OneSection()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 25
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.minY) == [0, 25, 50, 75])
    }

    /// The cell's content view fills it; its text label is 16 in from each side (UIKit's
    /// margins at iPhone widths), as tall as the row.
    @Test func theCellsContentFillsIt() throws {
        let table = table(OneSection(), size: CGSize(width: 320, height: 44))
        let cell = try #require(table.visibleCells.first)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
    }

    /// A custom cell's constraints are solved at its row's size: the marker pinned 4 from
    /// the sides and 2 from the top and bottom of a 100 × 44 row is (4, 2, 92, 40).
    @Test func aCustomCellsConstraintsAreSolvedAtTheRowsSize() throws {
        let source = FixedRows(rowsPerSection: [1])
        let table = table(source, size: CGSize(width: 100, height: 100), cellClass: CountingCell.self)
        let cell = try #require(table.visibleCells.first as? CountingCell)
        #expect(cell.marker.frame == CGRect(x: 4, y: 2, width: 92, height: 40))
    }

    // MARK: - Reuse

    /// A second layout hands the same cells out again, each after `prepareForReuse()`, and
    /// a custom class registered is the class made.
    @Test func cellsAreReused() {
        let source = FixedRows(rowsPerSection: [2])
        let table = table(source, size: CGSize(width: 100, height: 100), cellClass: CountingCell.self)
        let first = table.visibleCells
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.madeCells == 4)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
        #expect(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses == 1 })
        #expect(table.visibleCells.allSatisfy { $0.reuseIdentifier == "row" })
    }

    /// An identifier with no class is a warning at the data source's line, not a crash.
    @Test func anUnregisteredIdentifierIsWarnedAbout() {
        let given = Mutex<[String]>([])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let cell = RuntimeWarning.$sink.withValue({ warning in given.withLock { $0.append(warning) } }) {
            table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == "missing")
        let warnings = given.withLock { $0 }
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("BuildersTests/TableViewTests.swift:") == true)
        #expect(warnings.first?.contains("no cell class is registered for reuse identifier 'missing'") == true)
    }

    /// A height that is not one (UIKit's `automaticDimension`, -1: self-sizing rows are not
    /// provided) is a warning naming the delegate, and the row takes `rowHeight`; a
    /// `rowHeight` that is not one falls back to 44, with its own warning.
    @Test func anInvalidRowHeightFallsBackWithAWarning() {
        let given = Mutex<[String]>([])
        let source = FixedRows(rowsPerSection: [2], heights: [IndexPath(row: 0, section: 0): -1, IndexPath(row: 1, section: 0): 30])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 20
        table.dataSource = source
        table.delegate = source
        RuntimeWarning.$sink.withValue({ warning in given.withLock { $0.append(warning) } }) { table.layoutIfNeeded() }
        #expect(table.visibleCells.map(\.frame.height) == [20, 30])
        var warnings = given.withLock { $0 }
        #expect(warnings.count == 1 && warnings.first?.contains("FixedRows.tableView(_:heightForRowAt:) returned -1.0") == true, "\(warnings)")

        given.withLock { $0 = [] }
        table.delegate = nil
        table.rowHeight = -1
        table.reloadData()
        RuntimeWarning.$sink.withValue({ warning in given.withLock { $0.append(warning) } }) { table.layoutIfNeeded() }
        #expect(table.visibleCells.map(\.frame.height) == [44, 44])
        warnings = given.withLock { $0 }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("rowHeight is -1.0") }, "\(warnings)")
        withExtendedLifetime(source) {}
    }

    /// Delegate and data source are weak, as UIKit's.
    @Test func delegateAndDataSourceAreWeak() {
        let table = UITableView()
        do {
            let source = FixedRows(rowsPerSection: [1])
            table.dataSource = source
            table.delegate = source
            #expect(table.dataSource != nil)
        }
        #expect(table.dataSource == nil && table.delegate == nil)
    }

    // MARK: - Separators

    /// At scale 1, a 40 × 30 white table of two 10-point rows with red separators: the last
    /// pixel row of each row (y 9 and 19) is red from x 16 on, white left of the inset;
    /// the middle of a row and the empty space below the last row (no placeholder rows)
    /// are white.
    @Test func singleLineSeparatorsAreDrawnAtTheBottomOfEachRow() throws {
        let (table, source) = separatedTable(style: .singleLine)
        let image = try Renderer(scale: 1).render(table)
        for y in [9, 19] {
            #expect(image.color(atX: 16, y: y) == Color.red && image.color(atX: 39, y: y) == Color.red)
            #expect(image.color(atX: 15, y: y) == Color.white)
        }
        for y in [5, 8, 10, 25, 29] {
            #expect(image.color(atX: 30, y: y) == Color.white)
        }
        withExtendedLifetime(source) {}
    }

    /// At scale 2 the separator is a hairline, one pixel: y 19 of the first row's 20 pixels.
    @Test func theSeparatorIsOnePixelAtScale2() throws {
        let (table, source) = separatedTable(style: .singleLine)
        let image = try Renderer(scale: 2).render(table)
        #expect(image.color(atX: 60, y: 19) == Color.red && image.color(atX: 60, y: 18) == Color.white)
        #expect(image.color(atX: 31, y: 19) == Color.white && image.color(atX: 32, y: 19) == Color.red)
        withExtendedLifetime(source) {}
    }

    /// A scroll view clips to its bounds: a 15-point table in a 30-point container cuts its
    /// second row at y 15, so the row's separator at y 19 is not drawn.
    @Test func theTableClipsTheRowThatRunsPastItsBottom() throws {
        let (table, source) = separatedTable(style: .singleLine)
        table.frame.size.height = 15
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        container.addSubview(table)
        let image = try Renderer(scale: 1).render(container)
        #expect(image.color(atX: 30, y: 9) == Color.red)
        #expect(image.color(atX: 30, y: 19)?.alpha == 0)
        withExtendedLifetime(source) {}
    }

    /// `.none`: no separator anywhere.
    @Test func noSeparatorsWithStyleNone() throws {
        let (table, source) = separatedTable(style: .none)
        let image = try Renderer(scale: 1).render(table)
        for y in 0..<30 {
            #expect(image.color(atX: 30, y: y) == Color.white)
        }
        withExtendedLifetime(source) {}
    }

    /// The default color over white: `#3C3C43` at 29% gives 255 × 0.71 + 60 × 0.29 = 198.45
    /// in red and green, 255 × 0.71 + 67 × 0.29 = 200.48 in blue.
    @Test func theDefaultSeparatorColorBlendsOverTheBackground() throws {
        let (table, source) = separatedTable(style: .singleLine)
        table.separatorColor = UITableView.defaultSeparatorColor
        let pixel = try #require(try Renderer(scale: 1).render(table).color(atX: 30, y: 9))
        #expect(abs(pixel.red * 255 - 198.45) < 1.5 && abs(pixel.green * 255 - 198.45) < 1.5)
        #expect(abs(pixel.blue * 255 - 200.48) < 1.5)
        withExtendedLifetime(source) {}
    }

    /// The 40 × 30 white table with two 10-point rows and red separators of `style`, and
    /// its data source, which the table holds weakly: the caller keeps it while it lays
    /// the table out or draws it.
    private func separatedTable(style: UITableViewCell.SeparatorStyle) -> (UITableView, FixedRows) {
        let source = FixedRows(rowsPerSection: [2], labelled: false)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.backgroundColor = .white
        table.rowHeight = 10
        table.separatorColor = .red
        table.separatorStyle = style
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }
}
