/// The gallery's border tokens. (To be built: issue #10.)
enum BorderSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
