import ConstraintSolver
import Foundation

/// Sizes a view tree for rendering with Auto Layout semantics.
///
/// For now it sizes the root: its intrinsic content size becomes constraints with the
/// root's content hugging and compression resistance priorities, a width limit becomes a
/// required constraint, and the Cassowary solver finds the width; a view whose height
/// depends on its width (a wrapping label) is then measured at that width, as UIKit's
/// second layout pass does. Subviews keep their frames until constraints between views
/// arrive.
public enum LayoutPass {
    // MARK: - Layout

    /// Sets the root's frame to its fitting size at the origin and returns it.
    /// - Parameter width: the width the root may take at most; `nil` for no limit.
    @discardableResult
    public static func layoutRoot(_ root: View, fittingWidth width: CGFloat?) throws -> CGSize {
        // Like a label's preferredMaxLayoutWidth: text wraps at the width available.
        guard let natural = try root.intrinsicContentSize(fittingWidth: width) else { return root.frame.size }
        let name = root.debugName ?? String(describing: type(of: root))
        let solver = Solver()
        let widthVariable = Variable("\(name).width")
        let heightVariable = Variable("\(name).height")
        try solver.add(Constraint(Expression(widthVariable), .greaterThanOrEqual, 0, label: "\(name).width >= 0"))
        if let width, width.isFinite {
            try solver.add(Constraint(Expression(widthVariable), .lessThanOrEqual, Double(width), label: "\(name).width <= \(width)"))
        }
        try addIntrinsicConstraints(widthVariable, Double(natural.width), name: "\(name).width",
                                    hugging: root.contentHuggingPriority.horizontal,
                                    compression: root.compressionResistancePriority.horizontal, to: solver)
        let solvedWidth = CGFloat(solver.value(of: widthVariable))
        let measured = try root.intrinsicContentSize(fittingWidth: solvedWidth) ?? natural
        try addIntrinsicConstraints(heightVariable, Double(measured.height), name: "\(name).height",
                                    hugging: root.contentHuggingPriority.vertical,
                                    compression: root.compressionResistancePriority.vertical, to: solver)
        let size = CGSize(width: solvedWidth, height: CGFloat(solver.value(of: heightVariable)).rounded(.up))
        root.frame = CGRect(origin: .zero, size: size)
        return size
    }

    // MARK: - Private

    /// `variable >= size` at the compression resistance priority and `variable <= size` at
    /// the hugging priority, as UIKit turns an intrinsic content size into constraints.
    private static func addIntrinsicConstraints(
        _ variable: Variable, _ size: Double, name: String, hugging: Int, compression: Int, to solver: Solver
    ) throws {
        try solver.add(Constraint(Expression(variable), .greaterThanOrEqual, size, strength: Strength(priority: compression),
                                  label: "\(name) >= \(size) @\(compression)"))
        try solver.add(Constraint(Expression(variable), .lessThanOrEqual, size, strength: Strength(priority: hugging),
                                  label: "\(name) <= \(size) @\(hugging)"))
    }
}
