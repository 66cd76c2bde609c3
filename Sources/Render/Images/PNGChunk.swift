/// One chunk of a PNG: its type and where its data is in the file.
struct PNGChunk {
    /// The chunk type, one of ``PNGChunkType``'s or any other four letters.
    let type: UInt32
    /// The data's byte range within the whole file.
    let data: Range<Int>
}
