/// The gallery's color tokens. (To be built: issue #10.)
enum ColorSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
