import Foundation
import OrderedCollections

/// Reads a JSON token file straight into its tokens and groups, without building the
/// whole document first.
///
/// A token file is mostly groups of token objects. Parsing it into a ``SourceNode`` tree and
/// then walking that tree builds an ordered dictionary for every group and token, only to
/// take a few values out of each and free the rest; for a large file that tree is most of
/// the time and eight times the file in memory. Here groups are walked while they are
/// parsed, and only each token's object is parsed as a value. The rules are those of
/// ``TokenTreeReader`` (both use its `Builder`).
///
/// Where the stream cannot know enough in time, it stops and the file is read the usual
/// way, so the result is always that of ``TokenTreeReader/read(_:log:)``: a group whose
/// `$type` or `$deprecated` follows one of its members (its tokens inherit them), any
/// `$extends` (which needs the whole tree), a name repeated in a group, an object that
/// turns out to be a token after it had members, and any syntax error (reported once, by
/// the usual reader).
extension JSONReader {
    // MARK: - Reading

    /// The tokens and groups of the JSON token file `data`, named `file` in diagnostics.
    /// - Returns: `nil` when the file is not valid JSON, after reporting why.
    public static func readTokenTree(_ data: Data, file: String, log: inout DiagnosticLog) -> TokenTree? {
        var attempt = log
        // A syntax error or a stop ends the stream; the usual reader then reports the error.
        if let tree = try? streamTokenTree(data, file: file, log: &attempt) {
            log = attempt
            return tree
        }
        do {
            let (document, warnings) = try read(data, file: file)
            log.append(contentsOf: warnings)
            return TokenTreeReader.read(document, log: &log)
        } catch {
            log.report(error)
            return nil
        }
    }

    /// The stream's reading; throws a syntax error, or ``StreamStop`` when the file must be
    /// read the usual way.
    static func streamTokenTree(_ data: Data, file: String, log: inout DiagnosticLog) throws -> TokenTree {
        var reader = try JSONReader(start: data, file: file)
        guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "{") else { throw StreamStop.readWhole }
        var builder = TokenTreeReader.Builder()
        let start = log.diagnostics.count
        let location = reader.location
        try reader.streamObject(at: TokenPath([]), location: location, in: nil, builder: &builder, log: &log)
        try reader.finish()
        // The reader's warnings first, as when the document is read before its tokens.
        log.insert(reader.warnings, at: start)
        return builder.tree
    }

    /// Why the stream stopped: the file must be read whole.
    enum StreamStop: Error {
        case readWhole
    }

    // MARK: - Private

    /// Reads the object at the reader (on its `{`): the member at `path` of `parent`, or the
    /// root group when `parent` is `nil`. A group is streamed member by member; a token is
    /// parsed whole and handed to the builder, as is an object with properties only.
    private mutating func streamObject(
        at path: TokenPath, location: SourceLocation, in parent: TokenTreeReader.Builder.Group?,
        builder: inout TokenTreeReader.Builder, log: inout DiagnosticLog
    ) throws {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        // The `$` properties before the first member, which tell a token from a group.
        var properties = OrderedDictionary<String, SourceNode>()
        var isToken = false
        var first = true
        while let (key, keyLocation) = try nextMember(first: &first) {
            let isProperty = Self.isProperty(key)
            if !isToken, !isProperty {
                // The first member: this is a group.
                guard properties["$extends"] == nil else { throw StreamStop.readWhole }
                var group = builder.beginGroup(path, at: location, type: properties["$type"], deprecated: properties["$deprecated"], in: parent, log: &log)
                for (name, node) in properties { builder.property(name, node, of: &group, log: &log) }
                var names = Set(properties.keys)
                try streamGroupMember(key, at: keyLocation, of: &group, names: &names, builder: &builder, log: &log)
                while let (key, keyLocation) = try nextMember(first: &first) {
                    try streamGroupMember(key, at: keyLocation, of: &group, names: &names, builder: &builder, log: &log)
                }
                builder.endGroup(group)
                return
            }
            insert(key, try readValue(), at: keyLocation, into: &properties)
            isToken = isToken || (isProperty && (key == "$value" || key == "$ref"))
        }
        // A token (parsed whole, whatever it holds), or a group without members.
        guard properties["$extends"] == nil else { throw StreamStop.readWhole }
        let node = SourceNode(.object(properties), at: location)
        if let parent {
            builder.member(at: path, node, of: parent, log: &log)
        } else {
            builder.walkGroup(properties, path: path, at: location, in: nil, log: &log)
        }
    }

    /// Whether `node` has an `$extends` member anywhere inside.
    private static func holdsExtends(_ node: SourceNode) -> Bool {
        switch node.value {
        case .object(let members): members["$extends"] != nil || members.values.contains(where: holdsExtends)
        case .array(let elements): elements.contains(where: holdsExtends)
        case .string, .number, .bool, .null: false
        }
    }

    /// Whether `key` names a property (`$type`, `$value`, …) rather than a member; `$root`
    /// is a member.
    private static func isProperty(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "$") && key != "$root"
    }

    /// Keys that, after a group's first member, send the file to the usual reader: they
    /// make the object a token, or the group's tokens inherit them, or they need the tree.
    private static let lateKeys: Set<String> = ["$value", "$ref", "$extends", "$type", "$deprecated"]

    /// Reads one more member of a group being streamed.
    private mutating func streamGroupMember(
        _ key: String, at keyLocation: SourceLocation, of group: inout TokenTreeReader.Builder.Group,
        names: inout Set<String>, builder: inout TokenTreeReader.Builder, log: inout DiagnosticLog
    ) throws {
        guard names.insert(key).inserted else { throw StreamStop.readWhole }
        if Self.isProperty(key) {
            if Self.lateKeys.contains(key) { throw StreamStop.readWhole }
            builder.property(key, try readValue(), of: &group, log: &log)
            return
        }
        let location = self.location
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            builder.member(key, try readValue(), of: group, log: &log)
            return
        }
        guard let path = builder.memberPath(key, in: group, at: location, log: &log) else {
            // A member with a bad name is left out, but `$extends` inside it is still
            // followed (and may be reported) when the whole tree is read first.
            if Self.holdsExtends(try readValue()) { throw StreamStop.readWhole }
            return
        }
        try streamObject(at: path, location: location, in: group, builder: &builder, log: &log)
    }
}
