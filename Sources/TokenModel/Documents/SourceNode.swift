import Foundation
import OrderedCollections

/// A JSON or YAML value as a token file wrote it: object members in file order, and the
/// location of every value, so diagnostics point at the line.
public struct SourceNode: Sendable, Hashable {
    // MARK: - Nested types

    /// The value itself.
    public enum Value: Sendable, Hashable {
        case object(OrderedDictionary<String, SourceNode>)
        case array([SourceNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    // MARK: - Properties

    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    // MARK: - Initializers

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    // MARK: - Accessors

    /// The members when this is an object.
    public var object: OrderedDictionary<String, SourceNode>? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array.
    public var array: [SourceNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number when this is a number.
    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The member `key` when this is an object.
    public subscript(key: String) -> SourceNode? {
        object?[key]
    }

    /// The value as compact JSON, members in file order.
    public var compactJSON: String {
        switch value {
        case .object(let members):
            "{" + members.map { "\(Self.quoted($0.key)):\($0.value.compactJSON)" }.joined(separator: ",") + "}"
        case .array(let elements):
            "[" + elements.map(\.compactJSON).joined(separator: ",") + "]"
        case .string(let text): Self.quoted(text)
        case .number(let number): number.shortestText
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A short name of the kind of value, for messages ("an object", "a string").
    public var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
