import TokenModel

/// A component's style properties, declared once in its folder: each property, what it
/// takes and the builder call that applies it (``StyleRow``), and which properties are
/// text drawn on a surface. Everything else derives from it: the style-sheet schema the
/// token reader checks against (``kind``, written to `style-kinds.json`), the generated
/// `setStyle(_:)` and the run-time `apply(_:)` (both ``apply(_:to:)``), the contrast pairs
/// and the gallery's section (``gallery``), listed by ``StyleRegistry``.
public struct StyleTable<Builder: StyledBuilder>: Sendable {
    // MARK: - Properties

    /// The style sheet's key of the kind (`otpField`).
    public let key: String
    /// The rows: the view's (``ViewBuilding``) that the component does not replace, then
    /// its own.
    public let rows: [StyleRow<Builder>]
    /// The text colors drawn on a surface, for the contrast check.
    public let textsOnSurfaces: [StyleKind.TextOnSurface]
    /// How the gallery shows the kind.
    public let gallery: StyleGallery<Builder>

    // MARK: - Initializers

    /// The table of the kind `key`: every view row whose properties `rows` do not take
    /// (a button's per-state `backgroundColor` replaces the view's), then `rows`.
    public init(key: String, viewRowsAnd rows: [StyleRow<Builder>], textsOnSurfaces: [StyleKind.TextOnSurface] = [],
                gallery: StyleGallery<Builder>) {
        let replaced = Set(rows.flatMap { $0.properties.map(\.name) })
        self.key = key
        self.rows = Self.viewRows.filter { !$0.properties.contains { replaced.contains($0.name) } } + rows
        self.textsOnSurfaces = textsOnSurfaces
        self.gallery = gallery
    }

    // MARK: - Schema

    /// The kind as data, for TokenModel: its properties, what each takes, which are set
    /// together and which are text on a surface. Its type name is the builder's name
    /// without `Builder` (`OTPFieldBuilder` → `OTPField`, whose styles are `OTPFieldStyle`).
    public var kind: StyleKind {
        StyleKind(key: key, typeName: String(String(describing: Builder.self).dropLast("Builder".count)),
                  properties: rows.flatMap(\.properties),
                  setTogether: rows.filter { $0.properties.count > 1 }.map { $0.properties.map(\.name) },
                  textsOnSurfaces: textsOnSurfaces)
    }

    // MARK: - Applying

    /// Makes the calls of the rows `arguments` name, on `builder`: each row once, where
    /// the first of its properties is given, and a per-state row once per state given
    /// (`normal` first; a state one argument leaves out falls back to its `normal`). Returns
    /// what it left out, in words: a name the kind has no property of, a row not all of
    /// whose properties are given, an argument of another kind than its property's. The
    /// loader and the generated code give none of these; a hand-written call may.
    @discardableResult
    public func apply(_ arguments: [(name: String, argument: StyleArgument)], to builder: Builder) -> [String] {
        var applied = Set<Int>()
        var leftOut: [String] = []
        for (name, _) in arguments {
            guard let index = rows.firstIndex(where: { $0.properties.contains { $0.name == name } }) else {
                leftOut.append("'\(key)' has no style property '\(name)'")
                continue
            }
            guard applied.insert(index).inserted else { continue }
            let row = rows[index]
            let values = row.properties.compactMap { property in arguments.first { $0.name == property.name }?.argument }
            let names = row.properties.map { "'\($0.name)'" }.joined(separator: " and ")
            guard values.count == row.properties.count else {
                leftOut.append("\(names) are set together; give all of them")
                continue
            }
            let made: Bool
            if row.perState {
                made = Self.states(in: values).allSatisfy { state in
                    let stateValues = values.compactMap { value -> StyleArgument? in
                        guard case .states(let byState) = value else { return value }
                        return byState[state] ?? byState[.normal]
                    }
                    return stateValues.count == values.count && row.call(builder, stateValues, state)
                }
            } else {
                made = row.call(builder, values, nil)
            }
            if !made { leftOut.append("\(names) take\(row.properties.count == 1 ? "s" : "") \(row.properties.map(\.kind.description).joined(separator: " and ")), not what was given") }
        }
        return leftOut
    }

    /// Applies `style`, read from a style sheet at run time, as the generated
    /// `setStyle(_:)` applies it at compile time.
    public func apply(_ style: ResolvedStyle, to builder: Builder) {
        let properties = Dictionary(uniqueKeysWithValues: rows.flatMap(\.properties).map { ($0.name, $0.kind) })
        let arguments = style.values.compactMap { name, value -> (name: String, argument: StyleArgument)? in
            guard let kind = properties[name], let argument = StyleArgument(value, as: kind) else { return nil }
            return (name, argument)
        }
        apply(arguments, to: builder)
    }

    // MARK: - Private

    /// `normal`, then every other state one of `values` gives, in ``ControlState``'s order.
    private static func states(in values: [StyleArgument]) -> [ControlState] {
        var given = Set<ControlState>()
        for case .states(let byState) in values { given.formUnion(byState.keys) }
        return [.normal] + ControlState.allCases.filter { $0 != .normal && given.contains($0) }
    }
}
