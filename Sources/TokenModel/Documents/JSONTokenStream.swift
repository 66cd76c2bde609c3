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
/// `$extends` (which needs the whole tree), a name repeated in a group, a member with a name
/// the spec forbids or whose value is not an object, an object that turns out to be a
/// token after it had members, and any syntax error (each reported once, by the usual
/// reader).
extension JSONReader {
    // MARK: - Reading

    /// The tokens and groups of the JSON token file `data`, named `file` in diagnostics.
    /// - Returns: `nil` when the file is not valid JSON, after reporting why.
    public static func readTokenTree(_ data: Data, file: String, log: inout DiagnosticLog) -> TokenTree? {
        readTokenTree(bytes: [UInt8](data), file: file, log: &log)
    }

    /// The tokens and groups of the JSON token file whose bytes are `bytes`, as
    /// ``readTokenTree(_:file:log:)`` reads them; the file's bytes are held once.
    static func readTokenTree(bytes: [UInt8], file: String, log: inout DiagnosticLog) -> TokenTree? {
        var attempt = log
        // A syntax error or a stop ends the stream; the usual reader then reports the error.
        if let tree = try? streamTokenTree(bytes: bytes, file: file, log: &attempt) {
            log = attempt
            return tree
        }
        do {
            let (document, warnings) = try read(bytes: bytes, file: file)
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
        try streamTokenTree(bytes: [UInt8](data), file: file, log: &log)
    }

    private static func streamTokenTree(bytes: [UInt8], file: String, log: inout DiagnosticLog) throws -> TokenTree {
        var reader = try JSONReader(start: bytes, file: file)
        guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "{") else { throw StreamStop.readWhole }
        // A token takes some 40 to 100 bytes of JSON; the guess only saves the index growing.
        var builder = TokenTreeReader.Builder(expectedTokens: bytes.count / 64)
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
    /// root group when `parent` is `nil`. A group is streamed member by member; a token's
    /// members are read into a short list and handed to the builder, as are those of an
    /// object with properties only.
    private mutating func streamObject(
        at path: TokenPath, location: SourceLocation, in parent: TokenTreeReader.Builder.Group?,
        builder: inout TokenTreeReader.Builder, log: inout DiagnosticLog
    ) throws {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        // The `$` properties before the first member, which tell a token from a group.
        var properties = takeMemberList()
        var valueMayHoldReferences = true
        var isToken = false
        var hasExtends = false
        var first = true
        while let (key, keyLocation) = try nextMember(first: &first) {
            let isProperty = TokenTreeReader.isProperty(key)
            if !isToken, !isProperty {
                // The first member: this is a group.
                guard !hasExtends else { throw StreamStop.readWhole }
                var group = builder.beginGroup(
                    path, at: location, type: Self.member("$type", of: properties), deprecated: Self.member("$deprecated", of: properties),
                    in: parent, log: &log
                )
                for (name, node) in properties { builder.property(name, node, of: &group, log: &log) }
                var propertyNames = properties.map(\.key)
                // The members' objects reuse the list.
                giveBack(&properties)
                try streamGroupMember(key, at: keyLocation, of: &group, propertyNames: &propertyNames, builder: &builder, log: &log)
                while let (key, keyLocation) = try nextMember(first: &first) {
                    try streamGroupMember(key, at: keyLocation, of: &group, propertyNames: &propertyNames, builder: &builder, log: &log)
                }
                builder.endGroup(group)
                if builder.hasRepeatedPath { throw StreamStop.readWhole }
                return
            }
            let marks = referenceMarks
            let value = try readValue()
            if isProperty {
                switch key {
                case "$value":
                    valueMayHoldReferences = referenceMarks != marks
                    isToken = true
                case "$ref": isToken = true
                case "$extends": hasExtends = true
                default: break
                }
            }
            if let repeated = properties.firstIndex(where: { $0.key == key }) {
                warnings.append(.warning("the key \"\(key)\" appears twice in one object; the later value wins", at: keyLocation))
                properties[repeated].value = value
            } else {
                properties.append((key, value))
            }
        }
        // A token (whatever it holds), or a group without members.
        guard !hasExtends else { throw StreamStop.readWhole }
        if let parent, properties.count == 1, properties[0].key == "$value" {
            // Moved out of the list, not copied.
            builder.token(at: path, value: properties.removeLast().value, mayHoldReferences: valueMayHoldReferences, at: location, of: parent)
        } else if let parent, isToken {
            builder.token(at: path, properties, at: location, of: parent, log: &log)
        } else {
            builder.walkGroup(OrderedDictionary(uniqueKeysWithValues: properties), path: path, at: location, in: parent, log: &log)
        }
        giveBack(&properties)
        if builder.hasRepeatedPath { throw StreamStop.readWhole }
    }

    /// The reader's list for an object's members, empty; `giveBack(_:)` returns it.
    private mutating func takeMemberList() -> [(key: String, value: SourceNode)] {
        defer { memberScratch = [] }
        return memberScratch
    }

    private mutating func giveBack(_ members: inout [(key: String, value: SourceNode)]) {
        // One or two members, most often: removing them one by one beats the general
        // `removeAll(keepingCapacity:)`.
        while !members.isEmpty { members.removeLast() }
        swap(&members, &memberScratch)
    }

    /// The value of the member `key` in a short list of members.
    private static func member(_ key: String, of members: [(key: String, value: SourceNode)]) -> SourceNode? {
        members.first { $0.key == key }?.value
    }


    /// Keys that, after a group's first member, send the file to the usual reader: they
    /// make the object a token, or the group's tokens inherit them, or they need the tree.
    private static let lateKeys: Set<String> = ["$value", "$ref", "$extends", "$type", "$deprecated"]

    /// Reads one more member of a group being streamed. A name repeated in the group shows
    /// as a path the builder meets twice, or as a property named twice; either sends the
    /// file to the usual reader, which reports it. So does a member that is not an object
    /// or has a name the spec forbids: a rare, broken file, best reported by one reader.
    private mutating func streamGroupMember(
        _ key: String, at keyLocation: SourceLocation, of group: inout TokenTreeReader.Builder.Group,
        propertyNames: inout [String], builder: inout TokenTreeReader.Builder, log: inout DiagnosticLog
    ) throws {
        if TokenTreeReader.isProperty(key) {
            if Self.lateKeys.contains(key) || propertyNames.contains(key) { throw StreamStop.readWhole }
            propertyNames.append(key)
            builder.property(key, try readValue(), of: &group, log: &log)
            return
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{"),
              key == "$root" || TokenTreeReader.nameProblem(key) == nil else { throw StreamStop.readWhole }
        let location = self.location
        let path = group.definition.path.appending(key)
        try streamObject(at: path, location: location, in: group, builder: &builder, log: &log)
    }
}
