/// PNG's Paeth predictor, used by the encoder's and the decoder's filters: whichever of
/// left, above and upper-left is closest to left + above − upper-left.
@inline(__always)
func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
    let a = Int(left), b = Int(above), c = Int(upperLeft)
    let p = a + b - c
    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
    if pa <= pb && pa <= pc { return left }
    return pb <= pc ? above : upperLeft
}
