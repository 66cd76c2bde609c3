import Foundation
import ViewKit

/// One line of the DSL as it is being written (`make.top.equalTo(x).offset(8)`), as SnapKit's
/// `ConstraintDescription`: the attributes, the relation and its target, the modifiers. It
/// becomes a ``SnapKitConstraint`` (or a ``SnapKitError``) once, when first asked.
final class ConstraintDescription {
    // MARK: - Properties

    /// The view on the left side; weak, as the view does not own the line.
    private(set) weak var item: View?
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var related: ConstraintItem?
    var multiplier: CGFloat = 1
    var constant: ConstraintConstant = .number(0)
    var priority: ConstraintPriority = .required
    var label: String?
    var file: String
    var line: UInt
    /// An error found while the line was written (a missing superview).
    var error: SnapKitError?

    private var result: Result<SnapKitConstraint, SnapKitError>??

    // MARK: - Initializers

    init(item: View, attributes: ConstraintAttributes, file: String, line: UInt) {
        self.item = item
        self.attributes = attributes
        self.file = file
        self.line = line
    }

    // MARK: - Building

    /// The constraint, or why it could not be made; `nil` for a line never related (`make.top`
    /// alone), which SnapKit ignores too. Made once: later modifiers do not change it.
    func build() -> Result<SnapKitConstraint, SnapKitError>? {
        if let result { return result }
        let made: Result<SnapKitConstraint, SnapKitError>?
        if let error {
            made = .failure(error)
        } else if let relation, let related, let item {
            do {
                made = .success(try SnapKitConstraint(
                    from: item, attributes: attributes, relation: relation, to: related, multiplier: multiplier,
                    constant: constant, priority: priority, label: label, file: file, line: line))
            } catch {
                made = .failure(error)
            }
        } else {
            made = nil
        }
        result = .some(made)
        return made
    }

    /// `View("card").[top, left]`, for messages.
    var subject: String {
        ConstraintItem(target: item, attributes: attributes).description
    }
}
