import Foundation
import OrderedCollections
import TokenModel

/// The styles file: one style enum per style-sheet kind and its builder's `setStyle(_:)`,
/// which calls the builder's typed setters as the kind's descriptors name them
/// (`setDigitFont(_:)`, `setBackgroundColor(_:for:)`), so a setter the builder lacks or
/// a value of another type is a compile error, reported at the style sheet's line through
/// `#sourceLocation`. The run-time `apply(_:)` makes the same calls through the tables.
extension SwiftEmitter {
    // MARK: - File

    mutating func stylesFile() -> String {
        var byKind = OrderedDictionary<String, [StyleDefinition]>()
        for sheet in system.styleSheets {
            for style in sheet.styles { byKind[style.kind, default: []].append(style) }
        }
        var body = ""
        // The style enums are declared in an extension of the namespace, where a top group
        // named `Swift` would hide the module: then its types are named with a module selector.
        let swift = tree.map(Self.hidesModules) == true ? "Swift::" : "Swift."
        for (kind, styles) in byKind where Self.generatedKinds.contains(kind) {
            if !body.isEmpty { body += "\n" }
            emitStyles(kind: kind, styles: styles, swift: swift, into: &body)
        }
        // Without style sheets the file imports no Builders, so a target that wants the
        // typed tokens alone builds without the renderer and its C libraries.
        return header + (body.isEmpty ? "import Foundation\nimport TokenValues\n" : "import Builders\nimport Foundation\nimport TokenValues\n\n" + body)
    }

    /// The style-sheet kinds whose style enums are generated: every kind of the schema.
    static let generatedKinds = Set(StyleSchema.kinds.keys)

    // MARK: - Style enums

    /// The style enum of `kind` and its builder's `setStyle(_:)`; `swift` is how the Swift
    /// module is named (`Swift.` or `Swift::`).
    private mutating func emitStyles(kind: String, styles: [StyleDefinition], swift: String, into out: inout String) {
        let typeName = StyleSchema.typeName(ofKind: kind)
        let access = options.access
        let styleType = "\(options.namespace).\(typeName)Style"
        var cases: [(identifier: String, style: StyleDefinition)] = []
        var seen: [String: String] = [:]
        for style in styles {
            let identifier = SwiftNaming.caseName(style.name)
            if let other = seen[identifier] {
                log.error("styles '\(kind).\(other)' and '\(kind).\(style.name)' would both become the case .\(identifier); rename one of them", at: style.location)
                continue
            }
            if let reason = SwiftNaming.renameReason(of: identifier) {
                log.warning(Self.renameWarning(of: "style '\(kind).\(style.name)'", as: "\(styleType).\(identifier)", reason: reason), at: style.location)
            }
            seen[identifier] = style.name
            cases.append((identifier, style))
        }
        out += "extension \(options.namespace) {\n"
        out += "    /// The `\(kind)` styles of the style sheets, applied by `\(typeName)Builder.setStyle(_:)`.\n"
        out += "    \(access) enum \(typeName)Style: \(swift)String, \(swift)CaseIterable, \(swift)Sendable {\n"
        for (identifier, style) in cases {
            let rawValue = identifier.trimmingCharacters(in: CharacterSet(charactersIn: "`")) == style.name ? "" : " = \(SwiftNaming.stringLiteral(style.name))"
            out += "        case \(identifier)\(rawValue)\n"
        }
        out += "    }\n}\n\n"
        // A plain member, no conformance: a retroactive conformance of a dscompile builder
        // could be declared by one generated design system only, and two in one program
        // would clash. The method takes this design system's style type, so another's
        // `setStyle(_:)` is a separate overload.
        let builder = "\(typeName)Builder"
        let callsName = Self.callsName(ofKind: kind)
        out += "extension \(builder) {\n"
        out += "    /// Applies every property the style sheet gives the style.\n"
        out += "    \(access) func setStyle(_ style: \(styleType)) -> \(builder) {\n"
        out += "        \(callsName)(style, self)\n"
        out += "    }\n}\n\n"
        // The calls stand at file scope, not in the extension: there a token would be looked
        // up among the builder's members first, and a root token or top group named like one
        // (`view`, `build`, `BuiltView`) would be hidden. Qualifying with the module would not
        // do, as a type of the module may share its name. The style and the builder are `$0`
        // and `$1`, which no token's identifier can hide; `callsName` is reserved.
        out += "/// The builder calls of each `\(kind)` style.\n"
        out += "private let \(callsName): @Sendable (\(styleType), \(builder)) -> \(builder) = {\n"
        out += "    switch $0 {\n"
        for (identifier, style) in cases {
            out += "    case .\(identifier):\n"
            let calls = calls(of: style)
            for call in calls {
                for line in call.lines {
                    // The next line is reported as the style sheet's, so a setter the builder
                    // lacks (a misspelt or removed property) is an error located there.
                    out += "#sourceLocation(file: \(SwiftNaming.stringLiteral(call.location.file)), line: \(call.location.line))\n"
                    out += "        _ = $1.\(line)\n"
                }
            }
            if !calls.isEmpty { out += "#sourceLocation()\n" }
            out += "        return $1\n"
        }
        out += "    }\n}\n"
    }

    /// The file-scope constant that holds the builder calls of the styles of `kind`
    /// (`labelStyleCalls`); no root token or top group may take its name.
    static func callsName(ofKind kind: String) -> String {
        SwiftNaming.memberName(StyleSchema.typeName(ofKind: kind)) + "StyleCalls"
    }

    // MARK: - Calls

    /// The setter calls of `style`, each where the first of its properties is written, in
    /// the order written, as the run-time `apply(_:)` makes them: a per-state setter once per
    /// state given (`normal` first, then ``ControlState``'s order; a state one property
    /// leaves out takes its `normal`). A property whose value cannot be written is reported
    /// and its call left out.
    private mutating func calls(of style: StyleDefinition) -> [(location: SourceLocation, lines: [String])] {
        guard let kind = StyleSchema.catalog[style.kind] else { return [] }
        var made = Set<String>()
        var calls: [(location: SourceLocation, lines: [String])] = []
        for name in style.properties.keys {
            guard let setter = kind.descriptor.setter(of: name), made.insert(setter.signature).inserted else { continue }
            let values = setter.properties.compactMap { property in style.properties[property.name].map { (property, $0) } }
            guard values.count == setter.properties.count else {
                // The style sheet reader reports a style that gives only some of them.
                log.error("style '\(style.kind).\(style.name)' gives only some of the properties \(setter.signature) takes", at: style.location)
                continue
            }
            let location = style.propertyLocations[name] ?? style.location
            var lines: [String] = []
            if setter.perState {
                for state in Self.states(in: values.map(\.1)) {
                    let stateValues = values.map { property, value in
                        guard case .states(let byState) = value else { return (property, value) }
                        return (property, byState[state] ?? byState[.normal] ?? value)
                    }
                    guard let arguments = arguments(stateValues, of: kind, style: style) else { lines = []; break }
                    lines.append("\(setter.name)(\(arguments), for: .\(state.rawValue))")
                }
            } else if let arguments = arguments(values, of: kind, style: style) {
                lines.append("\(setter.name)(\(arguments))")
            }
            if !lines.isEmpty { calls.append((location, lines)) }
        }
        return calls
    }

    /// `normal`, then every other state one of `values` gives, in ``ControlState``'s order.
    private static func states(in values: [StyleDefinition.Value]) -> [ControlState] {
        var given = Set<ControlState>()
        for case .states(let byState) in values { given.formUnion(byState.keys) }
        return [.normal] + ControlState.allCases.filter { $0 != .normal && given.contains($0) }
    }

    /// The call's arguments (`width: a, height: b`), `nil` after reporting a value that
    /// cannot be written.
    private mutating func arguments(_ values: [(StyleProperty, StyleDefinition.Value)], of kind: StyleKind, style: StyleDefinition) -> String? {
        var arguments: [String] = []
        for (descriptor, value) in values {
            guard let property = kind.property(descriptor.name), var expression = argument(value, of: property, style: style) else { return nil }
            if let member = descriptor.member { expression += ".\(member)" }
            arguments.append(descriptor.label.map { "\($0): \(expression)" } ?? expression)
        }
        return arguments.joined(separator: ", ")
    }

    /// The Swift expression of `value` as `property`'s setter takes it; `nil` after
    /// reporting why there is none.
    private mutating func argument(_ value: StyleDefinition.Value, of property: StyleKind.Property, style: StyleDefinition) -> String? {
        switch value {
        case .alignment(let alignment):
            return ".\(alignment.rawValue)"
        case .contentMode(let name):
            return ".\(name)"
        case .choice(let name):
            return ".\(name)"
        case .integer(let number):
            return "\(number)"
        case .boolean(let flag):
            return "\(flag)"
        case .states:
            // A per-state setter is called once per state with the state's values; only a
            // property that takes one value gets here with states.
            log.error("style '\(style.kind).\(style.name)', property '\(property.name)' takes one value, not a value per state", at: style.location)
            return nil
        case .reference(let path, let location):
            return tokenArgument(path, at: location, of: property, style: style)
        }
    }

    /// The expression of the token at `path`, typed as the setter takes it.
    private mutating func tokenArgument(_ path: TokenPath, at location: SourceLocation, of property: StyleKind.Property, style: StyleDefinition) -> String? {
        let owner = "style '\(style.kind).\(style.name)', property '\(property.name)'"
        guard let name = constantName(of: path), let token = anyToken(path), case .token(let type) = property.kind else {
            log.error("\(owner): '\(path)' has no generated constant", at: location)
            return nil
        }
        let themed = themedValue(of: path)
        if SwiftLiteral.isPartial(themed) {
            log.error("\(owner): '\(path)' is missing from some themes", at: location)
            return nil
        }
        if !themed.isConstant, !property.takesThemedValues {
            log.error("\(owner): '\(path)' differs between themes, and \(property.name) does not take themed values", at: location)
            return nil
        }
        var expression = name
        let literal = SwiftLiteral(themeSpace: themeSpaceExpression)
        if token.definition.deprecation != nil {
            // Naming a deprecated constant would make the generated code warn, where no
            // one can fix it; the value is written out and the use reported here instead.
            log.warning("\(owner): '\(path)' is deprecated", at: location)
            expression = literal.expression(themed, type: token.type)
        }
        // In a design system with themes every constant is `Themed`, and a color in every
        // one; one the property takes plain has the same value in every theme (checked above).
        let isThemed = literal.alwaysThemed(token.type) || !themed.isConstant
        let themedExpression = isThemed ? expression : "TokenValues.Themed(\(expression))"
        let constant = isThemed ? "\(expression).defaultValue" : expression
        switch type {
        case .color, .gradient, .shadow: return themedExpression
        case .typography, .dimension, .duration: return constant
        case .number: return "Foundation.CGFloat(\(constant))"
        default:
            log.error("\(owner): a style property cannot take a \(type.rawValue) token", at: location)
            return nil
        }
    }
}
