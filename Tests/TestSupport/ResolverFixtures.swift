/// Resolver documents that the tests of the resolver's bounds write.
public enum ResolverFixtures {
    /// A resolver of `modifiers` modifiers (`m0`, `m1`, …) of `contexts` inline contexts each
    /// (`c0`, `c1`, …, each defining the number token `m<i>` as its index), every modifier
    /// defaulting to `c0`, all in resolutionOrder.
    public static func resolver(modifiers: Int, contexts: Int) -> String {
        let declared = (0..<modifiers).map { m in
            let named = (0..<contexts).map { c in "\"c\(c)\": [{\"m\(m)\": {\"$type\": \"number\", \"$value\": \(c)}}]" }
            return "\"m\(m)\": {\"default\": \"c0\", \"contexts\": {\(named.joined(separator: ", "))}}"
        }
        let order = (0..<modifiers).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
        return "{\"version\": \"2025.10\", \"modifiers\": {\(declared.joined(separator: ", "))}, \"resolutionOrder\": [\(order.joined(separator: ", "))]}"
    }
}
