import Foundation
import OrderedCollections
import TokenModel

/// The styles file: one style enum per style-sheet kind and its builder's `setStyle(_:)`.
extension SwiftEmitter {
    mutating func stylesFile() -> String {
        var byKind = OrderedDictionary<String, [StyleDefinition]>()
        for sheet in system.styleSheets {
            for style in sheet.styles { byKind[style.kind, default: []].append(style) }
        }
        var body = ""
        for (kind, styles) in byKind {
            if !body.isEmpty { body += "\n" }
            guard Self.generatedKinds.contains(kind) else {
                // Checked by the loader; the builder that would apply them does not exist yet.
                body += "// The \(styles.count) `\(kind)` style(s) are checked but not generated: "
                    + "\(StyleSchema.typeName(ofKind: kind))Builder does not exist yet.\n"
                continue
            }
            emitStyles(kind: kind, styles: styles, into: &body)
        }
        return header + "import Builders\nimport Foundation\nimport TokenModel\n" + (body.isEmpty ? "" : "\n" + body)
    }

    private mutating func emitStyles(kind: String, styles: [StyleDefinition], into out: inout String) {
        let typeName = StyleSchema.typeName(ofKind: kind)
        let access = options.access
        var cases: [(identifier: String, style: StyleDefinition)] = []
        var seen: [String: String] = [:]
        for style in styles {
            let identifier = SwiftNaming.memberName(style.name)
            if let other = seen[identifier] {
                log.error("styles '\(kind).\(other)' and '\(kind).\(style.name)' would both become the case .\(identifier); rename one of them", at: style.location)
                continue
            }
            seen[identifier] = style.name
            cases.append((identifier, style))
        }
        out += "/// The `\(kind)` styles of the style sheets, applied by `\(typeName)Builder.setStyle(_:)`.\n"
        out += "\(access) enum \(typeName)Style: String, CaseIterable, Sendable {\n"
        for (identifier, style) in cases {
            let rawValue = identifier.trimmingCharacters(in: CharacterSet(charactersIn: "`")) == style.name ? "" : " = \(SwiftNaming.stringLiteral(style.name))"
            out += "    case \(identifier)\(rawValue)\n"
        }
        out += "}\n\n"
        // The conformance to the public StyleBuilder is public, and so must its style enum
        // be; internal code gets the same method without the conformance.
        let retroactive = options.buildersInSamePackage ? "" : "@retroactive "
        let conformance = access == "public" ? ": \(retroactive)StyleBuilder" : ""
        out += "extension \(typeName)Builder\(conformance) {\n"
        out += "    /// Applies every property the style sheet gives the style.\n"
        out += "    \(access) func setStyle(_ style: \(typeName)Style) -> Self {\n"
        out += "        switch style {\n"
        for (identifier, style) in cases {
            out += "        case .\(identifier):\n"
            out += "            return self"
            for (property, value) in style.properties {
                guard let argument = argument(value, property: property, style: style) else { continue }
                out += "\n                .\(StyleSchema.setterName(ofProperty: property))(\(argument))"
            }
            out += "\n"
        }
        out += "        }\n    }\n}\n"
    }

    /// The style-sheet kinds whose builders exist, so their style enums can be generated.
    static let generatedKinds: Set<String> = ["label"]

    /// Properties whose builder method also takes a themed value.
    private static let themedProperties: Set<String> = ["textColor", "backgroundColor"]

    private mutating func argument(_ value: StyleDefinition.Value, property: String, style: StyleDefinition) -> String? {
        switch value {
        case .alignment(let alignment):
            return ".\(alignment.rawValue)"
        case .integer(let number):
            return String(number)
        case .states:
            log.error("style '\(style.kind).\(style.name)', property '\(property)': values per state are not generated yet", at: style.location)
            return nil
        case .reference(let path, let location):
            guard let name = constantNames[path], let token = anyToken(path) else {
                log.error("style '\(style.kind).\(style.name)', property '\(property)': '\(path)' has no generated constant", at: location)
                return nil
            }
            let themed = themedValue(of: path)
            if SwiftLiteral.isPartial(themed) {
                log.error("style '\(style.kind).\(style.name)', property '\(property)': '\(path)' is missing from some themes", at: location)
                return nil
            }
            if !themed.isConstant, !Self.themedProperties.contains(property) {
                log.error("style '\(style.kind).\(style.name)', property '\(property)': '\(path)' differs between themes, and \(property) does not take themed values yet", at: location)
                return nil
            }
            guard token.definition.deprecation != nil else { return name }
            // Naming a deprecated constant would make the generated code warn, where no one
            // can fix it; the value is written out and the use reported here instead.
            log.warning("style '\(style.kind).\(style.name)', property '\(property)': '\(path)' is deprecated", at: location)
            return SwiftLiteral().expression(themed, type: token.type)
        }
    }
}
