/// Reading the token a style property gives, in one control state: what the contrast
/// check, the gallery's facts and the gallery's specimens all ask.
extension ResolvedStyle.Value {
    /// The token this value names in `state` (`nil`: the one value, or `normal`'s); a
    /// state a per-state value leaves out falls back to `normal`, as the views do. `nil`
    /// for a value that names no token.
    public func token(in state: ControlState?) -> (path: TokenPath, value: TokenValue)? {
        switch self {
        case .token(let path, let token):
            return (path, token)
        case .states(let byState):
            guard let chosen = byState[state ?? .normal] ?? byState[.normal] else { return nil }
            return chosen.token(in: nil)
        default:
            return nil
        }
    }
}

extension ResolvedStyle {
    /// The token value `property` gives in `state` (`normal`'s when the state gives none),
    /// `nil` when the style gives the property no token.
    public func tokenValue(_ property: String, in state: ControlState = .normal) -> TokenValue? {
        values[property]?.token(in: state)?.value
    }
}
