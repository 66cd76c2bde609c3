import ViewKit

/// A view's attributes as the right side of a relation: `other.snp.bottom`, `other.snp.edges`,
/// as SnapKit's `ConstraintItem`. The view is held weakly: an item kept in a constraint does not
/// keep its view alive.
public final class ConstraintItem: CustomStringConvertible {
    // MARK: - Properties

    /// The view, or `nil` once it is gone (or for a constant's empty item).
    public private(set) weak var target: View?
    /// Which attributes of ``target``; none means "the same attributes as the left side".
    let attributes: ConstraintAttributes

    // MARK: - Initializers

    init(target: View?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    // MARK: - Description

    /// `View("card").bottom`, or `View("card").[top, left, bottom, right]` for a composite.
    public var description: String {
        let names = attributes.layoutAttributes.map(\.rawValue)
        let suffix = names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        return "\(View.describe(target)).\(suffix)"
    }

}
