/// The gallery's devices. (To be built: issue #10.)
enum DeviceSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        []
    }
}
