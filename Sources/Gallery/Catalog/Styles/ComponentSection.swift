/// The gallery's components. (To be built: issue #10.)
enum ComponentSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
