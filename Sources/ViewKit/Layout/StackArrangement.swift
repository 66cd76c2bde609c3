import Foundation

/// The constraints a ``StackView`` generates for one layout pass, as UIKit's `UISV-*`
/// constraints: linear relations over its own and its arranged subviews' attributes, plus
/// the tie-breaking weights that make the stack resize its arranged views by index when
/// their priorities tie.
struct StackArrangement {
    // MARK: - Nested types

    /// One part of a side of a ``Relation``: `coefficient × view.attribute`.
    struct Term {
        let view: View
        let attribute: LayoutAttribute
        var coefficient: Double = 1
    }

    /// `lhs relation rhs + constant` at `priority`, named as UIKit names it
    /// (`UISV-spacing`, `UISV-canvas-connection`, …).
    struct Relation: CustomStringConvertible {
        let identifier: String
        let lhs: [Term]
        let relation: LayoutRelation
        let rhs: [Term]
        let constant: Double
        let priority: LayoutPriority

        /// Whether the relation is between vertical positions or heights (a relation is on
        /// one axis).
        var isVertical: Bool {
            (lhs + rhs).first.map { $0.attribute.axis == .vertical } ?? false
        }

        /// `UISV-spacing: Label("b").leading == Label("a").trailing + 8 @required`.
        var description: String {
            func side(_ terms: [Term]) -> String {
                terms.enumerated().map { index, term in
                    var text = "\(View.describe(term.view)).\(term.attribute.rawValue)"
                    if term.coefficient != 1 { text = "\(LayoutConstraint.format(CGFloat(abs(term.coefficient)))) * " + text }
                    let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
                    return sign + text
                }.joined()
            }
            var text = "\(identifier): \(side(lhs)) \(relation.rawValue) "
            if rhs.isEmpty {
                text += LayoutConstraint.format(CGFloat(constant))
            } else {
                text += side(rhs)
                if constant > 0 { text += " + \(LayoutConstraint.format(CGFloat(constant)))" }
                if constant < 0 { text += " - \(LayoutConstraint.format(CGFloat(-constant)))" }
            }
            return text + " @\(priority)"
        }
    }

    /// A weight far below one priority step that holds `view`'s length on `axis` at its
    /// intrinsic size, so that among arranged views whose hugging or compression
    /// resistance priorities tie, the later one grows or shrinks.
    struct TieBreak {
        let view: View
        let axis: LayoutAxis
        let weight: Double
    }

    // MARK: - Properties

    var relations: [Relation] = []
    var tieBreaks: [TieBreak] = []

    // MARK: - Building

    mutating func add(_ identifier: String, _ lhs: [Term], _ relation: LayoutRelation, _ rhs: [Term],
                      constant: CGFloat = 0, priority: LayoutPriority = .required) {
        relations.append(Relation(identifier: identifier, lhs: lhs, relation: relation, rhs: rhs,
                                  constant: Double(constant), priority: priority))
    }
}
