import Builders
import Foundation
import Testing

/// What the chain cannot honour is left out with a warning located at the call, as
/// PinLayout's console warnings; never silently.
@Suite("PinLayout warnings")
struct PinWarningTests {
    @Test func aLengthBetweenTwoPinnedEdgesConflicts() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        let line = #line + 1
        let warnings = PinFixtures.warnings { view.pin.left(10).right(10).width(200).top().height(5) }
        #expect(warnings == ["BuildersTests/PinWarningTests.swift:\(line): warning: PinLayout: width(200) won't be applied since it conflicts with the following already set properties: left: 10, right: 10 (View)"])
        #expect(view.frame == CGRect(x: 10, y: 0, width: 380, height: 5))
    }

    @Test func aPropertySetTwiceKeepsTheFirstValue() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        let warnings = PinFixtures.warnings { view.pin.width(100).width(200).height(1) }
        #expect(warnings.count == 1 && warnings[0].contains("width(200) won't be applied since its value has already been set (width: 100)"))
        #expect(view.frame.width == 100)
    }

    @Test func aCenterAndAnEdgeOfOneAxisConflict() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        let warnings = PinFixtures.warnings { view.pin.top(1).vCenter().left().hCenter(3).size(10) }
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.allSatisfy { $0.contains("won't be applied since it conflicts") })
        #expect(view.frame == CGRect(x: 0, y: 1, width: 10, height: 10))
    }

    @Test func aViewWithoutASuperviewCannotBePinnedToIt() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let warnings = PinFixtures.warnings { view.pin.top(10%).width(50) }
        #expect(warnings.count == 1 && warnings[0].contains("top(10%) won't be applied, the view must be added as a sub-view"))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 5))
    }

    @Test func aReferenceOutsideTheTreeIsLeftOut() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        let stranger = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let elsewhere = View()
        elsewhere.addSubview(stranger)
        stranger.debugName = "stranger"
        let warnings = PinFixtures.warnings { view.pin.below(of: stranger).left().size(1) }
        #expect(warnings.count == 1 && warnings[0].contains("View(\"stranger\") has no common ancestor"), "\(warnings)")
        let orphan = View()
        let second = PinFixtures.warnings { view.pin.after(of: orphan, aligned: .top) }
        #expect(second.count == 1 && second[0].contains("must be added as a sub-view before being used as a reference"), "\(second)")
    }

    @Test func negativeLengthsAndJustifyWithoutBothEdgesAreWarnings() {
        let viewContainer = PinFixtures.container(), view = viewContainer.view
        let warnings = PinFixtures.warnings {
            view.pin.width(-1).left(300).right(300).top().height(1)
            view.pin.left().width(20).justify(.center).top().height(1)
        }
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings[0].contains("the width (-1) must be greater or equal to 0"))
        #expect(warnings[1].contains("the width computed (-200) is negative; it is 0"))
        #expect(warnings[2].contains("justify() won't be applied"))
    }
}
