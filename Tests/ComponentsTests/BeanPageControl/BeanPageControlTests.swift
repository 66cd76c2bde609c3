import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

/// COMPONENTS.md's bean page control: defaults, packing, intrinsic size, and the widths
/// and colors of `set(index:progress:)` at rest, mid-way, at the next page and past both
/// ends; pathological counts and progress.
@Suite("Bean page control")
struct BeanPageControlTests {
    // MARK: - Helpers

    /// Five pages with the defaults: inactive 6, active 25, padding 4, height 6.
    private static func control(count: Int = 5) -> BeanPageControl {
        let control = BeanPageControl()
        control.count = count
        return control
    }

    private static func widths(_ control: BeanPageControl) -> [CGFloat] {
        (0..<control.count).map { control.beanWidth(at: $0) }
    }

    private static func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    private static func isClose(_ color: Color, _ expected: (Double, Double, Double, Double)) -> Bool {
        abs(color.red - expected.0) < 1e-9 && abs(color.green - expected.1) < 1e-9
            && abs(color.blue - expected.2) < 1e-9 && abs(color.alpha - expected.3) < 1e-9
    }

    /// lightGray's grey, 2/3.
    private static let gray = 2.0 / 3

    // MARK: - Defaults and packing

    @Test func defaultsAreTheSeeds() {
        let control = BeanPageControl()
        #expect(control.count == 0)
        #expect(control.beanHeight == 6)
        #expect(control.inactiveBeanWidth == 6)
        #expect(control.activeBeanWidth == 25)
        #expect(control.padding == 4)
        #expect(control.beanCornerRadius == 3)
        #expect(control.beanActiveColor.resolved(in: .light) == Color.black)
        #expect(control.beanInactiveColor.resolved(in: .light) == Color.lightGray)
    }

    @Test func beansArePackedFromTheOriginPaddingApart() {
        let control = Self.control()
        control.set(index: 1, progress: 0)
        let frames = (0..<5).map { control.beanFrame(at: $0) }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 6, height: 6),
            CGRect(x: 10, y: 0, width: 25, height: 6),
            CGRect(x: 39, y: 0, width: 6, height: 6),
            CGRect(x: 49, y: 0, width: 6, height: 6),
            CGRect(x: 59, y: 0, width: 6, height: 6),
        ])
        #expect(control.beanFrame(at: 5) == .zero)
        #expect(control.beanFrame(at: -1) == .zero)
    }

    // MARK: - Intrinsic size

    @Test func intrinsicSizeIsTheBeansTotalWidthByTheirHeight() throws {
        #expect(try Self.control().intrinsicContentSize(fittingWidth: nil) == CGSize(width: 4 * 10 + 25, height: 6))
        #expect(try Self.control(count: 1).intrinsicContentSize(fittingWidth: nil) == CGSize(width: 25, height: 6))
        #expect(try Self.control(count: 0).intrinsicContentSize(fittingWidth: nil) == .zero)
    }

    @Test func aNegativeCountIsNoBeans() throws {
        let control = Self.control(count: -3)
        #expect(control.count == 0)
        #expect(try control.intrinsicContentSize(fittingWidth: nil) == .zero)
        #expect(control.activeIndex == nil)
        control.set(index: 2, progress: 0.5)
        #expect(control.beanWidth(at: 0) == 0)
        #expect(control.beanColor(at: 0, in: .light) == Color.lightGray)
    }

    // MARK: - Progress

    @Test func progressZeroSnapsToTheIndex() {
        let control = Self.control()
        control.set(index: 1, progress: 0)
        #expect(Self.widths(control) == [6, 25, 6, 6, 6])
        #expect(control.beanColor(at: 1, in: .light) == Color.black)
        #expect(control.beanColor(at: 2, in: .light) == Color.lightGray)
    }

    @Test func progressPointThreeSharesTheWidthAndColorLinearly() {
        let control = Self.control()
        control.set(index: 1, progress: 0.3)
        let widths = Self.widths(control)
        #expect(Self.isClose(widths[1], 25 - 19 * 0.3)) // lerp(active, inactive, 0.3) = 19.3
        #expect(Self.isClose(widths[2], 6 + 19 * 0.3)) // lerp(inactive, active, 0.3) = 11.7
        #expect(widths[0] == 6 && widths[3] == 6 && widths[4] == 6)
        // black → lightGray and back, linearly in RGBA.
        #expect(Self.isClose(control.beanColor(at: 1, in: .light), (Self.gray * 0.3, Self.gray * 0.3, Self.gray * 0.3, 1)))
        #expect(Self.isClose(control.beanColor(at: 2, in: .light), (Self.gray * 0.7, Self.gray * 0.7, Self.gray * 0.7, 1)))
        #expect(control.beanColor(at: 0, in: .light) == Color.lightGray)
        // The next bean starts right after the shrinking one.
        #expect(Self.isClose(control.beanFrame(at: 2).minX, 10 + widths[1] + 4))
    }

    @Test func progressOneIsTheNextPage() {
        let control = Self.control()
        control.set(index: 1, progress: 1)
        #expect(Self.widths(control) == [6, 6, 25, 6, 6])
        #expect(control.beanColor(at: 2, in: .light) == Color.black)
        #expect(control.beanColor(at: 1, in: .light) == Color.lightGray)
    }

    @Test func colorsInterpolateAlphaToo() {
        let control = Self.control()
        control.beanActiveColor = Themed(Color(red: 1, green: 0, blue: 0, alpha: 1))
        control.beanInactiveColor = Themed(Color(red: 0, green: 0, blue: 1, alpha: 0))
        control.set(index: 0, progress: 0.25)
        #expect(Self.isClose(control.beanColor(at: 0, in: .light), (0.75, 0, 0.25, 0.75)))
        #expect(Self.isClose(control.beanColor(at: 1, in: .light), (0.25, 0, 0.75, 0.25)))
    }

    @Test(arguments: [(4, 0.5), (4, 3.0), (10, 0.0), (Int.max, 0.5)])
    func progressPastTheLastPageIsIgnored(index: Int, progress: Double) {
        let control = Self.control()
        control.set(index: index, progress: CGFloat(progress))
        #expect(Self.widths(control) == [6, 6, 6, 6, 25])
        #expect(control.beanColor(at: 4, in: .light) == Color.black)
    }

    @Test(arguments: [(0, -0.5), (0, -7.0), (-3, 0.0), (Int.min, -0.5)])
    func progressBeforeTheFirstPageIsIgnored(index: Int, progress: Double) {
        let control = Self.control()
        control.set(index: index, progress: CGFloat(progress))
        #expect(Self.widths(control) == [25, 6, 6, 6, 6])
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, .signalingNaN])
    func nonFiniteProgressSnapsToTheIndex(progress: CGFloat) {
        let control = Self.control()
        control.set(index: 2, progress: progress)
        #expect(Self.widths(control) == [6, 6, 25, 6, 6])
        #expect(control.position == 2)
    }

    @Test func theTotalWidthNeverChanges() {
        let control = Self.control()
        for step in -10...60 {
            control.set(index: 0, progress: CGFloat(step) / 10)
            let widths = Self.widths(control)
            #expect(Self.isClose(widths.reduce(0, +) + 4 * 4, 65))
            #expect(Self.isClose(control.beanFrame(at: 4).maxX, 65))
            #expect(control.totalWidth == 65)
        }
    }

    @Test func aCountBelowThePositionClampsIt() {
        let control = Self.control()
        control.set(index: 4, progress: 0)
        control.count = 2
        #expect(Self.widths(control) == [6, 25])
    }

    @Test func anEnormousCountCostsNothingToAskAbout() throws {
        let control = Self.control(count: Int.max)
        control.set(index: Int.max, progress: 0.5)
        #expect(control.activeIndex == Int.max - 1)
        #expect(control.beanWidth(at: Int.max - 1) == 25)
        let size = try #require(try control.intrinsicContentSize(fittingWidth: nil))
        #expect(size.width.isFinite && size.width > 0)
        // Drawing covers only the beans the bounds hold.
        control.set(index: 0, progress: 0.5)
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 6)
        let image = try Renderer(scale: 1).render(control)
        #expect(image.width == 100)
    }

    @Test func negativeAndNonFiniteLengthsCountAsZero() throws {
        let control = Self.control()
        control.activeBeanWidth = -10
        control.padding = .nan
        control.beanHeight = .infinity
        #expect(try control.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 4 * 6, height: 0))
        control.frame = CGRect(x: 0, y: 0, width: 30, height: 6)
        _ = try Renderer(scale: 2).render(control)
    }

    // MARK: - Drawing

    @Test func theActiveBeanIsDrawnInTheActiveColor() throws {
        let control = Self.control()
        control.set(index: 1, progress: 0)
        control.frame = CGRect(origin: .zero, size: CGSize(width: 65, height: 6))
        let image = try Renderer(scale: 2).render(control)
        #expect(image.width == 130 && image.height == 12)
        let active = try #require(image.color(atX: 2 * 22, y: 6))
        #expect(active.red < 0.01 && active.alpha == 1)
        let inactive = try #require(image.color(atX: 2 * 3, y: 6))
        #expect(abs(inactive.red - Self.gray) < 0.01 && inactive.alpha == 1)
        // The gaps are transparent.
        #expect(image.color(atX: 2 * 8, y: 6)?.alpha == 0)
    }

    // MARK: - Frames

    @Test func transitionPositionsStepFromTheFirstPageToTheLast() throws {
        #expect(try Self.control(count: 3).transitionPositions(stepsPerPage: 4) == [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
        #expect(try Self.control(count: 1).transitionPositions(stepsPerPage: 4) == [0])
        #expect(try Self.control(count: 0).transitionPositions(stepsPerPage: 4) == [0])
        #expect(try Self.control(count: 2).transitionPositions(stepsPerPage: 0) == [0, 1])
    }

    /// Counts and steps whose product overflows, or that would allocate 2⁶³ positions, are
    /// an error before anything is allocated (the audit's crash).
    @Test func hugeStripsAreAnErrorNotACrash() {
        #expect(throws: RenderError.self) { try Self.control(count: .max).transitionPositions(stepsPerPage: 4) }
        #expect(throws: RenderError.self) { try Self.control(count: .max).transitionPositions(stepsPerPage: 1) }
        #expect(throws: RenderError.self) { try Self.control(count: 3).transitionPositions(stepsPerPage: 1 << 62) }
        #expect(throws: RenderError.self) {
            try Self.control(count: .max).transitionFrames(stepsPerPage: 2, renderer: Renderer(scale: 1))
        }
    }

    /// With no inactive width and no gap, only the active bean and the next are drawn, so
    /// `count = Int.max` renders at once (it looped over every bean).
    @Test func zeroLengthsWithAHugeCountDrawOnlyTheActiveBeans() throws {
        let control = Self.control(count: .max)
        control.inactiveBeanWidth = 0
        control.padding = -1
        control.set(index: 5, progress: 0.5)
        control.frame = CGRect(x: 0, y: 0, width: 40, height: 6)
        let image = try Renderer(scale: 1).render(control)
        #expect(image.width == 40)
    }

    @Test func theStripStacksOneFramePerPosition() throws {
        let control = Self.control(count: 3)
        control.set(index: 1, progress: 0.5)
        let strip = try control.transitionStrip(stepsPerPage: 4, renderer: Renderer(scale: 2), padding: 2, spacing: 1)
        // 9 frames of (45 + 4) × (6 + 4) points, 1 point apart.
        #expect(strip.width == 2 * 49)
        #expect(strip.height == 2 * (9 * 10 + 8))
        #expect(control.position == 1.5)
        #expect(control.frame == .zero)
    }

    @Test func aStripOfTooManyFramesIsAnError() {
        let control = Self.control(count: 2_000)
        #expect(throws: RenderError.self) {
            _ = try control.transitionFrames(stepsPerPage: 1, renderer: Renderer(scale: 1))
        }
    }
}
