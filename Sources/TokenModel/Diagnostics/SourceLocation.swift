/// A place in a source file, 1-based, as compilers and editors count it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    /// The file's path as the user named it (relative paths stay relative).
    public var file: String {
        get { fileName.name }
        set { fileName = SourceFileName(newValue) }
    }
    /// The line, counting from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.clamped(newValue) }
    }
    /// The column in Unicode scalars, counting from 1.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }

    // Every parsed value carries a location: an interned file name and 32-bit line and
    // column keep it at 12 bytes with nothing to reference-count. Files are at most 64 MiB,
    // so neither line nor column can pass 2³¹.
    private var fileName: SourceFileName
    private var storedLine: Int32
    private var storedColumn: Int32

    // MARK: - Naming another place

    /// This place as a message about a problem at `reported` names it: `line 3, column 5`
    /// in the same file, the whole `path:line:column` in another.
    public func described(from reported: SourceLocation?) -> String {
        reported?.file == file ? "line \(line), column \(column)" : description
    }

    // MARK: - Initializers

    public init(file: String, line: Int, column: Int) {
        self.init(fileName: SourceFileName(file), line: line, column: column)
    }

    /// A location in a file whose name a reader interned once.
    init(fileName: SourceFileName, line: Int, column: Int) {
        self.fileName = fileName
        self.storedLine = Self.clamped(line)
        self.storedColumn = Self.clamped(column)
    }

    private static func clamped(_ value: Int) -> Int32 {
        Int32(clamping: value)
    }

    // MARK: - CustomStringConvertible

    /// `path:line:column`, the form editors and CI annotate.
    public var description: String { "\(file):\(line):\(column)" }

    // MARK: - Comparable

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
