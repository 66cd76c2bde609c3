import Builders

/// A builder whose kind has a section in the gallery: the gallery, not the view library,
/// declares how it shows the kind (`<Kind>Specimens.swift` beside this file).
protocol ShownInGallery: StyledBuilder {
    /// The kind's section (anchor, title, summary, keywords) and its specimens.
    static var gallery: StyleGallery<Self> { get }
}
