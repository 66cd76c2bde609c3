import Foundation
import OrderedCollections

/// A style sheet (`*.styles.yaml`, `*.styles.json`): for each builder kind, named styles,
/// each a set of builder properties given as literals or token references.
public struct StyleSheet: Sendable {
    // MARK: - Properties

    /// The file, as named in diagnostics.
    public var displayPath: String
    /// Every style, in file order.
    public var styles: [StyleDefinition]

    // MARK: - Reading

    /// Reads and checks the style sheet at `url` against ``StyleSchema`` and `tokens` (the
    /// default theme's, for existence and type checks).
    public static func read(
        _ url: URL,
        displayPath: String,
        tokens: OrderedDictionary<TokenPath, ResolvedToken>,
        log: inout DiagnosticLog
    ) -> StyleSheet? {
        var report = ReferenceReport()
        return read(url, displayPath: displayPath, tokens: tokens, report: &report, log: &log)
    }

    /// Reads the style sheet at `url` as ``read(_:displayPath:tokens:log:)`` does; a
    /// reference to a token `report` says was left out (for an error already reported) is
    /// not reported again, nor one that may point into a file that could not be read.
    static func read(
        _ url: URL,
        displayPath: String,
        tokens: OrderedDictionary<TokenPath, ResolvedToken>,
        report: inout ReferenceReport,
        log: inout DiagnosticLog
    ) -> StyleSheet? {
        guard let root = DocumentReader.read(url, displayPath: displayPath, log: &log) else { return nil }
        guard let kinds = root.object else {
            log.error("a style sheet must map builder kinds (\(StyleSchema.kinds.keys.joined(separator: ", "))) to styles", at: root.location)
            return nil
        }
        var sheet = StyleSheet(displayPath: displayPath, styles: [])
        for (kind, stylesNode) in kinds {
            guard let schema = StyleSchema.kinds[kind] else {
                let hint = StyleSchema.suggestion(for: kind, among: StyleSchema.kinds.keys).map { "; did you mean '\($0)'?" } ?? ""
                log.error("unknown style kind '\(kind)'\(hint)", at: stylesNode.location)
                continue
            }
            guard let styles = stylesNode.object else {
                log.error("'\(kind)' must map style names to their properties", at: stylesNode.location)
                continue
            }
            for (name, propertiesNode) in styles {
                if let style = readStyle(kind: kind, name: name, propertiesNode, schema: schema, tokens: tokens, report: &report, log: &log) {
                    sheet.styles.append(style)
                }
            }
        }
        return sheet
    }

    /// Reports references that do not hold in `theme`: a token missing there, or of
    /// another type than the property takes.
    public func checkReferences(against tokens: OrderedDictionary<TokenPath, ResolvedToken>, in theme: Theme, log: inout DiagnosticLog) {
        var report = ReferenceReport()
        checkReferences(against: tokens, in: theme, report: &report, log: &log)
    }

    /// ``checkReferences(against:in:log:)``, leaving out what `report` says is reported.
    func checkReferences(against tokens: OrderedDictionary<TokenPath, ResolvedToken>, in theme: Theme, report: inout ReferenceReport, log: inout DiagnosticLog) {
        for style in styles {
            let schema = StyleSchema.kinds[style.kind] ?? [:]
            for (property, value) in style.properties {
                guard case .token(let type)? = schema[property] else { continue }
                let owner = "style '\(style.kind).\(style.name)', property '\(property)'"
                let references: [(StyleDefinition.Value)]
                if case .states(let states) = value { references = Array(states.values) } else { references = [value] }
                for case .reference(let path, let location) in references {
                    guard let token = tokens[path] else {
                        if report.leftOut.contains(path) || report.fold(at: location) { continue }
                        log.error("\(owner) refers to '\(path)', which does not exist in \(theme)", at: location)
                        continue
                    }
                    if token.type != type {
                        log.error("\(owner) takes a \(type.rawValue) token, but '\(path)' is a \(token.type.rawValue) in \(theme)", at: location)
                    } else if let problem = Self.lengthWithoutPoints(path, token) {
                        log.error("\(owner) \(problem) in \(theme)", at: location)
                    }
                }
            }
        }
    }

    // MARK: - Private

    /// Why a style cannot take the dimension `token`: a length in vw or vh (read under
    /// `--compat`) has no size in points for a builder to apply; `nil` for any other token.
    private static func lengthWithoutPoints(_ path: TokenPath, _ token: ResolvedToken) -> String? {
        guard case .dimension(let length) = token.value, !length.hasPointSize else { return nil }
        return "refers to '\(path)', \(length), which has no size in points; a style takes px, rem or em"
    }

    private static func readStyle(
        kind: String,
        name: String,
        _ node: SourceNode,
        schema: OrderedDictionary<String, StyleSchema.PropertyKind>,
        tokens: OrderedDictionary<TokenPath, ResolvedToken>,
        report: inout ReferenceReport,
        log: inout DiagnosticLog
    ) -> StyleDefinition? {
        guard let members = node.object else {
            log.error("style '\(kind).\(name)' must map properties to values", at: node.location)
            return nil
        }
        var style = StyleDefinition(kind: kind, name: name, properties: [:], location: node.location)
        for (property, valueNode) in members {
            guard let propertyKind = schema[property] else {
                let hint = StyleSchema.suggestion(for: property, among: schema.keys).map { "; did you mean '\($0)'?" } ?? ""
                log.error("style '\(kind).\(name)': '\(kind)' has no property '\(property)'\(hint)", at: valueNode.location)
                continue
            }
            let owner = "style '\(kind).\(name)', property '\(property)'"
            let value: StyleDefinition.Value?
            if let states = valueNode.object, AliasResolver.reference(in: valueNode) == nil {
                value = readStates(states, at: valueNode.location, kind: propertyKind,
                                   stateful: StyleSchema.statefulProperties[kind]?.contains(property) == true,
                                   owner: owner, tokens: tokens, report: &report, log: &log)
            } else {
                value = readValue(valueNode, kind: propertyKind, owner: owner, tokens: tokens, report: &report, log: &log)
            }
            if let value {
                style.properties[property] = value
                style.propertyLocations[property] = valueNode.location
            }
        }
        checkArgumentsTogether(of: style, written: members, at: node.location, log: &log)
        return style
    }

    /// Reports a style that gives some but not all of the properties one builder call
    /// applies together (`borderWidth` and `borderColor` → `setBorder(width:color:)`). A
    /// property counts as given when it is `written`, even if its value was refused (that
    /// error is reported already; saying it is missing too would send the reader astray).
    private static func checkArgumentsTogether(of style: StyleDefinition, written: OrderedDictionary<String, SourceNode>,
                                               at location: SourceLocation, log: inout DiagnosticLog) {
        for properties in StyleSchema.catalog[style.kind]?.setTogether ?? [] {
            let given = properties.filter { written[$0] != nil }
            guard !given.isEmpty, given.count < properties.count else { continue }
            let missing = properties.filter { written[$0] == nil }
            log.error("style '\(style.kind).\(style.name)' gives \(quotedList(given)) but not \(quotedList(missing)); "
                      + "one builder call sets \(quotedList(properties)) together, so give all of them or none", at: location)
        }
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: " and ")
    }

    /// `{ normal: …, highlighted: … }` for a property that takes a value per state.
    private static func readStates(
        _ members: OrderedDictionary<String, SourceNode>,
        at location: SourceLocation,
        kind: StyleSchema.PropertyKind,
        stateful: Bool,
        owner: String,
        tokens: OrderedDictionary<TokenPath, ResolvedToken>,
        report: inout ReferenceReport,
        log: inout DiagnosticLog
    ) -> StyleDefinition.Value? {
        guard stateful else {
            log.error("\(owner) takes one value, not a value per state", at: location)
            return nil
        }
        var states = OrderedDictionary<ControlState, StyleDefinition.Value>()
        var givesNormal = false
        for (name, node) in members {
            guard let state = ControlState(rawValue: name) else {
                let hint = StyleSchema.suggestion(for: name, among: ControlState.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                log.error("\(owner): '\(name)' is not a state (normal, highlighted, disabled, selected)\(hint)", at: node.location)
                continue
            }
            givesNormal = givesNormal || state == .normal
            if let value = readValue(node, kind: kind, owner: "\(owner), state '\(name)'", tokens: tokens, report: &report, log: &log) {
                states[state] = value
            }
        }
        guard states[.normal] != nil else {
            // A 'normal' given but wrong is reported as such, not as missing.
            if !givesNormal { log.error("\(owner) needs a 'normal' value; the other states fall back to it", at: location) }
            return nil
        }
        return .states(states)
    }

    private static func readValue(
        _ node: SourceNode,
        kind: StyleSchema.PropertyKind,
        owner: String,
        tokens: OrderedDictionary<TokenPath, ResolvedToken>,
        report: inout ReferenceReport,
        log: inout DiagnosticLog
    ) -> StyleDefinition.Value? {
        switch kind {
        case .token(let type):
            guard let path = AliasResolver.reference(in: node) else {
                log.error("\(owner) takes \(kind), written as a reference such as \"{color.text.primary}\"", at: node.location)
                return nil
            }
            guard let token = tokens[path] else {
                if report.leftOut.contains(path) || report.fold(at: node.location) { return nil }
                let hint = Suggestion.closest(to: path, among: tokens.keys).map { "; did you mean '{\($0)}'?" } ?? ""
                log.error("\(owner) refers to '\(path)', which does not exist\(hint)", at: node.location)
                return nil
            }
            guard token.type == type else {
                log.error("\(owner) takes a \(type.rawValue) token, but '\(path)' is a \(token.type.rawValue)", at: node.location)
                return nil
            }
            if let problem = lengthWithoutPoints(path, token) {
                log.error("\(owner) \(problem)", at: node.location)
                return nil
            }
            return .reference(path, location: node.location)
        case .alignment:
            guard let name = node.string, let alignment = TextAlignment(rawValue: name) else {
                log.error("\(owner) takes \(kind)", at: node.location)
                return nil
            }
            return .alignment(alignment)
        case .integer(let minimum):
            guard let number = node.number, number.rounded() == number, number >= Double(minimum), number <= Double(Int32.max) else {
                log.error("\(owner) takes \(kind)", at: node.location)
                return nil
            }
            return .integer(Int(number))
        case .contentMode:
            guard let name = node.string, StyleSchema.contentModeNames.contains(name) else {
                let hint = node.string.flatMap { StyleSchema.suggestion(for: $0, among: StyleSchema.contentModeNames) }
                    .map { "; did you mean '\($0)'?" } ?? ""
                log.error("\(owner) takes \(kind)\(hint)", at: node.location)
                return nil
            }
            return .contentMode(name)
        case .boolean:
            guard case .bool(let flag) = node.value else {
                // YAML reads `"true"` (quoted) as a string; say so rather than only "takes a boolean".
                let hint = node.string.map { $0.lowercased() }.flatMap { ["true", "false"].contains($0) ? "; write \($0) without quotes" : nil } ?? ""
                log.error("\(owner) takes \(kind), not \(node.kindDescription)\(hint)", at: node.location)
                return nil
            }
            return .boolean(flag)
        case .choice(let names):
            guard let name = node.string, names.contains(name) else {
                let hint = node.string.flatMap { StyleSchema.suggestion(for: $0, among: names) }.map { "; did you mean '\($0)'?" } ?? ""
                log.error("\(owner) takes \(kind)\(hint)", at: node.location)
                return nil
            }
            return .choice(name)
        }
    }
}
