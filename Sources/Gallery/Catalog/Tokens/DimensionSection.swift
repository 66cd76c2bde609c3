/// The gallery's dimension tokens. (To be built: issue #10.)
enum DimensionSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
