import Foundation

/// Runs `body` on `data`'s bytes (of any `Data`, slices included), keeping `body`'s typed error.
func withPNGBytes<Result>(
    of data: Data, _ body: (UnsafeRawBufferPointer) throws(RenderError) -> Result
) throws(RenderError) -> Result {
    let outcome: Swift.Result<Result, RenderError> = data.withUnsafeBytes { bytes in
        Swift.Result { () throws(RenderError) -> Result in try body(bytes) }
    }
    return try outcome.get()
}
