import Foundation
@testable import Gallery
import Render
import TestSupport
import TokenModel

/// Hand-built design systems for the token sections' tests: values a token file could not
/// give (NaN, huge and negative lengths, empty font lists) and hostile names.
enum TokenSystemFixture {
    /// A token at `path` with `value`, optionally an alias of `aliasOf`, documented.
    static func token(_ path: String, _ value: TokenValue, aliasOf: String? = nil, description: String? = nil,
                      deprecation: String? = nil, written: SourceNode.Value = .null) -> ResolvedToken {
        let location = SourceLocation(file: "fixture.tokens.json", line: 1, column: 1)
        let definition = TokenDefinition(path: TokenPath(dotted: path), type: value.type, value: SourceNode(written, at: location),
                                         description: description, deprecation: deprecation, location: location)
        return ResolvedToken(definition: definition, value: value, aliasOf: aliasOf.map { TokenPath(dotted: $0) })
    }

    /// A system with one theme per entry of `themes`, each holding its tokens in order.
    static func system(_ themes: [(Theme, [ResolvedToken])]) -> ResolvedDesignSystem {
        // The ordered dictionaries are taken from an empty system, so that the tests need
        // not import OrderedCollections.
        var system = ResolvedDesignSystem(themes: themes.map(\.0), defaultTheme: themes[0].0,
                                          modifiers: ["theme": themes.map { $0.0["theme"] ?? "" }],
                                          tokensByTheme: [:], styleSheets: [], warnings: [])
        for (theme, tokens) in themes {
            var table = system.defaultTokens
            table.removeAll()
            for token in tokens { table[token.path] = token }
            system.tokensByTheme[theme] = table
        }
        return system
    }

    /// A system with one theme holding `tokens`.
    static func system(_ tokens: [ResolvedToken]) -> ResolvedDesignSystem {
        system([(Theme.light, tokens)])
    }

    /// The context of `system` with the gallery's default options.
    static func context(_ system: ResolvedDesignSystem) -> GalleryContext {
        GalleryContext(system: system, options: GalleryOptions())
    }

    /// The sections of `source` for `system`.
    static func sections(_ source: GalleryCatalog.SectionSource, _ system: ResolvedDesignSystem) -> [GallerySection] {
        source(context(system))
    }

    /// What drawing a picture gives: its image, or the message it failed with.
    static func draw(_ picture: GalleryPicture) -> (image: PixelImage?, failure: String?) {
        do {
            return (try picture.draw().stillImage(scale: GalleryOptions().scale), nil)
        } catch {
            return (nil, "\(error)")
        }
    }
}
