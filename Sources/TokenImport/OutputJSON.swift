import OrderedCollections
import TokenModel

/// A JSON value the converter writes, members in the order given, printed with two-space
/// indentation as token files are usually formatted.
indirect enum OutputJSON: Equatable, Sendable {
    case object([(String, OutputJSON)])
    case array([OutputJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    // MARK: - Equatable

    static func == (lhs: OutputJSON, rhs: OutputJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    // MARK: - Converting

    /// `node` as written, for values carried over unchanged (`$extensions`).
    init(_ node: SourceNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, OutputJSON($0.value)) })
        case .array(let elements): self = .array(elements.map(OutputJSON.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .string("")
        }
    }

    /// The value as a ``SourceNode`` at `location`, so TokenModel's parser can read it.
    func sourceNode(at location: SourceLocation) -> SourceNode {
        switch self {
        case .object(let members):
            var dictionary = OrderedDictionary<String, SourceNode>()
            for (key, value) in members { dictionary[key] = value.sourceNode(at: location) }
            return SourceNode(.object(dictionary), at: location)
        case .array(let elements): return SourceNode(.array(elements.map { $0.sourceNode(at: location) }), at: location)
        case .string(let text): return SourceNode(.string(text), at: location)
        case .number(let number): return SourceNode(.number(number), at: location)
        case .bool(let flag): return SourceNode(.bool(flag), at: location)
        }
    }

    // MARK: - Printing

    /// The value as indented JSON, ending without a newline.
    func printed(indent: String = "") -> String {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            let lines = members.map { "\(inner)\(Self.quoted($0.0)): \($0.1.printed(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            // Arrays of numbers or strings (components, font stacks) stay on one line.
            if elements.allSatisfy({ if case .object = $0 { false } else if case .array = $0 { false } else { true } }) {
                return "[" + elements.map { $0.printed() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + elements.map { inner + $0.printed(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let text): return Self.quoted(text)
        case .number(let number): return number.shortestText
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// `text` as a JSON string, escaped as TokenModel writes JSON.
    private static func quoted(_ text: String) -> String {
        SourceNode(.string(text), at: SourceLocation(file: "", line: 1, column: 1)).compactJSON
    }
}
