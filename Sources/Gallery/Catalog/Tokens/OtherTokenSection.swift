/// The gallery's otherToken tokens. (To be built: issue #10.)
enum OtherTokenSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
