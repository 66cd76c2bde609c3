import CCairoPango
import Foundation
@testable import Render
import Testing
import TokenValues

/// The pool of large canvases' pixel memory: a reused buffer starts transparent, memory
/// comes back only when Cairo is done with the surface, and the pool keeps to its limits.
@Suite("SurfaceMemoryPool")
struct SurfaceMemoryPoolTests {
    /// A pool of its own, so no other test's canvases take or give its buffers.
    private static func pool(bytes: Int = 8 << 20, buffers: Int = 2) -> SurfaceMemoryPool {
        SurfaceMemoryPool(byteLimit: bytes, bufferLimit: buffers, smallestPooled: 64 << 10)
    }

    /// A 200 × 100 surface from `pool`, painted with `color` when given; its pixels.
    private static func surface(from pool: SurfaceMemoryPool, painting color: (Double, Double, Double)?) throws -> [UInt32] {
        let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 200, height: 100, pool: pool)
        if let color {
            let context = cairo_create(surface.pointer)!
            cairo_set_source_rgb(context, color.0, color.1, color.2)
            cairo_paint(context)
            cairo_destroy(context)
        }
        return try surface.makePixelImage(scale: 1).pixels
    }

    @Test func reusedMemoryStartsTransparent() throws {
        let pool = Self.pool()
        #expect(try Self.surface(from: pool, painting: (1, 0, 0)).allSatisfy { $0 == 0xFFFF_0000 })
        #expect(pool.kept.buffers == 1)
        // The same size takes the red buffer back, cleared.
        #expect(try Self.surface(from: pool, painting: nil).allSatisfy { $0 == 0 })
        #expect(pool.kept.buffers == 1)
    }

    @Test func smallSurfacesAreLeftToMalloc() throws {
        let pool = Self.pool()
        _ = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 10, height: 10, pool: pool)
        _ = try CairoImageSurface(format: CAIRO_FORMAT_A8, width: 1_000, height: 1_000, pool: pool)
        #expect(pool.kept.buffers == 0)
    }

    @Test func aSurfaceThatOutlivesItsOwnerKeepsItsMemory() throws {
        let pool = Self.pool()
        var pattern: CairoPattern?
        do {
            let surface = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 200, height: 100, pool: pool)
            let context = cairo_create(surface.pointer)!
            cairo_set_source_rgb(context, 0, 0, 1)
            cairo_paint(context)
            cairo_destroy(context)
            pattern = try CairoPattern(surface: surface, filter: CAIRO_FILTER_NEAREST, extend: CAIRO_EXTEND_NONE)
        }
        // The pattern holds the surface: its memory is not back, and other surfaces of the
        // size get memory of their own.
        #expect(pool.kept.buffers == 0)
        #expect(try Self.surface(from: pool, painting: (0, 1, 0)).allSatisfy { $0 == 0xFF00_FF00 })
        do {
            let canvas = try Canvas(size: CGSize(width: 200, height: 100))
            cairo_set_source(canvas.context, pattern!.pointer)
            cairo_paint(canvas.context)
            #expect(try canvas.makeImage().pixels.allSatisfy { $0 == 0xFF00_00FF })
            // The canvas's context still holds the pattern as its source.
            pattern = nil
            #expect(pool.kept.buffers == 1)
        }
        #expect(pool.kept.buffers == 2)
    }

    @Test func thePoolKeepsToItsLimits() throws {
        let pool = Self.pool(bytes: 200_000, buffers: 2)
        // 80,000 bytes each: two fit, a third pushes the oldest out.
        var surfaces = try (0..<3).map { _ in try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 200, height: 100, pool: pool) }
        surfaces.removeAll()
        #expect(pool.kept.buffers == 2 && pool.kept.bytes == 160_000)
        // Over half the byte limit: never kept.
        _ = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: 400, height: 100, pool: pool)
        #expect(pool.kept.buffers == 2)
    }

    @Test func canvasesOnManyThreadsStayApart() async throws {
        // Canvases of one size drawn on every core take and give the shared pool's buffers:
        // each sees only its own drawing.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let canvas = try Canvas(size: CGSize(width: 300, height: 300))
                    let color = Color(red: Double(index) / 15, green: 0, blue: 1)
                    canvas.fill(CGRect(x: 0, y: 0, width: 300, height: 150), color: color)
                    let pixels = try canvas.makeImage().pixels
                    return pixels[0] == pixels[300 * 149] && pixels[300 * 150 ..< 300 * 300].allSatisfy { $0 == 0 }
                }
            }
            for try await clean in group {
                #expect(clean)
            }
        }
    }
}
