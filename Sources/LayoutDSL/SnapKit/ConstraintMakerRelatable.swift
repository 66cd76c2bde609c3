import ViewKit

/// A DSL line whose attributes are chosen, waiting for its relation, as SnapKit's
/// `ConstraintMakerRelatable`.
///
/// The target decides the right side of each constraint:
/// - a view: the same attribute of that view (`make.size.equalTo(other)`);
/// - an item (`other.snp.bottom`): that attribute for every attribute of the line, or, for a
///   composite naming the same attributes (`other.snp.edges` for `make.edges`), each its own;
/// - a constant: a width or height equals it; a position is the superview's same attribute
///   plus it (a center is the superview's left or top edge plus it, as SnapKit).
public class ConstraintMakerRelatable {
    // MARK: - Properties

    let description: ConstraintDescription

    // MARK: - Initializers

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    // MARK: - Relations

    /// `attributes == other`.
    @discardableResult
    public func equalTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line)
        -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, file: file, line: line)
    }

    /// `attributes <= other`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID,
                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
    }

    /// `attributes >= other`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: any ConstraintRelatableTarget, _ file: String = #fileID,
                                     _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
    }

    // MARK: - Relations to the superview

    /// `attributes == superview`, or what `closure` picks from the superview
    /// (`equalToSuperview { $0.snp.centerY }`). Without a superview the line makes nothing and
    /// records ``SnapKitError/Reason/missingSuperview``.
    @discardableResult
    public func equalToSuperview(_ closure: (View) -> any ConstraintRelatableTarget = { $0 },
                                 _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .equal, file: file, line: line)
    }

    /// `attributes <= superview`; see ``equalToSuperview(_:_:_:)``.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ closure: (View) -> any ConstraintRelatableTarget = { $0 },
                                           _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .lessThanOrEqual, file: file, line: line)
    }

    /// `attributes >= superview`; see ``equalToSuperview(_:_:_:)``.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ closure: (View) -> any ConstraintRelatableTarget = { $0 },
                                              _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .greaterThanOrEqual, file: file, line: line)
    }

    // MARK: - Private

    private func relatedToSuperview(_ closure: (View) -> any ConstraintRelatableTarget, relation: LayoutRelation,
                                    file: String, line: UInt) -> ConstraintMakerEditable {
        guard let superview = description.item?.superview else {
            description.relation = relation
            description.file = file
            description.line = line
            description.error = SnapKitError(
                .missingSuperview,
                "\(description.subject) \(relation.rawValue) superview: the view has no superview; add it to one first",
                file: file, line: line)
            return ConstraintMakerEditable(description)
        }
        return relatedTo(closure(superview), relation: relation, file: file, line: line)
    }

    private func relatedTo(_ other: any ConstraintRelatableTarget, relation: LayoutRelation, file: String,
                           line: UInt) -> ConstraintMakerEditable {
        description.relation = relation
        description.file = file
        description.line = line
        if let item = other as? ConstraintItem {
            let own = description.attributes.layoutAttributes, theirs = item.attributes.layoutAttributes
            // Composites relate to the same composite, or edges to margins side by side.
            let paired = ConstraintAttributes.pairsSideBySide(description.attributes, item.attributes)
            if theirs.count > 1 && theirs != own && !paired {
                description.error = SnapKitError(
                    .mismatchedAttributes,
                    "\(description.subject) \(relation.rawValue) \(item): cannot relate to several different attributes",
                    file: file, line: line)
            }
            description.related = item
        } else if let view = other as? View {
            description.related = ConstraintItem(target: view, attributes: .none)
        } else {
            description.related = ConstraintItem(target: nil, attributes: .none)
            description.constant = ConstraintConstant(other) ?? .number(0)
        }
        return ConstraintMakerEditable(description)
    }
}
