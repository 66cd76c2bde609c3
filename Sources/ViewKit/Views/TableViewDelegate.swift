import Foundation

/// What a ``TableView`` asks about its rows' geometry, as `UITableViewDelegate`: here only
/// the height of a row. Class-bound, as the table holds it weakly. UIKit's selection and
/// scrolling callbacks (`tableView(_:didSelectRowAt:)`…) may be implemented by a conforming
/// class, but a render selects and scrolls nothing, so none of them is ever called.
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath`; the table's ``TableView/rowHeight`` unless
    /// implemented, as UIKit's.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension TableViewDelegate {
    /// The table's ``TableView/rowHeight``, UIKit's answer when the delegate does not say.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}
