import Builders
import Foundation
import Render
import Testing
import TokenValues

/// COMPONENTS.md, "Map pin", the drawer: the image size for a measured text, the tip, one
/// fill, the anchor, the cache and the short-text fix, and inputs that must not crash.
@Suite("Map pin drawer")
struct MapPinDrawerTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

    /// The text measured as step 1 says: one line, no width limit, in the pin's font.
    private static func measured(_ text: String, font: Typography = MapPinDrawer.Configuration.defaultFont) throws -> CGSize {
        try TextLayout(text: text, style: TextStyle(typography: font, numberOfLines: 1)).size(fittingWidth: nil)
    }

    // MARK: - Geometry

    @Test func imageIsTheMeasuredTextPlusInsetsAndArrow() throws {
        let text = "1 250 ₽"
        let size = try Self.measured(text)
        let pin = try MapPinDrawer().image(for: text)
        let bubble = CGSize(width: size.width + 12, height: size.height + 12)
        #expect(pin.geometry.bubbleRect == CGRect(origin: .zero, size: bubble))
        #expect(pin.size == CGSize(width: bubble.width, height: bubble.height + 5))
        #expect(pin.image.width == Int((bubble.width * 2).rounded(.up)))
        #expect(pin.image.height == Int(((bubble.height + 5) * 2).rounded(.up)))
        // The text is at the top inset, moved across only as far as centring its ink takes.
        #expect(pin.geometry.textOrigin.y == 6)
        #expect(abs(pin.geometry.textOrigin.x - 6) < 0.5)
    }

    @Test func tipIsAtTheBottomMiddleAndIsTheAnchor() throws {
        let pin = try MapPinDrawer().image(for: "42")
        let geometry = pin.geometry
        let (bw, bh) = (geometry.bubbleRect.width, geometry.bubbleRect.height)
        #expect(geometry.tip == CGPoint(x: bw / 2, y: bh + 5))
        #expect(geometry.arrowBaseLeft == CGPoint(x: (bw - 10) / 2, y: bh))
        #expect(geometry.arrowBaseRight == CGPoint(x: (bw + 10) / 2, y: bh))
        #expect(pin.anchor == CGPoint(x: 0.5, y: 1.0))
        #expect(MapPinDrawer.anchor == pin.anchor)
        // The arrow is filled just above its tip, and beside it the image is empty.
        #expect(Support.isClose(Support.color(of: pin.image, atPoint: bw / 2, bh + 3.5), to: Support.blue))
        #expect(Support.isTransparent(pin.image, atPoint: bw / 2 - 4, bh + 3.5))
        #expect(Support.isTransparent(pin.image, atPoint: bw / 2 + 4, bh + 3.5))
        // The rounded corners are cut; the inset beside the text is the bubble's color.
        #expect(Support.isTransparent(pin.image, atPoint: 0.2, 0.2))
        #expect(Support.isTransparent(pin.image, atPoint: 0.2, bh + 1))
        #expect(Support.isClose(Support.color(of: pin.image, atPoint: 2, bh / 2), to: Support.blue))
    }

    @Test func selectedPinHasTheSelectedColor() throws {
        let drawer = MapPinDrawer()
        let normal = try drawer.image(for: "7", selected: false)
        let selected = try drawer.image(for: "7", selected: true)
        #expect(normal.size == selected.size)
        #expect(Support.isClose(Support.color(of: selected.image, atPoint: 2, 10), to: Support.orange))
        #expect(Support.isClose(Support.color(of: normal.image, atPoint: 2, 10), to: Support.blue))
    }

    @Test func textIsDrawnWithinTheInsets() throws {
        let drawer = MapPinDrawer()
        let pin = try drawer.image(for: "HH")
        var blank = drawer.configuration
        blank.textColor = blank.bubbleColorNormal
        let empty = try MapPinDrawer(configuration: blank).image(for: "HH")
        let ink = try #require(Support.differingBox(pin.image, empty.image))
        // The glyphs lie within the text box at (6, 6), in the measured size.
        let size = try Self.measured("HH")
        #expect(ink.minX >= 6 && ink.minX < 8)
        #expect(ink.minY >= 6 && ink.maxY <= 6 + size.height)
    }

    @Test func shortTextStillHasRoomForTheArrowAndCorners() throws {
        let pin = try MapPinDrawer().image(for: "1")
        // max(2 × 8, 10 + 2 × 8) = 26.
        #expect(pin.geometry.bubbleRect.width == 26)
        let wide = MapPinGeometry(textSize: CGSize(width: 2, height: 10), insets: .init(all: 0),
                                  arrowSize: CGSize(width: 30, height: 5), cornerRadius: 4)
        #expect(wide.bubbleRect.width == 38)
        #expect(wide.arrowBaseLeft.x == 4)
    }

    /// Issue 27, point 5: the text's ink is centred in the bubble within half a point, for
    /// a text narrower than the smallest bubble ("1"), a short one and a long price.
    @Test(arguments: ["1", "12", "1 250 ₽", "12 345 678 ₽"])
    func textInkIsCentredInTheBubble(text: String) throws {
        let drawer = MapPinDrawer()
        let pin = try drawer.image(for: text)
        var blank = drawer.configuration
        blank.textColor = blank.bubbleColorNormal
        let bubbleOnly = try MapPinDrawer(configuration: blank).image(for: text)
        let ink = try #require(Support.differingBox(pin.image, bubbleOnly.image))
        let offCentre = ink.midX - pin.geometry.bubbleRect.midX
        #expect(abs(offCentre) <= 0.5, "\"\(text)\": the ink \(ink) is \(offCentre) pt off the bubble's centre \(pin.geometry.bubbleRect.midX)")
    }

    // MARK: - Cache

    @Test func cacheHitsAndIsEmptiedByAnyChange() throws {
        let drawer = MapPinDrawer()
        let first = try drawer.image(for: "120")
        #expect(drawer.cachedImageCount == 1)
        #expect(try drawer.image(for: "120") == first)
        #expect(drawer.cachedImageCount == 1)
        _ = try drawer.image(for: "120", selected: true)
        #expect(drawer.cachedImageCount == 2)
        drawer.configuration = drawer.configuration
        #expect(drawer.cachedImageCount == 2, "an equal configuration keeps the cache")
        drawer.update { $0.bubbleCornerRadius = 4 }
        #expect(drawer.cachedImageCount == 0)
        let changes: [(inout MapPinDrawer.Configuration) -> Void] = [
            { $0.font.fontSize = 15 }, { $0.textColor = Themed(Support.red) }, { $0.bubbleColorNormal = Themed(Support.red) },
            { $0.bubbleColorSelected = Themed(Support.red) }, { $0.edgeInsets.left = 2 }, { $0.arrowSize.height = 9 },
        ]
        for change in changes {
            _ = try drawer.image(for: "120")
            #expect(drawer.cachedImageCount == 1)
            drawer.update(change)
            #expect(drawer.cachedImageCount == 0)
        }
        let redrawn = try drawer.image(for: "120")
        #expect(redrawn != first)
    }

    @Test func eachThemeIsDrawnAndCachedApart() throws {
        let drawer = MapPinDrawer(configuration: .init(bubbleColorNormal: Themed(Support.blue, variants: [.dark: Support.orange])))
        let light = try drawer.image(for: "7", in: .light)
        let dark = try drawer.image(for: "7", in: .dark)
        #expect(light != dark)
        #expect(drawer.cachedImageCount == 2)
        #expect(try drawer.image(for: "7", in: .dark) == dark)
        #expect(Support.isClose(Support.color(of: light.image, atPoint: 2, 10), to: Support.blue))
        #expect(Support.isClose(Support.color(of: dark.image, atPoint: 2, 10), to: Support.orange))
    }

    @Test func theScaleIsTheDrawers() throws {
        #expect(try MapPinDrawer(scale: 3).image(for: "120").image.scale == 3)
        #expect(try MapPinDrawer(scale: 1).image(for: "").image.scale == 1)
    }

    @Test func cacheStartsAgainPastItsLimit() throws {
        let drawer = MapPinDrawer(cacheLimit: 3)
        for index in 0..<7 { _ = try drawer.image(for: "\(index)") }
        // 0, 1, 2 fill it; 3 starts it again (3, 4, 5); 6 starts it again.
        #expect(drawer.cachedImageCount == 1)
    }

    // MARK: - Concurrency

    @Test func drawsInParallelLikeInSeries() async throws {
        let texts = (0..<24).map { "\($0 * 37) ₽" }
        let serial = try texts.map { try MapPinDrawer().image(for: $0, selected: $0.count % 2 == 0) }
        let shared = MapPinDrawer()
        let parallel = try await withThrowingTaskGroup(of: [MapPinImage].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try texts.map { try shared.image(for: $0, selected: $0.count % 2 == 0) }
                }
            }
            var all: [[MapPinImage]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(parallel.count == 8)
        for result in parallel { #expect(result == serial) }
        #expect(shared.cachedImageCount == texts.count)
    }

    @Test func configurationChangesDuringParallelDrawingNeverCacheStaleImages() async throws {
        let drawer = MapPinDrawer()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<6 {
                group.addTask {
                    for index in 0..<20 {
                        if task == 0 { drawer.update { $0.bubbleCornerRadius = CGFloat(index % 5) } }
                        _ = try? drawer.image(for: "\(index % 4)")
                    }
                }
            }
        }
        // Whatever is cached now was drawn with the final configuration.
        let final = drawer.configuration
        for index in 0..<4 {
            let cached = try drawer.image(for: "\(index)")
            let fresh = try MapPinDrawer(configuration: final).image(for: "\(index)")
            #expect(cached == fresh)
        }
    }

    // MARK: - Pathological input

    /// Issue 27, point 5: an empty text has nothing to show, so it draws no bubble (a blank
    /// one read as a broken pin): an empty image, still anchored at its tip.
    /// Empty, or only spaces: nothing to see, so no blank bubble.
    @Test(arguments: ["", " ", "  \u{00A0}"])
    func emptyTextDrawsNoBubble(text: String) throws {
        let pin = try MapPinDrawer().image(for: text)
        #expect(pin.size == .zero)
        #expect(pin.image.width == 0 && pin.image.height == 0)
        #expect(pin.geometry.path.isEmpty)
        #expect(pin.anchor == CGPoint(x: 0.5, y: 1))
        #expect(try MapPinDrawer().geometry(for: text).imageSize == .zero)
    }

    @Test func tenThousandCharactersAreAClearSizeError() throws {
        let text = String(repeating: "9", count: 10_000)
        #expect(throws: RenderError.self) { try MapPinDrawer().image(for: text) }
        do {
            _ = try MapPinDrawer().image(for: text)
        } catch {
            guard case .invalidSize = error else {
                Issue.record("expected invalidSize, got \(error)")
                return
            }
            #expect(error.description.contains("16384"))
        }
        // The geometry is still reported, for a caller that wants to know why.
        let geometry = try MapPinDrawer().geometry(for: text)
        #expect(geometry.imageSize.width * 2 > CGFloat(Canvas.maximumPixels))
    }

    @Test func textOverOneMebibyteIsTooLong() {
        let text = String(repeating: "x", count: TextLayout.maximumTextBytes + 1)
        #expect(throws: RenderError.textTooLong(bytes: text.utf8.count)) { try MapPinDrawer().image(for: text) }
    }

    @Test func negativeAndZeroSizesGiveAValidShape() throws {
        let configuration = MapPinDrawer.Configuration(edgeInsets: .init(all: -20), arrowSize: CGSize(width: -3, height: -7), bubbleCornerRadius: -5)
        let pin = try MapPinDrawer(configuration: configuration).image(for: "5")
        let size = try Self.measured("5")
        #expect(pin.size == size, "negative insets, arrow and radius count as 0")
        let zeroArrow = MapPinDrawer.Configuration(arrowSize: .zero, bubbleCornerRadius: 0)
        let flat = try MapPinDrawer(configuration: zeroArrow).image(for: "5")
        #expect(flat.geometry.tip.y == flat.geometry.bubbleRect.maxY)
        #expect(flat.anchor == CGPoint(x: 0.5, y: 1))
        let nanInsets = MapPinDrawer.Configuration(edgeInsets: .init(all: .nan))
        #expect(try MapPinDrawer(configuration: nanInsets).image(for: "5").size.width.isFinite)
    }

    @Test func invalidScaleIsAnError() {
        let drawer = MapPinDrawer(scale: 0)
        #expect(throws: RenderError.invalidScale(0)) { try drawer.image(for: "1") }
    }

    @Test func lineBreaksStayOnOneLine() throws {
        let pin = try MapPinDrawer().image(for: "12\n34")
        #expect(pin.geometry.bubbleRect.height == (try Self.measured("1234").height) + 12)
    }
}
