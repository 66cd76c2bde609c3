/// The gallery's gradient tokens. (To be built: issue #10.)
enum GradientSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
