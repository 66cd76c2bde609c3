import TokenModel

/// How a builder applies its kind's setters at run time: one typed row per setter of the
/// kind's descriptor (``StyleKindDescriptor``, declared in the component's folder and read
/// by the token reader and code generation too), in the descriptor's order, listed by
/// ``StyleRegistry``. The generated `setStyle(_:)` calls the same setters by name, typed;
/// the run-time `apply(_:)` here (the gallery's, with no compile step) goes through the
/// rows' closures. How the gallery shows the kind is the gallery's own (`StyleGalleries`).
public struct StyleTable<Builder: StyledBuilder>: Sendable {
    // MARK: - Properties

    /// The kind's descriptor.
    public let descriptor: StyleKindDescriptor
    /// The style sheet's key of the kind (`otpField`).
    public var key: String { descriptor.key }
    /// The rows: the view's (``ViewBuilding``) that the component does not replace, then
    /// its own.
    public let rows: [StyleRow<Builder>]

    // MARK: - Initializers

    /// The table of `kind`: every view row whose properties `rows` do not take (a button's
    /// per-state `backgroundColor` replaces the view's), then `rows`, as the descriptor
    /// orders its setters (`StyleRegistryTests` checks the rows are the descriptor's).
    public init(kind: StyleKindDescriptor, viewRowsAnd rows: [StyleRow<Builder>]) {
        let replaced = Set(rows.flatMap { $0.properties.map(\.name) })
        descriptor = kind
        self.rows = Self.viewRows.filter { !$0.properties.contains { replaced.contains($0.name) } } + rows
    }

    // MARK: - Schema

    /// The kind in the token reader's terms: its properties, what each takes, which are set
    /// together and which are text on a surface.
    public var kind: StyleKind { StyleKind(descriptor) }

    // MARK: - Applying

    /// Makes the calls of the rows `arguments` name, on `builder`: each row once, where
    /// the first of its properties is given, and a per-state row once per state given
    /// (`normal` first; a state one argument leaves out falls back to its `normal`). Returns
    /// what it left out, in words: a name the kind has no property of, a row not all of
    /// whose properties are given, an argument of another kind than its property's. The
    /// loader gives none of these; a hand-written call may.
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

    // MARK: - Reading back

    /// What `view` shows for each of the kind's properties, as the rows read it back: one
    /// entry per property in the rows' order, one per ``ControlState`` for a per-state
    /// property; `argument` is `nil` where the view shows none (no background color). A
    /// view built with a style shows that style's arguments, so tests compare the two
    /// without naming a property.
    public func shown(by view: Builder.BuiltView) -> [(property: String, state: ControlState?, argument: StyleArgument?)] {
        rows.flatMap { row in
            (row.perState ? ControlState.allCases.map(Optional.some) : [nil]).flatMap { state in
                zip(row.properties, row.shown(view, state)).map { (property: $0.name, state: state, argument: $1) }
            }
        }
    }

    // MARK: - Private

    /// `normal`, then every other state one of `values` gives, in ``ControlState``'s order.
    private static func states(in values: [StyleArgument]) -> [ControlState] {
        var given = Set<ControlState>()
        for case .states(let byState) in values { given.formUnion(byState.keys) }
        return [.normal] + ControlState.allCases.filter { $0 != .normal && given.contains($0) }
    }
}
