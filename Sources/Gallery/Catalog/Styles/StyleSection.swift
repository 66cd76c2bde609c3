import Builders
import Foundation
import Render
import TokenModel

/// The gallery's plain view styles: label styles as typography specimens (with the text
/// color's contrast), view styles as boxes, image-view styles showing a photo and a tinted
/// glyph, and button styles in each of their four states.
enum StyleSection {
    // MARK: - Properties

    /// The size the view and image-view specimens are laid out at, in points.
    static let boxSize = CGSize(width: 160, height: 72)
    static let imageViewSize = CGSize(width: 64, height: 64)
    /// The title button specimens show.
    static let buttonTitle = "Continue"

    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        return labelSection(in: context) + viewSection(in: context)
            + imageViewSection(in: context) + buttonSection(in: context)
    }

    /// `property → token` for every property of `style` that names a token (per-state
    /// values as `titleColor.highlighted`).
    static func references(of style: ResolvedStyle) -> [GalleryReference] {
        style.values.flatMap { property, value -> [GalleryReference] in
            switch value {
            case .token(let path, _):
                return [GalleryReference(property: property, path: path.description)]
            case .states(let states):
                return states.compactMap { state, value in
                    if case .token(let path, _) = value { return GalleryReference(property: "\(property).\(state.rawValue)", path: path.description) }
                    return nil
                }
            default:
                return []
            }
        }
    }

    // MARK: - Kinds

    static func labelSection(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "labels", title: "Label styles",
            summary: "Each label style on the sample text, with the font drawn and its text color's contrast against its background (the style's own, else the page's).",
            kind: "label", in: context, keywords: ["typography", "text"],
            facts: { StyleFacts.text(of: $0.style, typography: "typography", pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style, text = subject.options.sampleText
                return [subject.fittingPicture("specimen", detail: "text \(String(reflecting: text))", wrapsText: true) {
                    LabelBuilder.startBuild().apply(style).setText(text).build()
                }]
            }
        )
    }

    static func viewSection(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "views", title: "View styles",
            summary: "Each view style on a \(Int(boxSize.width)) × \(Int(boxSize.height)) box.",
            kind: "view", in: context,
            pictures: { subject in
                let style = subject.style, padding = subject.options.padding
                return [subject.picture("box", detail: "size \(boxSize) padding \(padding)") { renderer in
                    let view = ViewBuilder.startBuild().apply(style).build()
                    view.frame = CGRect(origin: .zero, size: boxSize)
                    return .still(try renderer.render(view, padding: padding))
                }]
            }
        )
    }

    static func imageViewSection(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "image-views", title: "Image view styles",
            summary: "Each image-view style at \(Int(imageViewSize.width)) × \(Int(imageViewSize.height)) with a wide photo, and with a glyph drawn as a template where the style tints.",
            kind: "imageView", in: context, keywords: ["image"],
            pictures: { subject in
                let style = subject.style, padding = subject.options.padding, scale = subject.options.scale
                var pictures = [subject.picture("photo", detail: "sample photo size \(imageViewSize) padding \(padding)") { renderer in
                    let view = ImageViewBuilder.startBuild().apply(style).setImage(Image(try SampleImages.photo(scale: scale))).build()
                    view.frame = CGRect(origin: .zero, size: imageViewSize)
                    return .still(try renderer.render(view, padding: padding))
                }]
                if StyleFacts.color("tintColor", of: style) != nil {
                    pictures.append(subject.picture("tinted glyph", detail: "sample glyph size \(imageViewSize) padding \(padding)") { renderer in
                        let glyph = Image(try SampleImages.glyph(side: 32, scale: scale), renderingMode: .alwaysTemplate)
                        let view = ImageViewBuilder.startBuild().apply(style).setImage(glyph).build()
                        view.frame = CGRect(origin: .zero, size: imageViewSize)
                        return .still(try renderer.render(view, padding: padding))
                    })
                }
                return pictures
            }
        )
    }

    static func buttonSection(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "buttons", title: "Button styles",
            summary: "Each button style normal, highlighted, disabled and selected, with each state's title contrast.",
            kind: "button", in: context, keywords: ["state"],
            facts: { StyleFacts.text(of: $0.style, typography: "titleTypography", pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style
                return ControlState.allCases.map { state in
                    subject.fittingPicture(state.rawValue, detail: "title \(buttonTitle) insets 10 20") {
                        let button = ButtonBuilder.startBuild().apply(style).setTitle(buttonTitle, for: .normal)
                            .setContentEdgeInsets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)).build()
                        show(button, in: state)
                        return button
                    }
                }
            }
        )
    }

    // MARK: - Private

    /// Sets the flags that make `button` show `state`, as a touch or the app would.
    private static func show(_ button: Button, in state: ControlState) {
        switch state {
        case .normal: break
        case .highlighted: button.isHighlighted = true
        case .disabled: button.isEnabled = false
        case .selected: button.isSelected = true
        }
    }
}
