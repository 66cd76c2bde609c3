import DesignSnapshots
import Foundation
import TestSupport
import Testing

/// The strategies: what each draws and names, its options, and strategies of a user's own
/// (through `pullback`, and from scratch). Pictures are verified in scratch packages.
@Suite("Snapshotting strategies")
struct SnapshottingTests {
    // MARK: - Fixtures

    private static let green = Color(srgbHex: 0x2E7D32)

    /// A label that wraps: short lines, much narrower than the widths used below.
    private static func label() -> Label {
        LabelBuilder.startBuild().setText("Two\nlines").setNumberOfLines(0).build()
    }

    /// A square `side` points large, colored `color`.
    private static func square(_ side: CGFloat, _ color: Color = green) -> View {
        let view = View()
        view.backgroundColor = Themed(color)
        view.widthAnchor.constraint(equalToConstant: side).isActive = true
        view.heightAnchor.constraint(equalToConstant: side).isActive = true
        return view
    }

    // MARK: - Views

    @Test func widthLaysTheViewOutExactlyThatWide() throws {
        let images = try Snapshotting<Label>.image(width: 200, scale: 1, padding: 4).snapshot(Self.label())
        #expect(images.map(\.image.width) == [208])
        let fitting = try Snapshotting<Label>.image(size: .fitting(width: .atMost(200)), scale: 1).snapshot(Self.label())
        #expect(try #require(fitting.first).image.width < 200)
    }

    @Test func theDefaultImageIsTheFittingSizeAsTheRendererDrawsIt() throws {
        let drawn = try Snapshotting<View>.image.snapshot(Self.square(10))
        #expect(drawn == [SnapshotImage(try Renderer().renderFitting(Self.square(10)))])
        #expect(drawn.first?.image.width == 20)
    }

    @Test func aThemeOtherThanTheDefaultNamesItself() throws {
        #expect(try Snapshotting<View>.image(theme: .dark).snapshot(Self.square(2)).map(\.suffix) == [".dark"])
        #expect(try Snapshotting<View>.image(theme: .defaults).snapshot(Self.square(2)).map(\.suffix) == [""])
    }

    @Test func aScaleOutsideOneToThreeFails() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = verifySnapshot(of: Self.square(2), as: .image(scale: 4), named: "v",
                                     artifactDirectory: store.artifactDirectory, filePath: file)
        #expect(message == "snapshot v: could not render: the scale is 4; use 1, 2 or 3")
    }

    @Test func optionsReachTheComparison() {
        let options = Snapshotting<View>.image(tolerance: .fraction(0.01), threshold: 2).options
        #expect(options.tolerance == .fraction(0.01))
        #expect(options.threshold == 1)
        #expect(Snapshotting<PixelImage>.image.options == ComparisonOptions.default)
        #expect(Snapshotting<[PixelImage]>.frames(threshold: 0).options.threshold == 0)
    }

    @Test func aThresholdOfOneLetsEveryColorPass() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        _ = store.verify(StoreFixtures.image, suite: "T", name: "n")
        #expect(verifySnapshot(of: StoreFixtures.changed, as: .image, named: "n", record: .never,
                               artifactDirectory: store.artifactDirectory, filePath: file) != nil)
        #expect(verifySnapshot(of: StoreFixtures.changed, as: .image(threshold: 1), named: "n", record: .never,
                               artifactDirectory: store.artifactDirectory, filePath: file) == nil)
    }

    // MARK: - Animations

    @Test func viewFramesComeFromTheClosureOverTime() throws {
        let image = Snapshotting<View>.image(size: .fixed(CGSize(width: 1, height: 1)), scale: 1, theme: .dark, tolerance: .pixels(2))
        let strategy = Snapshotting<View>.frames(at: .evenly(count: 4, over: 2), as: image) { view, time in
            view.backgroundColor = Themed(Color(red: time / 2, green: 0, blue: 0))
        }
        let frames = try strategy.snapshot(View())
        #expect(frames.map(\.suffix) == [".dark.0", ".dark.1", ".dark.2", ".dark.3"])
        #expect(strategy.options.tolerance == .pixels(2))
        // Red 0, ¼, ½ and ¾ of full: the times 0, 0.5, 1 and 1.5 of the two seconds.
        let reds = frames.map { ($0.image.pixels[0] >> 16) & 0xFF }
        #expect(reds.first == 0 && reds == reds.sorted() && Set(reds).count == 4)
    }

    @Test func viewFramesHaveAReferenceEach() throws {
        try outsideCI {
            let (file, store) = try StoreFixtures.scratchPackage()
            let image = Snapshotting<View>.image(size: .fixed(CGSize(width: 2, height: 2)), scale: 1)
            let strategy = Snapshotting<View>.frames(at: [0, 1], as: image) { view, time in
                view.alpha = 1 - time / 2
            }
            let view = Self.square(2)
            let recorded = try #require(verifySnapshot(of: view, as: strategy, named: "fade", artifactDirectory: store.artifactDirectory,
                                                       filePath: file))
            #expect(recorded.contains("recorded Snapshots/T/fade.0@1x.png"))
            #expect(recorded.contains("recorded Snapshots/T/fade.1@1x.png"))
            #expect(verifySnapshot(of: view, as: strategy, named: "fade", record: .never, artifactDirectory: store.artifactDirectory,
                                   filePath: file) == nil)
        }
    }

    @Test func evenlySpreadTimesLeaveOutTheEnd() {
        #expect(FrameTimes.evenly(count: 4, over: 1) == [0, 0.25, 0.5, 0.75])
        #expect(FrameTimes.evenly(count: 0, over: 1).times.isEmpty)
    }

    // MARK: - Strategies of your own

    /// A type of the test's own that is not a view: a screen holding its root view.
    private struct Screen {
        var title: String
        var root: View {
            let label = LabelBuilder.startBuild().setText(title).build()
            label.backgroundColor = Themed(SnapshottingTests.green)
            // White reads on the green (5.1:1); black would fail the drawn-text contrast check.
            label.textColor = Themed(Color.white)
            return label
        }
    }

    @Test func pullbackSnapshotsAUsersTypeThroughAView() throws {
        try outsideCI {
            let (file, store) = try StoreFixtures.scratchPackage()
            let screen = Snapshotting<View>.image(width: 120, scale: 1, theme: .dark, tolerance: .pixels(3)).pullback { (screen: Screen) in
                screen.root
            }
            #expect(screen.options.tolerance == .pixels(3))
            #expect(verifySnapshot(of: Screen(title: "Inbox"), as: screen, named: "screen", artifactDirectory: store.artifactDirectory,
                                   filePath: file)?.contains("recorded Snapshots/T/screen.dark@1x.png") == true)
            #expect(verifySnapshot(of: Screen(title: "Inbox"), as: screen, named: "screen", record: .never,
                                   artifactDirectory: store.artifactDirectory, filePath: file) == nil)
            #expect(verifySnapshot(of: Screen(title: "Outbox"), as: screen, named: "screen", record: .never,
                                   artifactDirectory: store.artifactDirectory, filePath: file)?.contains("pixels differ") == true)
        }
    }

    @Test func aStrategyFromScratch() throws {
        try outsideCI {
            let (file, store) = try StoreFixtures.scratchPackage()
            // A color token as a swatch, light and dark, each its own reference.
            let swatch = Snapshotting<Themed<Color>> { color in
                try [Theme.light, Theme.dark].map { theme in
                    SnapshotImage(try PixelImage(color: color.resolved(in: theme), size: CGSize(width: 2, height: 2), scale: 1),
                                  suffix: ".\(theme.name)")
                }
            }
            let token = Themed(Self.green, variants: [.dark: Color(srgbHex: 0x81C784)])
            let recorded = verifySnapshot(of: token, as: swatch, named: "swatch", artifactDirectory: store.artifactDirectory, filePath: file)
            #expect(recorded?.split(separator: "\n").count == 2)
            #expect(FileManager.default.fileExists(atPath: store.referenceURL(suite: "T", name: "swatch.dark", scale: 1).path))
            #expect(verifySnapshot(of: token, as: swatch, named: "swatch", record: .never, artifactDirectory: store.artifactDirectory,
                                   filePath: file) == nil)
            let changed = Themed(Self.green, variants: [.dark: Color(srgbHex: 0xFF0000)])
            let failure = try #require(verifySnapshot(of: changed, as: swatch, named: "swatch", record: .never,
                                                      artifactDirectory: store.artifactDirectory, filePath: file))
            #expect(failure.hasPrefix("snapshot swatch.dark: 4 pixels differ"))
        }
    }
}
