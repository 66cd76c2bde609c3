/// A resolver document made from fuzzer bytes: every byte read answers one question of its
/// shape (how many sets, which set or file a source names, how many contexts, which is the
/// default, the order of resolutionOrder, which context an input picks), and running out of
/// bytes answers 0. So every input is a well-formed resolver, and the fuzzer's mutations
/// move through sets referring to sets (cycles included), modifiers of up to 16 contexts,
/// inline tokens with aliases across sets and contexts, and inputs right and wrong.
struct ResolverShape {
    // MARK: - Properties

    private let bytes: [UInt8]
    private var position = 0
    /// The input the shape asks for, once ``document()`` has been made; `nil` for none.
    private(set) var input: [String: String]?

    /// Names the generated tokens take, so aliases between sets and contexts meet.
    private static let tokenNames = ["a", "b", "c", "color.red", "color.text", "size.m"]

    // MARK: - Initializers

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Making

    /// The resolver's JSON text.
    mutating func document() -> String {
        let setCount = Int(next(below: 5))
        let modifierCount = Int(next(below: 7))
        var sets: [String] = []
        for index in 0..<setCount {
            sets.append("\"s\(index)\": {\"sources\": \(sources(setCount: setCount))}")
        }
        var modifiers: [String] = []
        var contextCounts: [Int] = []
        for index in 0..<modifierCount {
            // 1 context is an error of its own; up to 16 reach the permutation limit with 3 modifiers.
            let contexts = 1 + Int(next(below: 16))
            contextCounts.append(contexts)
            let named = (0..<contexts).map { "\"c\($0)\": \(sources(setCount: setCount))" }
            let defaultContext = next(below: UInt8(contexts + 1))
            let declared = defaultContext == 0 ? "" : "\"default\": \"c\(defaultContext - 1)\", "
            modifiers.append("\"m\(index)\": {\(declared)\"contexts\": {\(named.joined(separator: ", "))}}")
        }
        // resolutionOrder: each set and modifier in a fuzzed order, some left out, some twice.
        var steps = (0..<setCount).map { "{\"$ref\": \"#/sets/s\($0)\"}" } + (0..<modifierCount).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
        var order: [String] = []
        while !steps.isEmpty {
            let index = Int(next(below: UInt8(steps.count)))
            switch next(below: 8) {
            case 0: steps.remove(at: index)
            case 1: order.append(steps[index])
            default: order.append(steps.remove(at: index))
            }
        }
        if next(below: 4) == 0 {
            // An input of one context per modifier, some out of range or naming no modifier.
            var chosen: [String: String] = [:]
            for (index, contexts) in contextCounts.enumerated() where next(below: 3) != 0 {
                chosen["m\(index)"] = "c\(Int(next(below: UInt8(min(contexts + 2, 255)))))"
            }
            if next(below: 8) == 0 { chosen["nope"] = "c0" }
            input = chosen
        }
        return "{\"version\": \"2025.10\", \"sets\": {\(sets.joined(separator: ", "))}, "
            + "\"modifiers\": {\(modifiers.joined(separator: ", "))}, \"resolutionOrder\": [\(order.joined(separator: ", "))]}"
    }

    // MARK: - Private

    /// A sources array: up to three of a set reference, a token file, or inline tokens.
    private mutating func sources(setCount: Int) -> String {
        let count = Int(next(below: 4))
        var sources: [String] = []
        for _ in 0..<count {
            switch next(below: 4) {
            case 0 where setCount > 0:
                sources.append("{\"$ref\": \"#/sets/s\(next(below: UInt8(setCount + 1)))\"}")
            case 1:
                let file = ResolverFuzzFolder.files[Int(next(below: UInt8(ResolverFuzzFolder.files.count)))]
                sources.append("{\"$ref\": \"\(file)\"}")
            default:
                sources.append(inlineTokens())
            }
        }
        return "[\(sources.joined(separator: ", "))]"
    }

    /// One or two number tokens, each a value or an alias of a generated name.
    private mutating func inlineTokens() -> String {
        let count = 1 + Int(next(below: 2))
        var tokens: [String] = []
        for _ in 0..<count {
            let name = Self.tokenNames[Int(next(below: UInt8(Self.tokenNames.count)))].split(separator: ".").last!
            let value = next(below: 3) == 0
                ? "\"{\(Self.tokenNames[Int(next(below: UInt8(Self.tokenNames.count)))])}\""
                : "\(next(below: 255))"
            tokens.append("\"\(name)\": {\"$type\": \"number\", \"$value\": \(value)}")
        }
        return "{\(tokens.joined(separator: ", "))}"
    }

    /// The next byte modulo `bound` (at least 1); 0 once the bytes are used up.
    private mutating func next(below bound: UInt8) -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position] % max(bound, 1)
    }
}
