import Builders
import Foundation
import Render
import Synchronization
import TestSupport
import Testing
import TokenModel

/// A theme that names a modifier or context the design system lacks is an error wherever a
/// design system's value is drawn, never a quiet fall back to the defaults.
@Suite("Themes a design system does not have")
struct UnknownThemeTests {
    /// A design system whose one modifier is `appearance`, not `theme`.
    private static let space = ThemeSpace(modifiers: [.init(name: "appearance", contexts: ["light", "dark"], defaultContext: "light")])
    private static let light = Color(srgbHex: 0xFFFFFF), dark = Color(srgbHex: 0x0B0D10)
    private static let surface = Themed(light, variants: [ThemedVariant(theme: ["appearance": "dark"], value: dark)], space: space)

    private func card() -> View {
        let view = View()
        view.backgroundColor = Self.surface
        return view
    }

    private func render(_ view: View, in theme: Theme, background: Themed<Color>? = nil) throws -> PixelImage {
        try Renderer(scale: 1, theme: theme, background: background).render(view, layingOutAt: .fixed(CGSize(width: 4, height: 4)))
    }

    @Test func theConvenienceDarkFailsWhenTheModifierIsNamedOtherwise() throws {
        #expect {
            try render(card(), in: .dark)
        } throws: { error in
            (error as? UnknownThemeError)?.message
                == "the theme theme=dark names the modifier 'theme', which the design system does not have; its modifiers are appearance: light | dark"
        }
    }

    @Test func aContextTheModifierLacksFails() throws {
        #expect {
            try render(card(), in: ["appearance": "sepia"])
        } throws: { error in
            (error as? UnknownThemeError)?.message == "the theme appearance=sepia names the context 'sepia' of the modifier 'appearance', which has only 'light', 'dark'"
        }
    }

    @Test func aThemeThatExistsDrawsItsValue() throws {
        let image = try render(card(), in: ["appearance": "dark"])
        #expect(image.pixels.allSatisfy { $0 == image.pixels[0] })
        let defaults = try render(card(), in: .defaults)
        #expect(image.pixels[0] != defaults.pixels[0])
    }

    @Test func theBackgroundAloneIsChecked() throws {
        #expect(throws: UnknownThemeError.self) {
            try render(View(), in: .dark, background: Self.surface)
        }
    }

    @Test func drawingIntoALargerPictureIsChecked() throws {
        let view = card()
        try LayoutPass.layout(view, size: .fixed(CGSize(width: 4, height: 4)))
        let canvas = try Canvas(size: CGSize(width: 8, height: 8), scale: 1)
        #expect(throws: UnknownThemeError.self) {
            try Renderer(scale: 1, theme: .dark).draw(view, on: canvas, at: .zero)
        }
    }

    @Test func handMadeValuesTakeAnyTheme() throws {
        let view = View()
        view.backgroundColor = Themed(Self.light)
        _ = try render(view, in: ["anything": "goes"])
    }

    @Test func aValueOutsideARenderThrowsWhenAsked() throws {
        #expect(throws: UnknownThemeError.self) { try Self.surface.value(in: .dark) }
        #expect(try Self.surface.value(in: ["appearance": "dark"]) == Self.dark)
    }

    @Test func aValueResolvedByHandInAnUnknownThemeWarnsAtTheCaller() {
        let warnings = Mutex<[String]>([])
        RuntimeWarning.$sink.withValue({ warning in warnings.withLock { $0.append(warning) } }) {
            // Resolving cannot throw: the default is taken, and the caller's line is warned, once.
            for _ in 0..<2 { #expect(Self.surface.resolved(in: ["appearance": "sepia"]) == Self.light) }
            #expect(Self.surface.resolved(in: ["appearance": "dark"]) == Self.dark)
        }
        let line = #line - 3
        #expect(warnings.withLock { $0 } == [
            "BuildersTests/UnknownThemeTests.swift:\(line): warning: the theme appearance=sepia names the context 'sepia' of the modifier "
                + "'appearance', which has only 'light', 'dark'; the default theme's value is used "
                + "(resolve it while rendering, or with value(in:), to make this an error)",
        ])
    }

    @Test func theSpaceListsEveryThemeAndItsDefault() {
        let space = ThemeSpace(modifiers: [
            .init(name: "appearance", contexts: ["light", "dark"], defaultContext: "light"),
            .init(name: "device", contexts: ["phone", "tablet"], defaultContext: "phone"),
        ])
        #expect(space.defaultTheme == ["appearance": "light", "device": "phone"])
        #expect(space.themes.map(\.name) == ["light-phone", "light-tablet", "dark-phone", "dark-tablet"])
        #expect(space.contains(["device": "tablet"]) && !space.contains(["device": "watch"]))
        let dark: Theme = ["appearance": "dark"]
        #expect(dark.merging(["device": "tablet"]) == ["appearance": "dark", "device": "tablet"])
        #expect(dark.merging(["appearance": "light"]) == ["appearance": "light"])
    }
}
