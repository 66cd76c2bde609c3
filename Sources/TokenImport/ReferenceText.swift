import TokenModel

/// The `{a.b.c}` references written inside values, as both legacy formats write them.
enum ReferenceText {
    /// The paths the references in `text` name, in order, as written.
    static func paths(in text: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            paths.append(rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces))
            rest = rest[rest.index(after: close)...]
        }
        return paths
    }

    /// `text` with each reference's path replaced by what `transform` makes of it (as
    /// written, spaces inside the braces kept out).
    static func replacingPaths(in text: String, _ transform: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open] + "{" + transform(rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)) + "}"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The paths the references anywhere in `node` name.
    static func paths(in node: SourceNode) -> [String] {
        switch node.value {
        case .string(let text): text.contains("{") ? paths(in: text) : []
        case .object(let members): members.values.flatMap { paths(in: $0) }
        case .array(let elements): elements.flatMap { paths(in: $0) }
        default: []
        }
    }
}
