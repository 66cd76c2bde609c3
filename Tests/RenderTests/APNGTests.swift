import Foundation
@_spi(PNGReference) import Render
import Testing

/// The animated PNG writer and reader: frame count, delays, loop count, sequence numbers, pixels.
@Suite("APNG")
struct APNGTests {
    private let frames = (0..<3).map { PNGTestImages.random(width: 8, height: 6, opaque: false, seed: 70 + UInt64($0)) }
    private let delays = [APNGFrameDelay(numerator: 1, denominator: 10), APNGFrameDelay(.milliseconds(40)), APNGFrameDelay(numerator: 1, denominator: 2)]

    @Test func framesDelaysAndLoopCountReadBack() throws {
        let png = try APNGWriter(loopCount: 3).data(frames: frames, delays: delays)
        let animation = try APNGAnimation(pngData: png)
        #expect(animation.width == 8 && animation.height == 6)
        #expect(animation.frames.count == 3)
        #expect(animation.loopCount == 3)
        #expect(animation.frames.map(\.delay) == [APNGFrameDelay(numerator: 1, denominator: 10), APNGFrameDelay(numerator: 1, denominator: 25), APNGFrameDelay(numerator: 1, denominator: 2)])
        #expect(animation.frames.map(\.delay.duration) == [.milliseconds(100), .milliseconds(40), .milliseconds(500)])
        #expect(animation.defaultImageIsFirstFrame)
        #expect(animation.frames.allSatisfy { $0.dispose == .none && $0.blend == .source && $0.x == 0 && $0.y == 0 && $0.width == 8 && $0.height == 6 })
        // fcTL 0, IDAT, fcTL 1, fdAT 2, fcTL 3, fdAT 4.
        #expect(animation.frames.map(\.sequenceNumber) == [0, 1, 3])
        #expect(animation.frameDataSequenceNumbers == [2, 4])
        #expect(PNGChunkNames.of(png) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
    }

    @Test func framesDecodeToTheirPixels() throws {
        let png = try APNGWriter().data(frames: frames, delays: delays)
        #expect(try APNGAnimation(pngData: png).frameImages() == frames)
        // Readers without APNG support see the first frame.
        #expect(try PixelImage(pngData: png) == frames[0])
        #expect(try PixelImage(cairoPNGData: png) == frames[0])
    }

    @Test func aTransparentFrameReplacesThePreviousOne() throws {
        let clear = try PixelImage(width: 8, height: 6, pixels: Array(repeating: 0, count: 48))
        let png = try APNGWriter().data(frames: [frames[0], clear], framesPerSecond: 30)
        let animation = try APNGAnimation(pngData: png)
        #expect(try animation.frameImages() == [frames[0], clear])
        #expect(animation.frames.map(\.delay) == [APNGFrameDelay(numerator: 1, denominator: 30), APNGFrameDelay(numerator: 1, denominator: 30)])
        #expect(animation.loopCount == 0)
    }

    @Test func opaqueFramesAreRGB() throws {
        let opaque = (0..<2).map { PNGTestImages.random(width: 4, height: 4, opaque: true, seed: 80 + UInt64($0)) }
        let png = try APNGWriter().data(frames: opaque, framesPerSecond: 12)
        #expect(png[25] == 2)
        #expect(try APNGAnimation(pngData: png).frameImages() == opaque)
    }

    @Test func invalidFrameSequencesAreErrors() {
        let other = PNGTestImages.random(width: 7, height: 6, opaque: false, seed: 90)
        #expect(throws: RenderError.invalidImage("frame 2 is 7 × 6, frame 0 is 8 × 6")) {
            try APNGWriter().data(frames: [frames[0], frames[1], other], framesPerSecond: 10)
        }
        #expect(throws: RenderError.self) { try APNGWriter().data(frames: [], framesPerSecond: 10) }
        #expect(throws: RenderError.self) { try APNGWriter().data(frames: frames, delays: Array(delays.prefix(2))) }
        #expect(throws: RenderError.self) { try APNGWriter().data(frames: frames, framesPerSecond: 0) }
        #expect(throws: RenderError.self) { try APNGWriter(loopCount: -1).data(frames: frames, framesPerSecond: 10) }
    }

    @Test func delaysFromDurations() {
        #expect(APNGFrameDelay(.milliseconds(40)) == APNGFrameDelay(numerator: 1, denominator: 25))
        #expect(APNGFrameDelay(.seconds(2)) == APNGFrameDelay(numerator: 2, denominator: 1))
        #expect(APNGFrameDelay(.milliseconds(33)) == APNGFrameDelay(numerator: 33, denominator: 1000))
        #expect(APNGFrameDelay(.seconds(100)) == APNGFrameDelay(numerator: 100, denominator: 1))
        #expect(APNGFrameDelay(.seconds(-1)) == APNGFrameDelay(numerator: 0, denominator: 1))
        #expect(APNGFrameDelay(numerator: 5, denominator: 0).duration == .milliseconds(50))
    }

    @Test func negativeAndHugeDurationsDoNotTrap() {
        let zero = APNGFrameDelay(numerator: 0, denominator: 1)
        #expect(APNGFrameDelay(.milliseconds(-300)) == zero)
        #expect(APNGFrameDelay(.nanoseconds(-1)) == zero)
        #expect(APNGFrameDelay(.seconds(-1) + .milliseconds(500)) == zero)
        #expect(APNGFrameDelay(.zero) == zero)
        #expect(APNGFrameDelay(.nanoseconds(1)) == zero)
        let longest = APNGFrameDelay(numerator: 65_535, denominator: 1)
        #expect(APNGFrameDelay(.seconds(Int64.max / 999)) == longest)
        #expect(APNGFrameDelay(.seconds(Int64.max)) == longest)
        #expect(APNGFrameDelay(.seconds(65_535)) == longest)
        #expect(APNGFrameDelay(.seconds(65_534) + .milliseconds(999)) == longest)
        #expect(APNGFrameDelay(.seconds(65_534)) == APNGFrameDelay(numerator: 65_534, denominator: 1))
        #expect(APNGFrameDelay(.milliseconds(65_535)) == APNGFrameDelay(numerator: 13_107, denominator: 200))
        #expect(APNGFrameDelay(.milliseconds(65_540)) == APNGFrameDelay(numerator: 3_277, denominator: 50))
    }

    @Test func framesThatWouldDecodeToMoreThanOneGiBAreAnError() throws {
        // A few hundred bytes: a 16,384² canvas whose default image is not a frame, then two
        // 1 × 1 frames. Decoding every frame as a whole canvas would take 2 GiB.
        func chunk(_ type: String, _ values: [UInt32], _ tail: [UInt8] = []) -> [UInt8] {
            HandBuiltPNG.chunk(type, values.flatMap(HandBuiltPNG.bigEndian) + tail)
        }
        let side = UInt32(Canvas.maximumPixels)
        let pixel = HandBuiltPNG.zlib([0, 0])
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += HandBuiltPNG.header(width: Int(side), height: Int(side), bitDepth: 8, colorType: 0)
        bytes += chunk("acTL", [2, 0])
        bytes += HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlib([0]))
        for frame in UInt32(0)..<2 {
            bytes += chunk("fcTL", [frame * 2, 1, 1, 0, 0], [0, 1, 0, 10, 0, 0])
            bytes += chunk("fdAT", [frame * 2 + 1], pixel)
        }
        bytes += HandBuiltPNG.chunk("IEND", [])
        let animation = try APNGAnimation(pngData: Data(bytes))
        #expect(animation.frames.count == 2 && !animation.defaultImageIsFirstFrame)
        #expect(throws: RenderError.invalidPNG("2 frames of 16384 × 16384 pixels take more than 1 GiB decoded")) {
            try animation.frameImages()
        }
    }

    @Test func aPlainPNGIsNotAnAnimation() throws {
        let png = try frames[0].pngData()
        #expect(throws: RenderError.invalidPNG("not an animated PNG: no acTL chunk")) { try APNGAnimation(pngData: png) }
    }

    @Test func outOfOrderSequenceNumbersAreAnError() throws {
        var bytes = [UInt8](try APNGWriter().data(frames: frames, delays: delays))
        // Renumber the first fdAT (its data starts with the sequence number) and fix its CRC.
        var offset = 8
        while offset < bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "fdAT" {
                bytes[offset + 11] = 9
                let body = Array(bytes[offset + 4..<offset + 8 + length])
                let crc = HandBuiltPNG.chunk("fdAT", Array(body.dropFirst(4))).suffix(4)
                bytes.replaceSubrange(offset + 8 + length..<offset + 12 + length, with: crc)
                break
            }
            offset += 12 + length
        }
        #expect(throws: RenderError.invalidPNG("APNG sequence number 9 where 2 was expected")) { try APNGAnimation(pngData: Data(bytes)) }
    }
}
