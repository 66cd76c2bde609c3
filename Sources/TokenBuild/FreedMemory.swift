#if canImport(Glibc)
import Glibc
#endif

/// Hands the memory an emitter has freed back to the system between the outputs of one
/// build, so the next output's peak starts from what is still alive.
///
/// glibc keeps freed blocks in its heap for reuse; the Swift emitter's tree and text, freed
/// in scattered pieces, kept the build's resident size some 4 MB above its live memory on
/// 30,000 tokens (issue 23's build memory). Elsewhere the allocator returns memory itself.
enum FreedMemory {
    /// Returns the heap's free pages to the system (glibc's `malloc_trim`, which its Swift
    /// module does not import, hence looked up by name); a few milliseconds.
    static func release() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
