import Builders
import DesignChecks
import Foundation
import Gallery
import Render
import Testing
import TokenModel

/// Issue #27: every state of every style of `Tokens/` is one a user can tell apart. The
/// gallery's specimens of a style (a pin normal and selected, a switch off and on, an OTP
/// field empty, partly filled, filled and in error, …) never draw the same picture, in the
/// light theme and the dark one. The frames of a shimmer are left out: its rest between two
/// sweeps draws the same frame on purpose.
@Suite("Model design system: states apart")
struct StyleStateDistinctnessTests {
    @Test func noTwoSpecimensOfAStyleDrawTheSamePicture() throws {
        let system = try ModelDesignSystem.load()
        var problems: [String] = []
        let themes = system.themes.filter { $0["device"] == "phone" }
        #expect(themes.count == 2, "the phone's light and dark themes")
        for theme in themes {
            let background = TextContrastCheck.pageBackground(in: theme, of: system)
            for style in system.styles(in: theme) {
                let entry = try ModelDesignSystem.entry(of: style)
                let pictures = try StyleSpecimenRendering.pictures(of: style, entry: entry, theme: theme, background: background, includingShimmers: false)
                for (index, picture) in pictures.enumerated() {
                    for earlier in pictures[..<index] where earlier.image == picture.image {
                        problems.append("\(style.kind).\(style.name) in \(theme.name): '\(picture.caption)' draws as '\(earlier.caption)' does")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
