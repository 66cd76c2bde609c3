import Builders

/// Activates the constraints that put `first` then `second` edge to edge across `row`, from
/// its leading to its trailing edge, both at its top: a row whose free or missing room the
/// two views' hugging and compression resistance share out.
func activateRow(_ first: View, _ second: View, in row: View) {
    NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
        second.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        first.topAnchor.constraint(equalTo: row.topAnchor),
        second.topAnchor.constraint(equalTo: row.topAnchor),
    ])
}
