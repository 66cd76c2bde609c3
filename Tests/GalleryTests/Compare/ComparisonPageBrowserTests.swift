import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// The `--compare` review page in a real browser: headless Chromium opens it from `file://`,
/// and the dumped DOM says every image loaded (the page's script writes it on `<body>`), the
/// header's counts match the page, and each count links to its part.
///
/// Set `GALLERY_FIXTURE_DIR` to keep the page and its screenshot there to look at.
@Suite("Compare page in Chromium", .serialized,
       .enabled(if: HeadlessChromium.executable != nil,
                "chromium is not on PATH: the compare page's browser test is skipped; install Debian's `chromium` (`make deps` with CI=true does) to run it"))
struct ComparisonPageBrowserTests {
    // MARK: - Tests

    @Test func aTokenChangeAndItsStylesPicturesLoadAndTheCountsLinkToThem() throws {
        let directory = try fixtureDirectory("compare")
        let before = try Self.system(accent: "[0.8, 0.1, 0.1]", hostile: false)
        let after = try Self.system(accent: "[0, 0.5, 0]", hostile: true)
        let outcome = try DesignSystemComparison(options: .init(directory: directory, title: GalleryPageFixture.hostile))
            .run(before: .init(system: before, label: "HEAD <old>", sourceFolder: nil), after: .init(system: after, label: "now", sourceFolder: nil))
        #expect(outcome.tokenChanges.map { "\($0.kind) \($0.path)" } == ["changed colors.accent", "added colors.hostile"])
        #expect(!outcome.otherPictureChanges.isEmpty, "the label styled with the accent changed too")

        let html = try HeadlessChromium.dumpDOM(of: outcome.page, screenshot: directory.appendingPathComponent("screenshot.png"))
        let body = try #require(html.firstMatch(of: #/<body[^>]*>/#).map { String($0.output) })
        #expect(body.contains("data-check=\"done\""), "the page's script did not run: \(body)")
        #expect(body.contains("data-all-images-loaded=\"true\""), "broken images: \(body)")
        let imageCount = html.ranges(of: "<img src=\"images/").count
        #expect(imageCount > 0 && body.contains("data-image-count=\"\(imageCount)\""), "\(body)")
        #expect(!body.contains("data-pwned"), "text from the design system ran as script")

        // Each count names what its part lists, and links to it.
        let counts = [
            "tokens-changed": 1, "tokens-added": 1, "tokens-removed": 0, "pictures": outcome.otherPictureChanges.count,
        ]
        for (part, count) in counts {
            if count > 0 {
                #expect(html.contains("<a class=\"count-link\" data-part=\"\(part)\" href=\"#\(part)\"><span class=\"n\">\(count)</span>"), "\(part)")
                #expect(html.contains("<section id=\"\(part)\">"), "\(part) has no part to link to")
            } else {
                #expect(html.contains("<span class=\"count-link none\" data-part=\"\(part)\"><span class=\"n\">0</span>"), "\(part)")
                #expect(!html.contains("<section id=\"\(part)\">"))
            }
        }
        #expect(html.ranges(of: "<article class=\"picture-change ").count == outcome.otherPictureChanges.count)
        #expect(html.contains("&lt;script&gt;"), "hostile text is shown as text")
    }

    @Test func anEmptyReviewSaysSo() throws {
        let directory = try fixtureDirectory("compare-empty")
        let system = try Self.system(accent: "[0.8, 0.1, 0.1]", hostile: false)
        let outcome = try DesignSystemComparison(options: .init(directory: directory))
            .run(before: .init(system: system, label: "HEAD", sourceFolder: nil), after: .init(system: system, label: "now", sourceFolder: nil))
        #expect(!outcome.hasChanges)
        let html = try HeadlessChromium.dumpDOM(of: outcome.page, screenshot: nil)
        #expect(html.contains("No visual or token changes"))
        #expect(html.contains("data-check=\"done\"") && html.contains("data-image-count=\"0\""))
    }

    // MARK: - Private

    /// Two colors, a body font and a label styled with the accent; with `hostile`, a token
    /// whose description is markup.
    private static func system(accent: String, hostile: Bool) throws -> ResolvedDesignSystem {
        let extra = hostile ? #", "hostile": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}, "$description": "<script>document.body.dataset.pwned=1</script>"}"# : ""
        let tokens = #"""
            {"colors": {"$type": "color",
              "accent": {"$value": {"colorSpace": "srgb", "components": \#(accent)}},
              "text": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}\#(extra)},
             "fonts": {"body": {"$type": "typography", "$value": {"fontFamily": ["DejaVu Sans"], "fontSize": {"value": 15, "unit": "px"},
               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}}}
            """#
        let styles = """
            label:
              accent:
                typography: "{fonts.body}"
                textColor: "{colors.accent}"
                numberOfLines: 0
              plain:
                typography: "{fonts.body}"
                textColor: "{colors.text}"
                numberOfLines: 0
            """
        let folder = try PackagePaths.folder(with: ["base.tokens.json": tokens, "labels.styles.yaml": styles])
        return try DesignSystemLoader.load(paths: [folder.path])
    }

    /// `$GALLERY_FIXTURE_DIR/<name>` (made anew) when set, otherwise a scratch folder.
    private func fixtureDirectory(_ name: String) throws -> URL {
        guard let path = ProcessInfo.processInfo.environment["GALLERY_FIXTURE_DIR"], !path.isEmpty else {
            return try PackagePaths.temporaryDirectory().appendingPathComponent("Review")
        }
        let directory = URL(fileURLWithPath: path).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: directory)
        return directory
    }
}
