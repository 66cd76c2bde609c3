/// Takes a PNG's filtered rows, in order, for compression.
protocol PNGRowCompressor: AnyObject {
    /// Adds a filtered row: its filter type byte, then `count - 1` filtered bytes.
    func addRow(_ row: UnsafePointer<UInt8>, count: Int) throws(RenderError)
    /// Adds a row of `filterType` and `count` zero bytes (an Up-filtered row equal to the one above).
    func addZeroRow(filterType: UInt8, count: Int) throws(RenderError)
}
