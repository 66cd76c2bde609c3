import Builders
import Testing
import TokenModel

/// A style table applied by hand: what it cannot apply is said, never dropped in silence.
@Suite("Style table")
struct StyleTableTests {
    @Test func aPropertyByNameIsApplied() {
        let builder = LabelBuilder.startBuild()
        let leftOut = LabelBuilder.styleTable.apply([(name: "textColor", argument: .color(Themed(.red))), (name: "numberOfLines", argument: .integer(2))], to: builder)
        let label = builder.build()
        #expect(leftOut.isEmpty)
        #expect(label.textColor == Themed(.red))
        #expect(label.numberOfLines == 2)
    }

    @Test func anUnknownNameAWrongKindAndAHalfGivenGroupAreSaid() {
        let found = LabelBuilder.styleTable.apply([
            (name: "textColour", argument: .color(Themed(.red))),
            (name: "numberOfLines", argument: .points(2)),
            (name: "borderWidth", argument: .points(1)),
        ], to: LabelBuilder.startBuild())
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.contains("'label' has no style property 'textColour'") })
        #expect(found.contains { $0.contains("'numberOfLines' takes a whole number from 0") })
        #expect(found.contains { $0.contains("'borderWidth' and 'borderColor' are set together; give all of them") })
    }
}
