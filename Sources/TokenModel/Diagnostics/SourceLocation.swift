/// A place in a source file, 1-based, as compilers and editors count it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    /// The file's path as the user named it (relative paths stay relative).
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column in Unicode scalars, counting from 1.
    public var column: Int

    // MARK: - Initializers

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    // MARK: - CustomStringConvertible

    /// `path:line:column`, the form editors and CI annotate.
    public var description: String { "\(file):\(line):\(column)" }

    // MARK: - Comparable

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
