import ConstraintSolver
import Foundation

/// A system written by `tools/solver_fixtures.py` with what kiwisolver gave for it.
struct Fixture: Decodable {
    // MARK: - Nested types

    /// A strength as the fixtures write it: a name, or a UIKit priority.
    enum StrengthSpec: Decodable {
        case named(String)
        case priority(Int)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let priority = try? container.decode(Int.self) { self = .priority(priority) } else { self = .named(try container.decode(String.self)) }
        }

        var strength: Strength {
            switch self {
            case .priority(let priority): Strength(priority: priority)
            case .named("required"): .required
            case .named("strong"): .strong
            case .named("medium"): .medium
            case .named("weak"): .weak
            case .named(let name): fatalError("unknown strength \(name)")
            }
        }
    }

    struct ConstraintSpec: Decodable {
        /// `[variable index, coefficient]` pairs.
        var terms: [[Double]]
        var constant: Double
        var op: String
        var strength: StrengthSpec
        var label: String
    }

    struct Expectation: Decodable {
        var values: [Double]
        var objective: Double
        var unique: Bool
    }

    /// One of `add`, `edit`, `suggest`, `remove`, with what kiwisolver gave after it.
    struct Step: Decodable {
        var add: [Int]?
        var refused: [Int]?
        /// `[variable index, strength]`, decoded loosely.
        var edit: [[EditField]]?
        var suggest: [[Double]]?
        var remove: [Int]?
        var expect: Expectation?
    }

    /// A field of an edit entry: the variable index or the strength, a name or a priority.
    enum EditField: Decodable {
        case number(Int)
        case name(String)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .name(try container.decode(String.self)) }
        }

        var index: Int {
            if case .number(let number) = self { return number }
            fatalError("an edit entry starts with a variable index")
        }

        var strength: Strength {
            switch self {
            case .number(let priority): StrengthSpec.priority(priority).strength
            case .name(let name): StrengthSpec.named(name).strength
            }
        }
    }

    // MARK: - Properties

    var kiwisolver: String
    var size: Int
    var seed: Int
    var variables: Int
    var constraints: [ConstraintSpec]
    var steps: [Step]

    // MARK: - Loading

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The names of every fixture file, sorted; throws when the folder cannot be read.
    static func listNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// `listNames()` for `@Test(arguments:)`, which cannot throw: empty when the folder is
    /// missing, which `everySizeHasFixtures` then reports.
    static var names: [String] { (try? listNames()) ?? [] }

    static func load(_ name: String) throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    // MARK: - Building

    func makeConstraints(over variables: [Variable]) -> [Constraint] {
        constraints.map { spec in
            let expression = Expression(spec.terms.map { Term(variables[Int($0[0])], $0[1]) }, constant: spec.constant)
            let relation: Constraint.Relation = switch spec.op {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            return Constraint(expression, relation, 0, strength: spec.strength.strength, label: spec.label)
        }
    }
}
