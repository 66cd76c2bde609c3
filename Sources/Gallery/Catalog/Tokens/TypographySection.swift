/// The gallery's typography tokens. (To be built: issue #10.)
enum TypographySection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
