import Foundation
import OrderedCollections
import Yams

/// Reads YAML token files and style sheets into the same ``SourceNode`` tree as JSON.
///
/// Anchors and aliases are expanded, but only up to ``maximumNodes`` values in all, so a
/// "billion laughs" file fails fast instead of filling memory.
public enum YAMLReader {
    // MARK: - Properties

    /// The most values one document may expand to, aliases included.
    public static let maximumNodes = 1_000_000

    // MARK: - Reading

    /// Parses `data` read from `file` (the name used in diagnostics).
    /// - Throws: ``Diagnostic`` for the first syntax error or limit reached.
    public static func read(_ data: Data, file: String) throws(Diagnostic) -> SourceNode {
        try read(bytes: [UInt8](data), file: file)
    }

    /// Parses the file `bytes`, as ``read(_:file:)`` parses a `Data`.
    static func read(bytes: [UInt8], file: String) throws(Diagnostic) -> SourceNode {
        let text = String(decoding: try SourceText.utf8(bytes, file: file), as: UTF8.self)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw diagnostic(for: error, file: file)
        } catch {
            throw .error("cannot read YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let root else {
            return SourceNode(.null, at: SourceLocation(file: file, line: 1, column: 1))
        }
        // Aliases share their anchor's node, so the expanded size is counted without
        // expanding anything, and a "billion laughs" file is refused before it is built.
        var sizes: [String: Int] = [:]
        if expandedSize(of: root, anchorSizes: &sizes) > maximumNodes {
            throw .error("the document expands to more than \(maximumNodes) values (anchors and aliases included)",
                         at: SourceLocation(file: file, line: 1, column: 1))
        }
        var converter = Converter(file: file)
        return try converter.convert(root, depth: 0)
    }

    // MARK: - Private

    /// How many values `node` expands to, counting each anchored node once and then
    /// reusing its count; saturates just past the limit.
    private static func expandedSize(of node: Node, anchorSizes: inout [String: Int], depth: Int = 0) -> Int {
        if let anchor = node.anchor?.rawValue, let known = anchorSizes[anchor] { return known }
        guard depth <= JSONReader.maximumDepth else { return maximumNodes + 1 }
        var size = 1
        switch node {
        case .scalar, .alias:
            break
        case .sequence(let sequence):
            for element in sequence where size <= maximumNodes {
                size += expandedSize(of: element, anchorSizes: &anchorSizes, depth: depth + 1)
            }
        case .mapping(let mapping):
            for (key, value) in mapping where size <= maximumNodes {
                size += expandedSize(of: key, anchorSizes: &anchorSizes, depth: depth + 1)
                size += expandedSize(of: value, anchorSizes: &anchorSizes, depth: depth + 1)
            }
        }
        size = min(size, maximumNodes + 1)
        if let anchor = node.anchor?.rawValue { anchorSizes[anchor] = size }
        return size
    }

    private static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // YAML itself forbids repeated keys, so unlike JSON this is an error.
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return .error("the key \(keys) appears twice in one mapping; YAML keys must be unique",
                          at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// Turns Yams nodes into source nodes, counting every value it produces.
    private struct Converter {
        let fileName: SourceFileName
        var count = 0

        init(file: String) {
            self.fileName = SourceFileName(file)
        }

        mutating func convert(_ node: Node, depth: Int) throws(Diagnostic) -> SourceNode {
            let location = self.location(of: node)
            count += 1
            if count > YAMLReader.maximumNodes {
                throw .error("the document expands to more than \(YAMLReader.maximumNodes) values (anchors and aliases included)", at: location)
            }
            if depth > JSONReader.maximumDepth {
                throw .error("nesting deeper than \(JSONReader.maximumDepth) levels", at: location)
            }
            switch node {
            case .scalar(let scalar):
                return SourceNode(try value(of: scalar, node: node, at: location), at: location)
            case .sequence(let sequence):
                var elements: [SourceNode] = []
                for element in sequence {
                    elements.append(try convert(element, depth: depth + 1))
                }
                return SourceNode(.array(elements), at: location)
            case .mapping(let mapping):
                if let reference = unquotedReference(mapping) {
                    throw .error("the unquoted reference {\(reference)} reads as a YAML mapping; write it in quotes: \"{\(reference)}\"", at: location)
                }
                var members = OrderedDictionary<String, SourceNode>()
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else {
                        throw .error("a mapping key must be a plain string", at: self.location(of: key))
                    }
                    members[keyScalar.string] = try convert(value, depth: depth + 1)
                }
                return SourceNode(.object(members), at: location)
            case .alias:
                throw .error("an unresolved YAML alias", at: location)
            }
        }

        private func location(of node: Node) -> SourceLocation {
            SourceLocation(fileName: fileName, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }

        private func value(of scalar: Node.Scalar, node: Node, at location: SourceLocation) throws(Diagnostic) -> SourceNode.Value {
            guard scalar.style == .plain else { return .string(scalar.string) }
            if node.null != nil { return .null }
            if let bool = node.bool { return .bool(bool) }
            guard let number = Self.integer(scalar.string) ?? node.float else { return .string(scalar.string) }
            guard number.isFinite else {
                throw .error("the number \(scalar.string) is not finite", at: location)
            }
            return .number(number)
        }

        /// A plain scalar read as a YAML 1.1 integer, as Yams reads one (`_` separators, a
        /// sign, `0x`, `0b`, `0o` or `0` radix prefixes, base 60 with `:`), but without its
        /// trap on overflow: a base-60 number is summed as a `Double`, and an integer too
        /// large for 64 bits is no integer.
        static func integer(_ text: String) -> Double? {
            let digits = text.replacingOccurrences(of: "_", with: "")
            let negative = digits.hasPrefix("-")
            let unsigned = digits.dropFirst(negative || digits.hasPrefix("+") ? 1 : 0)
            let sign: Double = negative ? -1 : 1
            guard !unsigned.isEmpty else { return nil }
            for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8), ("0", 8)] where unsigned.hasPrefix(prefix) && unsigned != "0" {
                return Int64(unsigned.dropFirst(prefix.count), radix: radix).map { sign * Double($0) }
            }
            if unsigned.contains(":") {
                var total = 0.0
                for part in unsigned.split(separator: ":", omittingEmptySubsequences: false) {
                    guard let value = Int64(part) else { return nil }
                    total = total * 60 + Double(value)
                }
                return sign * total
            }
            return Int64(unsigned).map { sign * Double($0) }
        }

        /// `{color.red}` unquoted is a flow mapping with one key and no value; its key
        /// starts just after the `{`, where a block mapping's key starts with the mapping.
        private func unquotedReference(_ mapping: Node.Mapping) -> String? {
            guard mapping.count == 1, let (key, value) = mapping.first,
                  case .scalar(let keyScalar) = key, case .scalar(let valueScalar) = value,
                  valueScalar.string.isEmpty, valueScalar.style == .plain,
                  let mappingMark = mapping.mark, let keyMark = keyScalar.mark,
                  keyMark.line == mappingMark.line, keyMark.column > mappingMark.column
            else { return nil }
            return keyScalar.string
        }
    }
}
