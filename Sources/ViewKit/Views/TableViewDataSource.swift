import Foundation

/// What a ``TableView`` shows, as `UITableViewDataSource`: how many sections and rows, and
/// the cell of each row. Class-bound, as the table holds it weakly (a controller is the
/// usual data source, and it owns the table).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented, as UIKit's.
    func numberOfSections(in tableView: TableView) -> Int

    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// The cell of the row at `indexPath`, usually from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:_:_:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section, UIKit's default when the data source does not say.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}
