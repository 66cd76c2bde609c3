import CCairoPango
import Foundation
import Synchronization

/// The pixel memory of large canvases, kept for the next canvas of the same size. A fresh
/// multi-megabyte allocation comes from the kernel a page at a time, and glibc gives it back
/// when the canvas goes: rendering a phone screen frame after frame spent more time in page
/// faults than in drawing. Memory returns here when Cairo destroys the surface (through its
/// user data), so a surface that outlives its canvas keeps its pixels. Bounded in buffers and
/// bytes; the oldest buffer goes first.
final class SurfaceMemoryPool: Sendable {
    // MARK: - Nested types

    /// A buffer's address, sendable because only the pool and one surface ever hold it.
    private struct Buffer: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let byteCount: Int
    }

    private struct State {
        var free: [Buffer] = []
        var byteCount = 0
    }

    // MARK: - Properties

    static let shared = SurfaceMemoryPool(byteLimit: 64 << 20, bufferLimit: 8, smallestPooled: 256 << 10)

    /// The most bytes and buffers kept.
    let byteLimit: Int
    let bufferLimit: Int
    /// Smaller buffers are left to malloc, which keeps them cheaply itself.
    let smallestPooled: Int
    private let state = Mutex(State())

    // MARK: - Initializers

    init(byteLimit: Int, bufferLimit: Int, smallestPooled: Int) {
        precondition(bufferLimit > 0, "a pool keeps at least one buffer")
        self.byteLimit = byteLimit
        self.bufferLimit = bufferLimit
        self.smallestPooled = smallestPooled
    }

    /// How many buffers and bytes the pool keeps now.
    var kept: (buffers: Int, bytes: Int) {
        state.withLock { ($0.free.count, $0.byteCount) }
    }

    // MARK: - Surfaces

    /// An ARGB32 surface of `width` × `height` pixels, cleared to transparent, over pooled
    /// memory when the size is large enough; `nil` when no memory is left or Cairo cannot
    /// keep it, and the caller makes a surface of Cairo's own.
    func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let byteCount = stride * height
        guard byteCount >= smallestPooled else { return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) }
        let memory: UnsafeMutableRawPointer
        if let reused = take(byteCount: byteCount) {
            memory = reused
            memset(memory, 0, byteCount)
        } else {
            guard let fresh = calloc(byteCount + Self.headerBytes, 1) else { return nil }
            fresh.storeBytes(of: byteCount, as: Int.self)
            memory = fresh + Self.headerBytes
        }
        // The surface holds the pool until Cairo hands the memory back.
        (memory - Self.headerBytes).storeBytes(of: Unmanaged.passRetained(self).toOpaque(), toByteOffset: 8, as: UnsafeMutableRawPointer.self)
        let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, Self.key, memory - Self.headerBytes, returnSurfaceMemory) == CAIRO_STATUS_SUCCESS
        else {
            // Cairo did not take the memory: the surface goes first, then the memory (freed,
            // not kept: memory is short), and the caller makes a surface of Cairo's own.
            cairo_surface_destroy(surface)
            Unmanaged<SurfaceMemoryPool>.fromOpaque(
                (memory - Self.headerBytes).load(fromByteOffset: 8, as: UnsafeMutableRawPointer.self)).release()
            free(memory - Self.headerBytes)
            return nil
        }
        return surface
    }

    // MARK: - Buffers

    /// Before each buffer: its pixel byte count and, while a surface uses it, the retained
    /// pool it returns to; 64 bytes keep the pixels aligned as malloc's.
    fileprivate static let headerBytes = 64

    /// Where Cairo keeps the surface's memory; the key is its address, made once.
    private nonisolated(unsafe) static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A kept buffer of exactly `byteCount` pixel bytes, taken out of the pool.
    private func take(byteCount: Int) -> UnsafeMutableRawPointer? {
        state.withLock { state in
            guard let index = state.free.lastIndex(where: { $0.byteCount == byteCount }) else { return nil }
            let buffer = state.free.remove(at: index)
            state.byteCount -= buffer.byteCount
            return buffer.base + Self.headerBytes
        }
    }

    /// Keeps the buffer that starts at `base` (its header), freeing the oldest kept ones to
    /// stay within the limits, or frees it when it alone is over them.
    fileprivate func give(_ base: UnsafeMutableRawPointer) {
        let buffer = Buffer(base: base, byteCount: base.load(as: Int.self))
        guard buffer.byteCount <= byteLimit / 2 else { return free(base) }
        let evicted = state.withLock { state in
            var evicted: [Buffer] = []
            while state.byteCount + buffer.byteCount > byteLimit || state.free.count >= bufferLimit {
                let oldest = state.free.removeFirst()
                state.byteCount -= oldest.byteCount
                evicted.append(oldest)
            }
            state.free.append(buffer)
            state.byteCount += buffer.byteCount
            return evicted
        }
        for old in evicted {
            free(old.base)
        }
    }
}

/// Cairo's destroy function for a pooled surface's memory: called once, when the surface is
/// gone; hands the buffer to the pool its header names.
private func returnSurfaceMemory(_ base: UnsafeMutableRawPointer?) {
    guard let base else { return }
    let pool = Unmanaged<SurfaceMemoryPool>.fromOpaque(base.load(fromByteOffset: 8, as: UnsafeMutableRawPointer.self))
    pool.takeRetainedValue().give(base)
}
