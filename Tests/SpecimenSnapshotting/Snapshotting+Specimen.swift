import DesignSnapshots
import DesignSystem
import Gallery

// MARK: - The strategy of the project's own snapshot suites

extension Snapshotting where Value: View {
    /// A specimen as the project's snapshot suites draw it (ComponentsTests,
    /// DesignSystemTests): on the theme's screen background (`Specimens.background`), at
    /// scale 2, made of ``Snapshotting/image(size:scale:theme:padding:background:tolerance:threshold:)``.
    package static func specimen(size: LayoutSize = .compressed, theme: Theme, padding: CGFloat = 0) -> Snapshotting<Value> {
        .image(size: size, theme: theme, padding: padding, background: DesignSystem.Specimens.background)
    }
}

// MARK: - Recipes

extension Snapshotting where Value == SnapshotRecipe {
    /// A gallery recipe as the project's snapshot suites draw it, with the checks of the
    /// view strategy (fonts, drawn text's contrast on the background): a view recipe by
    /// ``Snapshotting/specimen(size:theme:padding:)`` at the recipe's size and padding; an
    /// image recipe by the renderer that strategy draws with (scale 2, `theme`,
    /// `Specimens.background`), stored under the name that strategy gives a theme's picture.
    ///
    /// An image's text is checked as a view's is where a renderer draws it as views (the
    /// frames of a strip); what the image draws on its canvas itself (a strip's frame
    /// labels) is checked for its font, not rated for contrast, as the gallery does not
    /// rate it either.
    package static func specimen(theme: Theme) -> Snapshotting<SnapshotRecipe> {
        Snapshotting { recipe in
            switch recipe.drawing {
            case .view(let size, let padding, let make):
                return try Snapshotting<View>.specimen(size: size, theme: theme, padding: padding).snapshot(try make())
            case .image(_, let draw):
                // Scale 2, as `specimen(size:theme:padding:)` draws.
                let renderer = Renderer(scale: 2, theme: theme, background: DesignSystem.Specimens.background)
                // `.<theme>` after the name but for the default theme, as the view strategies name a theme's picture.
                return [SnapshotImage(try draw(renderer), suffix: theme == .defaults ? "" : ".\(theme.name)")]
            }
        }
    }
}
