import Builders
import Synchronization
import Testing
import TokenModel

/// A style table applied by hand: what it cannot apply is said, never dropped in silence.
@Suite("Style table")
struct StyleTableTests {
    /// The warnings `body` gives.
    private func warnings(_ body: () -> Void) -> [String] {
        let given = Mutex<[String]>([])
        RuntimeWarning.$sink.withValue({ warning in given.withLock { $0.append(warning) } }) { body() }
        return given.withLock { $0 }
    }

    @Test func aPropertyByNameIsApplied() {
        let label = LabelBuilder.startBuild().setStyleProperties(["textColor": .color(Themed(.red)), "numberOfLines": .integer(2)]).build()
        #expect(label.textColor == Themed(.red))
        #expect(label.numberOfLines == 2)
    }

    @Test func anUnknownNameAWrongKindAndAHalfGivenGroupAreLocatedWarnings() {
        let found = warnings {
            _ = LabelBuilder.startBuild().setStyleProperties([
                "textColour": .color(Themed(.red)),
                "numberOfLines": .points(2),
                "borderWidth": .points(1),
            ])
        }
        #expect(found.count == 3, "\(found)")
        #expect(found.allSatisfy { $0.hasPrefix("BuildersTests/StyleTableTests.swift:") && $0.hasSuffix("; it is left out") }, "\(found)")
        #expect(found.contains { $0.contains("'label' has no style property 'textColour'") })
        #expect(found.contains { $0.contains("'numberOfLines' takes a whole number from 0") })
        #expect(found.contains { $0.contains("'borderWidth' and 'borderColor' are set together; give all of them") })
    }
}
