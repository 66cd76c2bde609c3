/// A line of the constraint DSL that could not become constraints.
///
/// SnapKit traps on these (`fatalError`); here the DSL keeps its non-throwing signatures (so
/// SnapKit code such as `view.snp.makeConstraints { make in … }` reads unchanged), makes no
/// constraint for the line, and records the error on the view. ``ConstraintViewDSL/errors``
/// lists a view's errors and ``ConstraintViewDSL/validate()`` throws the first one of a whole
/// subtree, before or after a layout pass.
public struct SnapKitError: Error, Equatable, CustomStringConvertible {
    // MARK: - Nested types

    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// `equalToSuperview()`, or a position related to a constant (`make.top.equalTo(8)`),
        /// on a view without a superview.
        case missingSuperview
        /// Several attributes related to several different ones (`make.edges.equalTo(other.snp.size)`).
        case mismatchedAttributes
        /// Attributes of different kinds related to each other (`make.top.equalTo(other.snp.left)`,
        /// a width to a position), as UIKit rejects them.
        case invalidPairing
    }

    // MARK: - Properties

    public let reason: Reason
    /// What happened, naming the view and attributes.
    public let message: String
    /// The file (`#fileID`) and line of the DSL call.
    public let file: String
    public let line: UInt

    // MARK: - Initializers

    init(_ reason: Reason, _ message: String, file: String, line: UInt) {
        self.reason = reason
        self.message = message
        self.file = file
        self.line = line
    }

    // MARK: - Description

    /// `Module/File.swift:12: <message>`.
    public var description: String { "\(file):\(line): \(message)" }
}
