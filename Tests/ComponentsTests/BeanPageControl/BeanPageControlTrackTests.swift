import Builders
import DesignSystem
import Foundation
import Testing

/// The `track` style draws a pill behind the beans (issue #39: its end beans touched the
/// track's ends): the beans are inset from every edge, by the same amount at both ends, at
/// every position of a scroll.
@Suite("Bean page control on a track")
struct BeanPageControlTrackTests {
    // MARK: - Fixtures

    /// The least inset a track leaves: the system's smallest spacing step.
    private static let minimumInset = DesignTokens.Spacing.xs.defaultValue

    private static func track(count: Int = 5, position: Double) throws -> BeanPageControl {
        let control = BeanPageControlBuilder.startBuild().setStyle(.track).setCount(count).build()
        control.position = position
        control.frame.size = try #require(try control.intrinsicContentSize(fittingWidth: nil))
        return control
    }

    // MARK: - Tests

    @Test(arguments: [0, 1.3, 2.5, 4])
    func theEndBeansKeepAnEqualInsetFromTheTracksEnds(position: Double) throws {
        let control = try Self.track(position: position)
        let first = control.beanFrame(at: 0), last = control.beanFrame(at: control.count - 1)
        let leading = first.minX - control.bounds.minX, trailing = control.bounds.maxX - last.maxX
        #expect(leading >= Self.minimumInset)
        #expect(abs(leading - trailing) < 0.001, "leading \(leading), trailing \(trailing)")
    }

    @Test func theBeansSitInTheMiddleOfTheTracksHeight() throws {
        let control = try Self.track(position: 2)
        let bean = control.beanFrame(at: 2)
        #expect(bean.minY - control.bounds.minY >= Self.minimumInset)
        #expect(abs((bean.minY - control.bounds.minY) - (control.bounds.maxY - bean.maxY)) < 0.001)
    }

    @Test func withoutATrackTheBeansStartAtTheCorner() throws {
        // The default style draws no track: the original's packing from the top-left corner.
        let control = BeanPageControlBuilder.startBuild().setStyle(.default).setCount(3).build()
        #expect(control.beanFrame(at: 0).origin == .zero)
    }
}
