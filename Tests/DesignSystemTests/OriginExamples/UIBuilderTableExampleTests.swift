import Testing
import UIBuilder

// UIBuilder's example 2, its table view, with `import UIBuilder` alone: the `lazy var`
// below is the example as written; the controller around it (the data source and the
// delegate it hands itself as) is the code a UIKit project writes for it.

/// A screen that lists names in a table built as UIBuilder's example 2 builds it.
private final class NamesScreen: UITableViewDataSource, UITableViewDelegate {
    let names = ["Anna", "Boris", "Vera"]

    lazy var table = UIBuilder(UITableView.self)
        .delegate(self)
        .dataSource(self)
        .backgroundColor(.lightGray)
        .separatorStyle(.none)
        .view

    func viewDidLoad() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@Suite("UIBuilder's table example")
struct UIBuilderTableExampleTests {
    /// The builder sets what the example sets; the table holds the screen weakly as both
    /// its delegate and its data source.
    @Test func theExampleConfiguresTheTable() {
        let screen = NamesScreen()
        let table = screen.table
        #expect(table.delegate === screen && table.dataSource === screen)
        #expect(table.backgroundColor == .lightGray && table.separatorStyle == .none)
    }

    /// Laid out 200 × 150, the three rows are UIKit's 44 points tall, stacked from the top
    /// at y 0, 44 and 88, each 200 wide, showing the names.
    @Test func theRowsAreStackedFromTheTop() {
        let screen = NamesScreen()
        screen.viewDidLoad()
        screen.table.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        screen.table.layoutIfNeeded()
        let cells = screen.table.visibleCells
        #expect(cells.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 44),
                                       CGRect(x: 0, y: 44, width: 200, height: 44),
                                       CGRect(x: 0, y: 88, width: 200, height: 44)])
        #expect(cells.map { $0.textLabel?.text } == ["Anna", "Boris", "Vera"])
    }

    /// `.separatorStyle(.none)`: the last point of the first row, right of the text, is the
    /// table's light gray (170 of 255), no separator over it.
    @Test func noSeparatorIsDrawn() throws {
        let screen = NamesScreen()
        screen.viewDidLoad()
        screen.table.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        screen.table.layoutIfNeeded()
        let image = try Renderer(scale: 1).render(screen.table)
        for y in [43, 87, 131] {
            #expect(image.color(atX: 150, y: y) == Color(red: 170.0 / 255, green: 170.0 / 255, blue: 170.0 / 255))
        }
    }
}
