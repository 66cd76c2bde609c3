/// The gallery's shadow tokens. (To be built: issue #10.)
enum ShadowSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
