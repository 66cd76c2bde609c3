import Builders
import Foundation
import Render
import TokenModel

/// The gallery's devices: a sample screen (``DeviceScreen``) per device preset, built from
/// the design system's label, view and button styles, in every theme of that device. A
/// design system without such styles has nothing to put on a screen and gets no section.
package enum DeviceSection {
    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        let names = ScreenStyleNames(system: context.system)
        guard names.hasAny else { return [] }
        let entries = DevicePreset.all.compactMap { entry(for: $0, names: names, in: context) }
        guard !entries.isEmpty else { return [] }
        return [GallerySection(
            id: "devices", title: "Devices",
            summary: "A sample screen at each device preset's size, built from the design system's styles, with the preset's safe area.",
            entries: entries
        )]
    }

    /// The themes `preset` is shown in: those of its `device` context when the design
    /// system has a `device` modifier naming it, else every shown theme (its tokens do not
    /// depend on the device).
    static func themes(for preset: DevicePreset, in context: GalleryContext) -> [Theme] {
        guard context.system.modifiers[DevicePreset.modifier]?.contains(preset.deviceContext) == true else { return context.themes }
        return context.themes.filter { $0[DevicePreset.modifier] == preset.deviceContext }
    }

    /// The sample screen of `preset` in `theme`, from the design system's styles; `nil` when
    /// it has no label, view or button style to put on a screen. What the gallery draws, and
    /// the device snapshot tests too (one picture, one recipe).
    package static func screen(for preset: DevicePreset, in theme: Theme, of context: GalleryContext) -> DeviceScreen? {
        let names = ScreenStyleNames(system: context.system)
        return names.hasAny ? screen(for: preset, names: names, in: theme, of: context) : nil
    }

    // MARK: - Private

    /// Which style the screen takes for each of its parts: the conventional name when the
    /// design system has it (`title`, `body`, `card`, `primary`), else the first of its kind.
    private struct ScreenStyleNames {
        var title: String?
        var body: String?
        var card: String?
        var button: (kind: String, name: String)?

        init(system: ResolvedDesignSystem) {
            let labels = StyleEntries.names(of: "label", in: system)
            let views = StyleEntries.names(of: "view", in: system)
            title = labels.first { $0 == "title" } ?? labels.first
            body = labels.first { $0 == "body" } ?? labels.first { $0 != title }
            card = views.first { $0 == "card" } ?? views.first
            for kind in ["commonButton", "button"] where button == nil {
                let buttons = StyleEntries.names(of: kind, in: system)
                if let name = buttons.first(where: { $0 == "primary" }) ?? buttons.first { button = (kind, name) }
            }
        }

        var hasAny: Bool { title != nil || card != nil || button != nil }
    }

    private struct ScreenKey: Hashable {
        var styles: [ResolvedStyle?]
        var background: Color
    }

    private static func screen(for preset: DevicePreset, names: ScreenStyleNames, in theme: Theme, of context: GalleryContext) -> DeviceScreen {
        func style(_ kind: String, _ name: String?) -> ResolvedStyle? {
            name.flatMap { context.style(kind: kind, name: $0, in: theme) }
        }
        return DeviceScreen(preset: preset, background: context.background(in: theme),
                            title: style("label", names.title), body: style("label", names.body),
                            card: style("view", names.card), button: names.button.flatMap { style($0.kind, $0.name) },
                            bodyText: context.options.sampleText)
    }

    private static func entry(for preset: DevicePreset, names: ScreenStyleNames, in context: GalleryContext) -> GalleryEntry? {
        let shown = Set(themes(for: preset, in: context))
        func screen(in theme: Theme) -> DeviceScreen { Self.screen(for: preset, names: names, in: theme, of: context) }
        let groups = context.themeGroups { theme -> ScreenKey? in
            guard shown.contains(theme) else { return nil }
            let screen = screen(in: theme)
            return ScreenKey(styles: [screen.title, screen.body, screen.card, screen.button], background: screen.background)
        }
        guard !groups.isEmpty else { return nil }
        let scale = context.options.scale
        let variants = groups.map { group in
            let screen = screen(in: group.themes[0])
            let renderer = Renderer(scale: scale, theme: group.themes[0], background: Themed(screen.background))
            let picture = screen.snapshotRecipe.galleryPicture(caption: preset.description, key: "\(StyleEntries.drawingVersion) \(screen.recipe)",
                                                               renderer: renderer)
            return GalleryVariant(themes: group.themes, facts: [
                GalleryFact("margin", GalleryFact.number(screen.margin)), GalleryFact("columns", String(screen.columns)),
            ], pictures: [picture])
        }
        return GalleryEntry(
            id: "device-\(preset.name)", name: "device.\(preset.name)", title: preset.title, group: "devices",
            description: "\(preset.description), safe area \(inset(preset.safeAreaInsets)).",
            facts: [GalleryFact("size", "\(Int(preset.size.width)) × \(Int(preset.size.height)) pt"),
                    GalleryFact("device context", preset.deviceContext)],
            variants: variants,
            keywords: ["device", preset.kind.rawValue, preset.deviceContext]
        )
    }

    private static func inset(_ insets: EdgeInsets) -> String {
        "top \(GalleryFact.number(insets.top)), bottom \(GalleryFact.number(insets.bottom))"
    }
}
