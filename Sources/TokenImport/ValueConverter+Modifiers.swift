import TokenModel

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`), applied to the
/// color a token names, as sd-transforms' `ts/color/modifiers` applies them.
extension ValueConverter {
    // MARK: - Tokens

    /// The DTCG type and value of a source token: its value read as `kind`, with its Tokens
    /// Studio color modifier applied. An empty `modify: {}` modifies nothing; a modifier on
    /// a token that is not a color is ignored, as Tokens Studio ignores it (noted).
    mutating func convert(token: SourceDocument.Token, as kind: SourceKind) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        guard format == .tokensStudio, let modify = token.extensions?[TokensStudioReader.extensionNamespace]?["modify"],
              modify.object?.isEmpty != true else {
            return try convert(token.value, as: kind)
        }
        guard kind == .color else {
            notes.append("its color modifier (\(modify.compactJSON)) is ignored: it is not a color, and Tokens Studio modifies only colors")
            return try convert(token.value, as: kind)
        }
        // The modifier may itself be a reference to a token whose value is one.
        guard let modifier = try colorModifier(try substituted(modify)) else { return try convert(token.value, as: kind) }
        let base = try rgb(try substituted(token.value))
        let result: ColorModifier.Result
        do throws(ColorModifier.Failure) {
            result = try modifier.apply(to: base)
        } catch {
            throw Problem(message: error.message)
        }
        switch result {
        case .srgb(let rgb): return (.color, Self.colorJSON(rgb))
        case .displayP3(let components, let alpha): return (.color, Self.colorJSON(space: "display-p3", components, alpha: alpha))
        case .lch(let components, let alpha): return (.color, Self.colorJSON(space: "lch", components, alpha: alpha))
        }
    }

    // MARK: - Private

    private static func colorJSON(space: String, _ components: ColorSpaceMath.Vector, alpha: Double) -> OutputJSON {
        var members: [(String, OutputJSON)] = [("colorSpace", .string(space)), ("components", .array((0..<3).map { .number(components[$0]) }))]
        if alpha != 1 { members.append(("alpha", .number(alpha))) }
        return .object(members)
    }

    /// The modifier `node` describes; `nil` when sd-transforms leaves the color as it is (no
    /// color space, or a type it does not know), noted.
    private mutating func colorModifier(_ node: SourceNode) throws(Problem) -> ColorModifier? {
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
        let amount = try quantity(try substituted(amountNode), of: "modifier amount")
        guard amount.unit.isEmpty else { throw Problem(message: "its color modifier's amount \(amount.value.shortestText)\(amount.unit) has a unit") }
        var mixColor: CSSValues.RGB?
        if kind == .mix {
            guard let colorNode = members["color"] else { throw Problem(message: "its mix modifier has no color") }
            mixColor = try rgb(try substituted(colorNode))
        }
        return ColorModifier(kind: kind, amount: amount.value, space: space, mixColor: mixColor, format: members["format"]?.string)
    }
}
