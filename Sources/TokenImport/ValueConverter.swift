import Foundation
import TokenModel

/// Turns one source value into a DTCG 2025.10 value of the type its kind gives, in one
/// theme: references stay references where DTCG can hold them (and the token they name is
/// carried over with a fitting type); otherwise they are replaced by the value they name, so
/// math and text with references inside become constants. Anything it cannot carry over
/// exactly throws a ``Problem``; rules worth knowing (a unitless size read as rem) are notes.
struct ValueConverter {
    // MARK: - Nested types

    /// Why a value is not carried over.
    struct Problem: Error {
        var message: String
    }

    /// The values references name, once substituted, by canonical path: one theme's
    /// tokens are substituted once however many values name them (chains of math would
    /// otherwise be substituted again at every step).
    final class SubstitutionCache {
        var values: [String: SourceNode] = [:]
    }

    /// What the converter may ask about other tokens, in the theme being converted.
    struct Environment {
        /// The token a reference's dotted path names (as written, `.value` suffix included).
        var token: (String) -> SourceDocument.Token?
        /// The DTCG type of the token at a canonical dotted path when it is carried over;
        /// `nil` when it is not (so a reference to it cannot stay a reference).
        var carriedType: (String) -> TokenType?
        /// The substituted values of this theme's tokens.
        var cache: SubstitutionCache
    }

    /// How a number without a unit is read as a length.
    enum UnitlessLength {
        /// Tokens Studio's rule: pixels.
        case px
        /// Style Dictionary's size transforms (`size/rem`, `size/remToPt`, `size/remToSp`): rem.
        case rem
        case refused
    }

    // MARK: - Properties

    let format: SourceFormat
    let environment: Environment
    /// Whether references that DTCG can hold stay references; `false` substitutes every
    /// reference, which is how the importer resolves a source on its own.
    let keepReferences: Bool
    var unitlessLength: UnitlessLength
    var notes: [String] = []
    /// The source format's rules this value was read by (a unitless size read as rem),
    /// reported once per rule with the tokens it applied to.
    var rules: Set<String> = []

    // MARK: - Initializers

    init(format: SourceFormat, environment: Environment, keepReferences: Bool, unitlessLength: UnitlessLength) {
        self.format = format
        self.environment = environment
        self.keepReferences = keepReferences
        self.unitlessLength = unitlessLength
    }

    // MARK: - Converting

    /// The DTCG type and value of `node` read as `kind`.
    mutating func convert(_ node: SourceNode, as kind: SourceKind) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        if case .unsupported(let reason) = kind { throw Problem(message: reason) }
        if let alias = try keptAlias(node, fitting: kind.types) { return alias }
        // A composite's members are converted one by one, so each may stay a reference.
        let node = Self.isComposite(kind) && (node.object != nil || node.array != nil) ? node : try substituted(node)
        switch kind {
        case .color: return (.color, try color(node))
        case .dimension: return (.dimension, try dimension(node))
        case .lineHeight: return try lineHeight(node)
        case .letterSpacing: return (.dimension, try letterSpacing(node, fontSize: nil))
        case .opacity: return (.number, try opacity(node))
        case .number: return (.number, .number(try number(node)))
        case .fontFamily: return (.fontFamily, try fontFamily(node))
        case .fontWeight: return (.fontWeight, try fontWeight(node))
        case .duration: return (.duration, try duration(node))
        case .cubicBezier: return (.cubicBezier, try cubicBezier(node))
        case .strokeStyle: return (.strokeStyle, try strokeStyle(node))
        case .typography: return (.typography, try typography(node))
        case .shadow: return (.shadow, try shadows(node))
        case .border: return (.border, try border(node))
        case .transition: return (.transition, try transition(node))
        case .gradient: return (.gradient, try gradient(node))
        case .unsupported(let reason): throw Problem(message: reason)
        }
    }

    /// The canonical dotted path a whole-value reference `{a.b}` names, `nil` when `node`
    /// is not one.
    func referencedPath(_ node: SourceNode) -> String? {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), text.hasPrefix("{"), text.hasSuffix("}"),
              text.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" }) else { return nil }
        return canonical(String(text.dropFirst().dropLast()))
    }

    // MARK: - References

    static func isComposite(_ kind: SourceKind) -> Bool {
        [.typography, .shadow, .border, .transition, .gradient].contains(kind)
    }

    /// `a.b.c.value` (Style Dictionary's form) is `a.b.c` when that is the token.
    func canonical(_ written: String) -> String {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(".value"), environment.token(trimmed) == nil {
            let shorter = String(trimmed.dropLast(6))
            if environment.token(shorter) != nil { return shorter }
        }
        return trimmed
    }

    /// `node` as a DTCG reference, when it is a whole-value reference to a token carried
    /// over as one of `types` and references are kept.
    mutating func keptAlias(_ node: SourceNode, fitting types: Set<TokenType>) throws(Problem) -> (type: TokenType, value: OutputJSON)? {
        guard let path = referencedPath(node) else { return nil }
        guard environment.token(path) != nil else { throw Problem(message: "refers to '\(path)', which does not exist") }
        guard keepReferences, let type = environment.carriedType(path), types.contains(type) else { return nil }
        return (type, .string("{\(path)}"))
    }

    /// `node` with every reference replaced by the value it names, followed to the end.
    /// In a composite value, objects are walked; a string with a reference inside gets the
    /// referenced value's text (in parentheses inside an expression).
    func substituted(_ node: SourceNode, visiting: [String] = []) throws(Problem) -> SourceNode {
        switch node.value {
        case .object(let members):
            var result = members
            for (key, value) in members { result[key] = try substituted(value, visiting: visiting) }
            return SourceNode(.object(result), at: node.location)
        case .array(let elements):
            var result: [SourceNode] = []
            for element in elements { result.append(try substituted(element, visiting: visiting)) }
            return SourceNode(.array(result), at: node.location)
        case .string(let text) where text.contains("{"):
            if let path = referencedPath(node) { return try target(path, visiting: visiting) }
            var output = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                output += rest[..<open]
                guard let close = rest[open...].firstIndex(of: "}") else { throw Problem(message: "'\(text)' has a '{' that is never closed") }
                let path = canonical(String(rest[rest.index(after: open)..<close]))
                let value = try target(path, visiting: visiting)
                let inserted: String
                switch value.value {
                case .string(let string): inserted = string
                case .number(let number): inserted = number.shortestText
                case .object where Self.cssText(ofColor: value) != nil: inserted = Self.cssText(ofColor: value)!
                default: throw Problem(message: "'\(text)' puts '\(path)', \(value.kindDescription), inside text")
                }
                let isExpression = TokenMath.isExpression(inserted)
                output += isExpression ? "(\(inserted))" : inserted
                rest = rest[rest.index(after: close)...]
            }
            output += rest
            return SourceNode(.string(output), at: node.location)
        default:
            return node
        }
    }

    func target(_ path: String, visiting: [String]) throws(Problem) -> SourceNode {
        guard !visiting.contains(path) else {
            throw Problem(message: "references go round in a cycle: \((visiting + [path]).joined(separator: " -> "))")
        }
        if let cached = environment.cache.values[path] { return cached }
        guard let token = environment.token(path) else { throw Problem(message: "refers to '\(path)', which does not exist") }
        var value = try substituted(token.value, visiting: visiting + [path])
        // A reference to a modified color names the modified color (sd-transforms' modifier is transitive).
        if let modified = try referencedModifiedColor(of: token, base: value, visiting: visiting + [path]) { value = modified }
        // Math that is constant is kept as its result, so a chain of math stays short.
        if format == .tokensStudio, let text = value.string, TokenMath.isExpression(text), let result = try? TokenMath.evaluate(text) {
            value = SourceNode(.string("\(result.value.shortestText)\(result.unit)"), at: value.location)
        }
        environment.cache.values[path] = value
        return value
    }
}
