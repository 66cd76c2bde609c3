import Foundation

/// The permutations of a resolver, one context of each modifier: counted before any is made,
/// since their number is the product of the modifiers' sizes (10 modifiers of 50 contexts
/// make 50¹⁰, and every permutation resolves every token again).
extension ResolverDocument {
    // MARK: - Properties

    /// The most permutations one run resolves when no input chooses one. 4096 is the limit
    /// `convert` puts on Tokens Studio's theme combinations; a design system of a dozen
    /// two-context modifiers stays within it, and resolving that many copies of a large
    /// design system already takes gigabytes.
    public static let maximumPermutations = 4_096

    /// The memory one run plans for resolving its permutations, estimated before any is
    /// made: 4 GiB, within the machines that build design systems.
    public static let maximumPermutationMemory = 4 << 30

    /// The estimate's bytes per permutation per byte of input. Each permutation holds every
    /// token it reads again: measured, 0.9 MB per permutation for 0.74 MB of token files
    /// (10,000 dimensions, 64 permutations: 98 MB against 42 MB for 2); twice, for margin.
    static let bytesPerPermutationPerInputByte = 2

    /// The modifiers resolutionOrder applies, in its order.
    var orderedModifiers: [Modifier] {
        resolutionOrder.compactMap { step in
            if case .modifier(let name) = step { return modifiers[name] }
            return nil
        }
    }

    /// How many permutations the modifiers make, `Int.max` when more than an `Int` holds.
    public var permutationCount: Int {
        orderedModifiers.reduce(1) { count, modifier in
            let (product, overflow) = count.multipliedReportingOverflow(by: modifier.contexts.count)
            return overflow ? .max : product
        }
    }

    // MARK: - Methods

    /// The error when resolving every permutation would pass `limit`, at the first modifier:
    /// it names the count, each modifier's size and `--input`, which resolves one; `nil`
    /// within the limit.
    public func permutationProblem(limit: Int = maximumPermutations) -> Diagnostic? {
        let count = permutationCount
        guard count > limit else { return nil }
        let modifiers = orderedModifiers
        let sizes = modifiers.map { "\($0.name) (\($0.contexts.count))" }.joined(separator: " × ")
        let counted = count == .max ? "more than \(Int.max)" : "\(count)"
        let example = modifiers.first.map { "\($0.name)=\($0.defaultContext)" } ?? "modifier=context"
        return .error("the resolver's modifiers make \(counted) permutations, \(sizes), more than the \(limit) one run resolves; "
                      + "resolve the ones you need with --input (one context per modifier, such as --input \(example)), "
                      + "or split the modifiers across resolvers",
                      at: modifiers.first?.location ?? SourceLocation(file: displayPath, line: 1, column: 1))
    }

    /// The error when resolving every permutation of `inputSize` bytes of input (the
    /// run's files, ``InputBudget``) is estimated to take more than `limit` bytes, at the
    /// first modifier; `nil` within it, or past the count's limit (which is said first).
    public func memoryProblem(inputSize: Int, limit: Int = maximumPermutationMemory) -> Diagnostic? {
        let count = permutationCount
        guard count <= Self.maximumPermutations else { return nil }
        let estimate = count * max(inputSize, 1) * Self.bytesPerPermutationPerInputByte
        guard estimate > limit else { return nil }
        let modifiers = orderedModifiers
        let example = modifiers.first.map { "\($0.name)=\($0.defaultContext)" } ?? "modifier=context"
        return .error("resolving the resolver's \(count) permutations of \(InputBudget.megabytes(inputSize)) of input would take about \(InputBudget.megabytes(estimate)) "
                      + "(each permutation holds its tokens again), more than the \(InputBudget.megabytes(limit)) one run plans for; "
                      + "resolve the ones you need with --input (such as --input \(example)), or split the modifiers across resolvers",
                      at: modifiers.first?.location ?? SourceLocation(file: displayPath, line: 1, column: 1))
    }

    /// Every permutation, the first modifier's context changing slowest, each modifier's
    /// contexts in their order. Call only within ``permutationProblem(limit:)``'s limit.
    func permutations() -> [Theme] {
        var themes: [[(modifier: String, context: String)]] = [[]]
        for modifier in orderedModifiers {
            themes = themes.flatMap { prefix in modifier.contexts.keys.map { prefix + [(modifier.name, $0)] } }
        }
        return themes.map(Theme.init)
    }
}
