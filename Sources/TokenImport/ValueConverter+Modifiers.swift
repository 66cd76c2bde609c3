import TokenModel

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`), applied to the
/// color a token names, as sd-transforms' `ts/color/modifiers` applies them.
extension ValueConverter {
    // MARK: - Tokens

    /// The DTCG type and value of a source token: its value read as `kind`, with its Tokens
    /// Studio color modifier applied. An empty `modify: {}` modifies nothing; a modifier on
    /// a token that is not a color is ignored, as Tokens Studio ignores it (noted).
    mutating func convert(token: SourceDocument.Token, as kind: SourceKind) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        guard let modify = modifier(of: token) else { return try convert(token.value, as: kind) }
        guard kind == .color else {
            notes.append("its color modifier (\(modify.compactJSON)) is ignored: it is not a color, and Tokens Studio modifies only colors")
            return try convert(token.value, as: kind)
        }
        guard let result = try modified(modify, base: try substituted(token.value), visiting: []) else { return try convert(token.value, as: kind) }
        return (.color, result)
    }

    /// What a reference to `token` names once its value `base` is substituted: its modified
    /// color when it has a modifier that applies, as sd-transforms' transform is transitive
    /// (a token referring to a modified color gets the modified color); `nil` otherwise.
    /// Notes belong to the referenced token's own conversion, so none are kept here.
    func referencedModifiedColor(of token: SourceDocument.Token, base: SourceNode, visiting: [String]) throws(Problem) -> SourceNode? {
        guard let modify = modifier(of: token), token.type.map(SourceKind.tokensStudio) == .color else { return nil }
        var converter = self
        return try converter.modified(modify, base: base, visiting: visiting)?.sourceNode(at: base.location)
    }

    // MARK: - Private

    /// The `modify` of a Tokens Studio token; `nil` when it has none or an empty one.
    private func modifier(of token: SourceDocument.Token) -> SourceNode? {
        guard format == .tokensStudio, let modify = token.extensions?[TokensStudioReader.extensionNamespace]?["modify"],
              modify.object?.isEmpty != true else { return nil }
        return modify
    }

    /// The color `base` (substituted) modified by `modify`, as DTCG color JSON; `nil` when
    /// sd-transforms leaves the color as it is (noted).
    private mutating func modified(_ modify: SourceNode, base: SourceNode, visiting: [String]) throws(Problem) -> OutputJSON? {
        // The modifier may itself be a reference to a token whose value is one.
        guard let modifier = try colorModifier(try substituted(modify, visiting: visiting), visiting: visiting) else { return nil }
        let color = try rgb(base)
        let result: ColorModifier.Result
        do throws(ColorModifier.Failure) {
            result = try modifier.apply(to: color)
        } catch {
            throw Problem(message: error.message)
        }
        switch result {
        case .srgb(let rgb): return Self.colorJSON(rgb)
        case .displayP3(let components, let alpha): return Self.colorJSON(space: "display-p3", components, alpha: alpha)
        case .lch(let components, let alpha): return Self.colorJSON(space: "lch", components, alpha: alpha)
        }
    }

    private static func colorJSON(space: String, _ components: ColorSpaceMath.Vector, alpha: Double) -> OutputJSON {
        var members: [(String, OutputJSON)] = [("colorSpace", .string(space)), ("components", .array((0..<3).map { .number(components[$0]) }))]
        if alpha != 1 { members.append(("alpha", .number(alpha))) }
        return .object(members)
    }

    /// The modifier `node` describes; `nil` when sd-transforms leaves the color as it is (no
    /// color space, or a type it does not know), noted.
    private mutating func colorModifier(_ node: SourceNode, visiting: [String]) throws(Problem) -> ColorModifier? {
        guard let members = node.object else { throw Problem(message: "its modify must be an object, not \(node.kindDescription)") }
        guard let kind = members["type"]?.string.flatMap(ColorModifier.Kind.init(rawValue:)) else {
            notes.append("its color modifier's type \(members["type"]?.compactJSON ?? "(none)") is not lighten, darken, mix or alpha; the color is carried over unmodified, as sd-transforms leaves it")
            return nil
        }
        guard let space = members["space"]?.string, !space.isEmpty else {
            notes.append("its color modifier has no color space; the color is carried over unmodified, as sd-transforms leaves it")
            return nil
        }
        guard let amountNode = members["value"] else { throw Problem(message: "its color modifier has no value") }
        let amount = try quantity(try substituted(amountNode, visiting: visiting), of: "modifier amount")
        guard amount.unit.isEmpty else { throw Problem(message: "its color modifier's amount \(amount.value.shortestText)\(amount.unit) has a unit") }
        var mixColor: CSSValues.RGB?
        if kind == .mix {
            guard let colorNode = members["color"] else { throw Problem(message: "its mix modifier has no color") }
            mixColor = try rgb(try substituted(colorNode, visiting: visiting))
        }
        return ColorModifier(kind: kind, amount: amount.value, space: space, mixColor: mixColor, format: members["format"]?.string)
    }
}
