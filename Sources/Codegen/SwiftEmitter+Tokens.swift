import Foundation
import OrderedCollections
import TokenModel

/// The tokens files: the token tree as nested enums of typed constants, each top group in
/// the file ``SwiftEmitter/fileName(forTopGroup:)`` names.
///
/// Two passes over the tree: the first names every entry, reports collisions and takes
/// each token's value in every theme, so that every constant's name is known before any is
/// written (a reference may name a constant written later); the second writes the files.
extension SwiftEmitter {
    // MARK: - The tree

    /// A group of the token tree, with its groups and tokens in source order.
    final class Group {
        let path: TokenPath
        var entries = OrderedDictionary<String, Entry>()
        /// What the first pass accepted, in source order: every entry whose name it did not
        /// refuse. Made when asked, not kept: 30,000 members held 1.4 MB while the whole tree
        /// was named, beside entries that already hold their names (issue 23's build memory).
        var members: [Member] {
            var members: [Member] = []
            members.reserveCapacity(entries.count - refused.count)
            for (name, entry) in entries where !refused.contains(name) {
                members.append(Member(name: name, identifier: SwiftEmitter.identifier(of: name, entry), kind: entry))
            }
            return members
        }
        /// The identifiers declared in the group's enum; needed only while the group is
        /// named, then emptied. A set, not a table of the names they came from: a collision
        /// finds that name again (``SwiftEmitter/claimant(of:in:)``), and a group of 30,000
        /// tokens would otherwise hold 2 MB more while named (issue 23's build memory).
        var identifiers: Set<String> = []
        /// The names of entries the first pass refused (their names collide or are
        /// reserved): they get no declaration, hence no constant.
        var refused: Set<String> = []
        /// How many tokens the group holds, at any depth, once named.
        var tokenCount = 0

        enum Entry {
            case group(Group)
            /// The token in the first theme that has it.
            case token(TokenReference)
        }

        init(path: TokenPath) {
            self.path = path
        }
    }

    /// An entry of a group that gets a declaration.
    struct Member {
        let name: String
        let identifier: String
        let kind: Group.Entry
    }

    /// Where a token of the tree sits: its theme's position in `system.themes` and its
    /// position in that theme's table. Eight bytes where a copy of the token and of its
    /// value in every theme took some two hundred (issue 23's build memory): the token, its
    /// path and its themed value are looked up when written.
    struct TokenReference {
        let theme: Int32
        let index: Int32
    }

    var header: String {
        let themes = system.themes.map(\.description).joined(separator: "; ")
        return options.headerLine(from: SwiftNaming.lineComment(options.sourceDescription))
            + "// Themes: \(SwiftNaming.lineComment(themes)).\n\n"
    }

    /// The enum that names the resolver's themes, in the namespace.
    static let themesName = "Themes"

    /// Names the namespace's own members take: the themes enum and the style enums.
    private static let reservedRootNames: Set<String> =
        Set(generatedKinds.map { "\(StyleSchema.typeName(ofKind: $0))Style" } + [themesName])

    /// Whether `identifier` is one of ``reservedRootNames``. Only `Themes` and names ending
    /// in `Style` can be, so any other is answered without the style schema, which is decoded
    /// from JSON when first used: a fifth of the check's naming of a design system without
    /// styles (validate's whole-process time, issue 35).
    private static func isReservedRootName(_ identifier: String) -> Bool {
        (identifier == themesName || identifier.hasSuffix("Style")) && reservedRootNames.contains(identifier)
    }

    /// The file of the tokens at the root and of the groups that have no file of their own.
    private static var mainFileName: String { outputFileNames[0] }

    // MARK: - Emitting

    /// The first pass: names every entry of the token tree, reports collisions and takes
    /// each token's value, then makes the `Themes` enum, whose modifiers may collide too.
    /// Every error of the tokens files is reported here, before any of their text is written.
    mutating func nameTokens() {
        let root = tokenTree()
        nameMembers(of: root, swiftName: options.namespace)
        tree = root
        themesText = themesDeclaration(indent: "    ", modulesHidden: Self.hidesModules(root))
    }

    /// The names of the tokens files, in the order they are written: `DesignTokens.swift`
    /// first, then each top group's file by name; and each root member's file.
    /// Call after ``nameTokens()``.
    func tokensFileNames() -> (files: [String], ofMembers: [String]) {
        guard let root = tree else { return ([], []) }
        // Each top group in its file; the rest in the main file.
        let ofMembers = root.members.map { member -> String in
            guard case .group = member.kind, let own = Self.fileName(forTopGroup: member.name),
                  options.declaredFileNames?.contains(own) ?? true else { return Self.mainFileName }
            return own
        }
        var names = Set(ofMembers).union([Self.mainFileName])
        for name in options.declaredFileNames ?? [] where !Self.outputFileNames.dropFirst().contains(name) {
            names.insert(name)
        }
        let files = names.sorted { lhs, rhs in
            lhs == Self.mainFileName || rhs != Self.mainFileName && lhs < rhs
        }
        return (files, ofMembers)
    }

    /// The second pass: writes the tokens files (``tokensFileNames()``, all started) into
    /// `sink`, each handed on whenever `parts.size` bytes of it are written: a main file
    /// declaring the namespace enum with the themes, the root tokens and the groups that
    /// have no file of their own, and each top group's file, an `extension` of the namespace.
    /// Call after ``nameTokens()``, once no error was reported.
    func writeTokensFiles(ofMembers files: [String], parts: TextParts) {
        guard let root = tree else { return }
        let header = header
        let imports = "import Foundation\nimport TokenValues\n"
        let modulesHidden = Self.hidesModules(root)
        let rootMembers = root.members
        var sizes: [String: Int] = [:]
        for (member, file) in zip(rootMembers, files) {
            if case .group(let group) = member.kind { sizes[file, default: 0] += group.tokenCount } else { sizes[file, default: 0] += 1 }
        }
        // Each file's text starts with its header, so the body written after it is the
        // file itself, never copied into it (issue 23's build memory).
        let access = options.access, namespace = options.namespace
        let opening = header + imports + "\n"
        var bodies: [String: FileBody] = [:]
        var mainBody = FileBody(text: opening + leftOutComment + "\(access) enum \(namespace) {\n" + themesText)
        mainBody.first = false
        mainBody.previousStoodApart = true
        mainBody.isStarted = true
        bodies[Self.mainFileName] = mainBody
        let literals = LiteralPair(themeSpace: themeSpaceExpression)
        for (member, file) in zip(rootMembers, files) {
            var body = bodies.removeValue(forKey: file) ?? FileBody(text: "")
            if !body.isStarted {
                // The whole file's size reserved, or one part's when it is handed on in parts.
                body.text.reserveCapacity(opening.utf8.count + namespace.utf8.count + 16 + 2 * min(Self.estimatedSize(tokens: sizes[file] ?? 0) / 2, parts.size))
                body.text += opening
                body.text += "extension \(namespace) {\n"
                body.isStarted = true
            }
            let fileParts = parts.of(file)
            separate(member, first: &body.first, previousStoodApart: &body.previousStoodApart, into: &body.text)
            write(member, indent: "    ", modulesHidden: modulesHidden, literals: literals, parts: fileParts, into: &body.text)
            fileParts.handOn(&body.text)
            bodies[file] = body
        }
        for (name, var body) in bodies {
            body.text += "}\n"
            parts.of(name).handOn(&body.text, whole: true)
        }
        let closed = Set(bodies.keys)
        for name in tokensFileNames().files where !closed.contains(name) {
            var text = header + imports
            parts.of(name).handOn(&text, whole: true)
        }
    }

    /// Whether a top group is named like a module, which then hides it inside the whole namespace.
    static func hidesModules(_ root: Group) -> Bool {
        root.members.contains { member in
            guard case .group = member.kind else { return false }
            return moduleNames.contains(member.identifier)
        }
    }

    /// The `Themes` enum: the resolver's modifiers and contexts as a `ThemeSpace`, the
    /// default theme, every theme, and an enum per modifier with a theme per context
    /// (`Themes.Appearance.dark`), so tests and renderers name themes that exist.
    private mutating func themesDeclaration(indent: String, modulesHidden: Bool) -> String {
        // A modifier named like a module (`tokenValues`) declares an enum that hides it
        // inside the themes enum, as a top group hides it inside the namespace.
        let hidden = modulesHidden || system.modifiers.keys.contains { Self.moduleNames.contains(SwiftNaming.typeName($0)) }
        let values = hidden ? "TokenValues::" : "TokenValues."
        let access = options.access
        let inner = indent + "    "
        var out = "\(indent)/// The resolver's themes: \(system.modifiers.isEmpty ? "none" : SwiftNaming.lineComment(system.modifiers.keys.joined(separator: ", "))).\n"
        out += "\(indent)\(access) enum \(Self.themesName) {\n"
        out += "\(inner)/// Every modifier with its contexts and default context; each themed constant carries it.\n"
        out += "\(inner)\(access) static let space = \(values)ThemeSpace(modifiers: ["
        let modifiers = system.modifiers.map { name, contexts in
            "\(values)ThemeSpace.Modifier(name: \(SwiftNaming.stringLiteral(name)), contexts: [\(contexts.map(SwiftNaming.stringLiteral).joined(separator: ", "))], "
                + "defaultContext: \(SwiftNaming.stringLiteral(system.defaultTheme[name] ?? contexts.first ?? "")))"
        }
        out += modifiers.isEmpty ? "])\n" : "\n" + modifiers.map { "\(inner)    \($0),\n" }.joined() + "\(inner)])\n"
        out += "\(inner)/// Every modifier at its default context.\n"
        out += "\(inner)\(access) static let `default`: \(values)Theme = space.defaultTheme\n"
        out += "\(inner)/// Every combination of the modifiers' contexts.\n"
        out += "\(inner)\(access) static let all: [\(values)Theme] = space.themes\n"
        var typeNames: [String: String] = ["Space": "", "Default": "", "All": ""]
        for (modifier, contexts) in system.modifiers {
            let typeName = SwiftNaming.typeName(modifier)
            if let other = typeNames[typeName] {
                log.error("the modifier '\(modifier)' would become the enum \(options.namespace).\(Self.themesName).\(typeName)"
                          + (other.isEmpty ? ", which the themes enum uses itself" : ", as the modifier '\(other)' does") + "; rename it",
                          at: system.modifierLocations[modifier])
                continue
            }
            typeNames[typeName] = modifier
            let modifierName = "\(options.namespace).\(Self.themesName).\(typeName)"
            if let reason = SwiftNaming.renameReason(of: typeName) {
                log.warning(Self.renameWarning(of: "the modifier '\(modifier)'", as: modifierName, reason: reason),
                            at: system.modifierLocations[modifier])
            }
            out += "\n\(inner)/// The contexts of the modifier `\(SwiftNaming.lineComment(modifier))`, each a theme with the other modifiers at their defaults.\n"
            out += "\(inner)\(access) enum \(typeName) {\n"
            var memberNames: [String: String] = [:]
            for context in contexts {
                let contextLocation = system.contextLocations[modifier]?[context] ?? system.modifierLocations[modifier]
                let member = SwiftNaming.memberName(context)
                if let other = memberNames[member] {
                    log.error("the contexts '\(other)' and '\(context)' of the modifier '\(modifier)' would both become \(typeName).\(member); rename one of them", at: contextLocation)
                    continue
                }
                memberNames[member] = context
                if let reason = SwiftNaming.renameReason(of: member) {
                    log.warning(Self.renameWarning(of: "the context '\(context)' of the modifier '\(modifier)'", as: "\(modifierName).\(member)", reason: reason),
                                at: contextLocation)
                }
                out += "\(inner)    \(access) static let \(member): \(values)Theme = \(values)Theme([(\(SwiftNaming.stringLiteral(modifier)), \(SwiftNaming.stringLiteral(context)))])\n"
            }
            out += "\(inner)}\n"
        }
        out += "\(indent)}\n"
        return out
    }

    /// What a tokens file says below its imports, and where the last declaration stood.
    private struct FileBody {
        /// What is written and not yet handed on.
        var text: String
        var first = true
        var previousStoodApart = false
        /// Whether its opening is written.
        var isStarted = false
    }

    /// Where a file's text goes: handed on to a sink a part at a time, so no big file is
    /// held whole (issue 23's build memory).
    struct TextParts {
        let sink: any GeneratedTextSink
        let size: Int
        let file: String

        /// The same, for the file `name`.
        func of(_ name: String) -> TextParts {
            TextParts(sink: sink, size: size, file: name)
        }

        /// Hands `text` on and empties it (keeping its storage) when it holds a part or
        /// `whole` is set.
        func handOn(_ text: inout String, whole: Bool = false) {
            guard !text.isEmpty, whole || text.utf8.count >= size else { return }
            if whole {
                sink.append(text, to: file)
                text = ""
            } else {
                sink.append(text, to: file)
                text.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The literals of both spellings, sharing what they have written.
    private struct LiteralPair {
        let plain: SwiftLiteral
        let hidden: SwiftLiteral

        init(themeSpace: String?) {
            plain = SwiftLiteral(modulesHidden: false, cache: SwiftLiteral.ExpressionCache(), themeSpace: themeSpace)
            hidden = SwiftLiteral(modulesHidden: true, cache: SwiftLiteral.ExpressionCache(), themeSpace: themeSpace)
        }
    }

    /// Bytes to reserve for `tokens` constants: a color constant with its indentation is
    /// about 130. Generously: a string that outgrows its storage moves into one twice the
    /// size, holding the text twice meanwhile, while pages reserved and never written take
    /// no memory.
    private static func estimatedSize(tokens: Int) -> Int { tokens * 192 }

    // MARK: - First pass: the tree, names and values

    /// The tree of every token of any theme, in source order: the default theme's tokens,
    /// then each other theme's that no earlier theme has (``ResolvedDesignSystem/allPaths``).
    /// A path that is a token in one theme and a group in another is an error.
    private mutating func tokenTree() -> Group {
        let root = Group(path: TokenPath([]))
        // Consecutive tokens mostly share a group: the group of the last one is kept, and
        // the tree walked only when the parent's dotted form changes.
        var parentKey: Substring?
        var parent = root
        for (index, table) in themeTables.enumerated() {
            guard let table else { continue }
            tokens: for (position, path) in table.keys.enumerated() {
                if index > 0, themeTables[..<index].contains(where: { $0?[path] != nil }) { continue }
                let key = path.description
                let name: String
                if let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    let parentPart = key[..<dot]
                    name = String(key[key.utf8.index(after: dot)...])
                    if parentPart != parentKey {
                        parent = root
                        parentKey = nil
                        // Split on the bytes: no name holds a `.`, and splitting by characters
                        // walked every grapheme of the path (issue 35).
                        for component in parentPart.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
                            let component = String(Substring(component))
                            guard let child = parent.child(component) else {
                                let token = parent.path.appending(component)
                                reportTokenAndGroup(token: token, tokenTheme: firstTheme(of: token), member: path, memberTheme: index, tokenIsLater: false)
                                continue tokens
                            }
                            parent = child
                        }
                        parentKey = parentPart
                    }
                } else {
                    name = key
                    parent = root
                    parentKey = nil
                }
                // One lookup a token: the entry is set, and a group it replaced (a path met as
                // a group first) is put back in its place and the token reported. No token is
                // replaced: a table's paths are distinct, and earlier themes' were skipped.
                let reference = TokenReference(theme: Int32(index), index: Int32(position))
                if case .group(let group) = parent.entries.updateValue(.token(reference), forKey: name) {
                    parent.entries[name] = .group(group)
                    let member = firstTokenPath(of: group)
                    reportTokenAndGroup(token: path, tokenTheme: index, member: member, memberTheme: firstTheme(of: member), tokenIsLater: true)
                }
            }
        }
        return root
    }

    /// Reports that `token` is a token in the theme numbered `tokenTheme` and a group in
    /// `memberTheme`, where it holds the token `member`: a constant cannot also be an enum,
    /// and one of them would be dropped. The one met second (`tokenIsLater`) is reported where
    /// it stands; the message names the other's place.
    private mutating func reportTokenAndGroup(token: TokenPath, tokenTheme: Int, member: TokenPath, memberTheme: Int, tokenIsLater: Bool) {
        let (later, laterTheme, earlier) = tokenIsLater ? (token, tokenTheme, member) : (member, memberTheme, token)
        let place = location(of: earlier).map { " (\($0))" } ?? ""
        log.error("'\(token)' is a token in \(system.themes[tokenTheme])\(tokenIsLater ? "" : place) but a group in "
                  + "\(system.themes[memberTheme]), where it holds the token '\(member)'\(tokenIsLater ? place : ""); "
                  + "one name cannot be both a constant and an enum: rename one of them",
                  at: themeTables[laterTheme]?[later]?.definition.location)
    }

    /// The path of `group`'s first token, at any depth. Every group the tree makes holds one.
    private func firstTokenPath(of group: Group) -> TokenPath {
        switch group.entries.values.first {
        case .token(let reference): self.token(reference).path
        case .group(let child): firstTokenPath(of: child)
        case nil: group.path
        }
    }

    /// The token `reference` points at, with its path.
    func token(_ reference: TokenReference) -> (path: TokenPath, token: ResolvedToken) {
        // Every reference was made from a table that exists.
        let entry = themeTables[Int(reference.theme)]!.elements[Int(reference.index)]
        return (entry.key, entry.value)
    }

    /// The token's value in every theme (``themedValue(of:)``), without a lookup when the
    /// design system has only the default theme.
    private func themedValue(of path: TokenPath, token: ResolvedToken) -> Themed<TokenValue?> {
        themeTables.count == 1 && themeIsDefault[0] ? Themed(token.value, variants: []) : themedValue(of: path)
    }

    /// ``themedValue(of:token:)`` of the token `reference` points at, reading only its value
    /// (or its path, when there are themes) from its table.
    private func themedValue(of reference: TokenReference) -> Themed<TokenValue?> {
        // Every reference was made from a table that exists.
        let table = themeTables[Int(reference.theme)]!
        return themeTables.count == 1 && themeIsDefault[0] ? Themed(table.values[Int(reference.index)].value, variants: [])
            : themedValue(of: table.keys[Int(reference.index)])
    }

    /// The Swift expression that names the constant of the token at `path`, rebuilt from
    /// the named tree (storing one per token took 5 MB on 30,000 tokens); `nil` when the
    /// token has no constant: it is not in the tree, or the first pass refused its name or
    /// one of its groups'.
    func constantName(of path: TokenPath) -> String? {
        guard var group = tree else { return nil }
        let components = path.components
        var name = options.namespace
        for (position, component) in components.enumerated() {
            guard !group.refused.contains(component) else { return nil }
            switch group.entries[component] {
            case .group(let child) where position < components.count - 1:
                name += "." + SwiftNaming.typeName(component)
                group = child
            case .token where position == components.count - 1:
                return name + "." + SwiftNaming.memberName(component)
            default:
                return nil
            }
        }
        return nil
    }

    /// The position in `system.themes` of the first theme that has the token at `path`.
    private func firstTheme(of path: TokenPath) -> Int {
        themeTables.firstIndex { $0?[path] != nil } ?? 0
    }

    /// Names the entries of `group` (whose enum is `swiftName`, from the namespace) and
    /// below, in source order: reports names that collide or that the root cannot take,
    /// warns at each name the rule renames, records each token's constant, and takes its
    /// value in every theme (warning when some lack it).
    private mutating func nameMembers(of group: Group, swiftName: String) {
        let isRoot = group.path.count == 0
        group.identifiers.reserveCapacity(group.entries.count)
        for (name, entry) in group.entries {
            let identifier = Self.identifier(of: name, entry)
            if !group.identifiers.insert(identifier).inserted {
                let other = claimant(of: identifier, in: group)
                let here = location(of: group.path.appending(name))
                let otherPlace = location(of: group.path.appending(other)).map { " (\($0.described(from: here)))" } ?? ""
                log.error("'\(group.path.appending(other))'\(otherPlace) and '\(group.path.appending(name))' would both become the Swift name \(identifier); rename one of them",
                          at: here)
                group.refused.insert(name)
                continue
            }
            if identifier == options.namespace {
                log.error("'\(group.path.appending(name))' would become \(identifier), which hides the namespace \(options.namespace) "
                          + "that the generated code names everything through; rename it, or choose another namespace (--namespace)",
                          at: location(of: group.path.appending(name)))
                group.refused.insert(name)
                continue
            }
            if isRoot, Self.isReservedRootName(identifier) {
                log.error("'\(name)' would become \(options.namespace).\(identifier), which the generated themes or styles declare; rename it",
                          at: location(of: group.path.appending(name)))
                group.refused.insert(name)
                continue
            }
            if isRoot, case .group = entry, let file = Self.fileName(forTopGroup: name), file.utf8.count > Self.longestFileName,
               options.declaredFileNames?.contains(file) ?? true {
                log.error("the group '\(name)' would be written to \(file), \(file.utf8.count) bytes long, but a file name may have at most "
                          + "\(Self.longestFileName) (the file systems' 255, less what the file is staged as while it is written); shorten the group's name",
                          at: location(of: group.path.appending(name)))
                group.refused.insert(name)
                continue
            }
            if let reason = SwiftNaming.renameReason(of: identifier) {
                let kind = if case .group = entry { "group" } else { "token" }
                log.warning(Self.renameWarning(of: "\(kind) '\(group.path.appending(name))'", as: "\(swiftName).\(identifier)", reason: reason),
                            at: location(of: group.path.appending(name)))
            }
            switch entry {
            case .group(let child):
                nameMembers(of: child, swiftName: "\(swiftName).\(identifier)")
                group.tokenCount += child.tokenCount
            case .token(let reference):
                // The token itself is copied out of its table only for a message: copying
                // each token was a seventh of this naming (issue 35).
                let themed = themedValue(of: reference)
                if !acceptsLengths(reference, themed: themed) {
                    group.refused.insert(name)
                    continue
                }
                if SwiftLiteral.isPartial(themed) {
                    let (path, token) = self.token(reference)
                    // Generated code cannot invent a value, and dropping the token would drop it
                    // from the themes that have it: its type becomes optional, nil where missing.
                    let missing = system.themes.indices.filter { themeTables[$0]?[path] == nil }.map { system.themes[$0].description }
                    log.warning("token '\(path)' is missing from some themes (\(missing.joined(separator: "; "))); its constant is optional, nil there",
                                at: token.definition.location)
                }
                group.tokenCount += 1
            }
        }
        group.identifiers = []
    }

    /// The warning at a name the rule renamed: `what` (`token 'sizes.init'`) is `swiftName`
    /// in Swift (`DesignTokens.Sizes.init_`) because of `reason`. The name is given as user
    /// code writes it, without the backticks of a keyword's declaration.
    static func renameWarning(of what: String, as swiftName: String, reason: String) -> String {
        "\(what) is \(swiftName.replacingOccurrences(of: "`", with: "")) in Swift, with a trailing _: \(reason)"
    }

    /// The Swift name of the entry `name`: a type for a group, a member for a token.
    fileprivate static func identifier(of name: String, _ entry: Group.Entry) -> String {
        switch entry {
        case .group: SwiftNaming.typeName(name)
        case .token: SwiftNaming.memberName(name)
        }
    }

    /// The name of the first entry of `group` whose Swift name is `identifier`: the one that
    /// declared it, when a later entry's name collides with it.
    private func claimant(of identifier: String, in group: Group) -> String {
        group.entries.first { Self.identifier(of: $0.key, $0.value) == identifier }?.key ?? identifier
    }

    /// Whether Swift can hold the token's value in every theme: a length in vw or vh has no
    /// size in points. Under `--strict` such a token is an error; under `--compat` it is left
    /// out of the Swift (CSS and JSON keep it) with a warning, and `DesignTokens.swift` names it.
    private mutating func acceptsLengths(_ reference: TokenReference, themed: Themed<TokenValue?>) -> Bool {
        // The values are looked at in place: a list of them per token was an allocation of
        // every token's check (issue 35).
        var found = themed.defaultValue.flatMap(SwiftLiteral.lengthWithoutPointSize)
        for variant in themed.variants where found == nil {
            found = variant.value.flatMap(SwiftLiteral.lengthWithoutPointSize)
        }
        guard let length = found else { return true }
        let (path, token) = self.token(reference)
        let problem = "token '\(path)': \(length) has no size in points, so Swift cannot hold it (CSS and JSON keep it as written)"
        if system.readingMode == .compat {
            log.warning("\(problem); it is left out of the Swift (--compat)", at: token.definition.location)
            leftOutTokens.append(path)
            return false
        }
        log.error("\(problem); give it in px or rem", at: token.definition.location)
        return false
    }

    /// The comment `DesignTokens.swift` starts with when tokens were left out.
    private var leftOutComment: String {
        leftOutTokens.map { "// Left out (no size in points, so Swift cannot hold it): \(SwiftNaming.lineComment($0.description))\n" }.joined()
            + (leftOutTokens.isEmpty ? "" : "\n")
    }

    // MARK: - Second pass: writing

    /// Writes a blank line before a declaration that stands apart or follows one that did.
    private func separate(_ member: Member, first: inout Bool, previousStoodApart: inout Bool, into out: inout String) {
        let standsApart = standsApart(member)
        if !first && (standsApart || previousStoodApart) { out += "\n" }
        first = false
        previousStoodApart = standsApart
    }

    /// Groups and documented tokens stand apart; plain tokens stay together.
    private func standsApart(_ member: Member) -> Bool {
        switch member.kind {
        case .group: true
        case .token(let reference):
            token(reference).token.definition.description != nil || token(reference).token.definition.deprecation != nil
        }
    }

    /// Writes `member` at `indent`.
    private func write(_ member: Member, indent: String, modulesHidden: Bool,
                       literals: LiteralPair, parts: TextParts, into out: inout String) {
        switch member.kind {
        case .group(let group):
            if let description = anyGroup(group.path)?.description {
                out += SwiftNaming.docComment(description, indent: indent)
            }
            out += indent
            out += options.access
            out += " enum "
            out += member.identifier
            out += " {\n"
            // A nested enum named like a module hides the module from its siblings, its
            // parents' scopes below the root, and everything inside.
            let modulesHidden = modulesHidden || group.entries.contains { name, entry in
                guard case .group = entry else { return false }
                let identifier = SwiftNaming.typeName(name)
                return Self.moduleNames.contains(identifier)
            }
            let innerIndent = indent + "    "
            var first = true
            var previousStoodApart = false
            for child in group.members {
                separate(child, first: &first, previousStoodApart: &previousStoodApart, into: &out)
                write(child, indent: innerIndent, modulesHidden: modulesHidden, literals: literals, parts: parts, into: &out)
                parts.handOn(&out)
            }
            out += indent
            out += "}\n"
        case .token(let reference):
            let (path, token) = self.token(reference)
            writeToken(path, token: token, themed: themedValue(of: path, token: token), identifier: member.identifier, indent: indent,
                       literal: modulesHidden ? literals.hidden : literals.plain, into: &out)
        }
    }


    private func writeToken(_ path: TokenPath, token: ResolvedToken, themed: Themed<TokenValue?>, identifier: String,
                            indent: String, literal: SwiftLiteral, into out: inout String) {
        let definition = token.definition
        if let description = definition.description {
            out += SwiftNaming.docComment(description, indent: indent)
        }
        if let reason = definition.deprecation {
            let message = reason.isEmpty ? "" : ", message: \(SwiftNaming.stringLiteral(reason))"
            out += "\(indent)@available(*, deprecated\(message))\n"
        }
        out += indent
        out += options.access
        out += " static let "
        out += identifier
        out += ": "
        literal.writeDeclaredType(of: themed, type: token.type, into: &out)
        out += " = "
        if options.outputReferences, let reference = reference(for: path, token: token, themed: themed) {
            out += reference
        } else {
            literal.writeExpression(themed, type: token.type, into: &out)
        }
        out += "\n"
    }

    // MARK: - References

    /// The expression naming the constant of the token `path` aliases, when writing it is
    /// the same as writing the value: the token aliases the same token in every theme, that
    /// token's constant exists, is not deprecated (naming it would warn) and has the same
    /// value in every theme, hence the same declared type. Its name starts with the
    /// namespace, which no group may hide, so it is found from anywhere. `nil`: write the value.
    private func reference(for path: TokenPath, token: ResolvedToken, themed: Themed<TokenValue?>) -> String? {
        guard let target = token.aliasOf else { return nil }
        for table in themeTables {
            guard let table, table[path]?.aliasOf == target else { return nil }
        }
        guard let name = constantName(of: target), let targetToken = anyToken(target), targetToken.definition.deprecation == nil,
              targetToken.type == token.type, themedValue(of: target) == themed else { return nil }
        return name
    }
}

extension SwiftEmitter.Group {
    /// The group named `name` here, made when missing; `nil` when a token has the name.
    fileprivate func child(_ name: String) -> SwiftEmitter.Group? {
        switch entries[name] {
        case .group(let existing): return existing
        case .token: return nil
        case nil:
            let child = SwiftEmitter.Group(path: path.appending(name))
            entries[name] = .group(child)
            return child
        }
    }
}
