import Foundation

/// Writes a sequence of same-size frames (a shimmer loop, a spinner) as an animated PNG.
///
/// Every frame is stored whole: dispose op NONE, blend op SOURCE, so a transparent pixel in a
/// frame replaces what the previous frame had there. The first frame is also the file's
/// default image (IDAT), so viewers without APNG support show it. Like
/// ``PixelImage/pngData(options:)``, frames are RGB when every pixel of every frame is opaque,
/// else RGBA, and the same frames give the same bytes.
public struct APNGWriter: Sendable {
    // MARK: - Properties

    /// How many times the animation plays; 0 means forever.
    public var loopCount: Int
    /// How every frame is compressed.
    public var options: PNGEncodingOptions

    // MARK: - Initializers

    /// A writer for animations that play `loopCount` times (0: forever), compressed with `options`.
    public init(loopCount: Int = 0, options: PNGEncodingOptions = .default) {
        self.loopCount = loopCount
        self.options = options
    }

    // MARK: - Writing

    /// The APNG of `frames`, each shown for the delay at the same index of `delays`.
    /// Frames of different sizes, a count of delays other than the count of frames, no
    /// frames, or a negative loop count are ``RenderError/invalidImage(_:)``.
    public func data(frames: [PixelImage], delays: [APNGFrameDelay]) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .invalidImage("an animation needs at least one frame") }
        guard delays.count == frames.count else { throw .invalidImage("\(delays.count) delays for \(frames.count) frames") }
        guard (0...Int(Int32.max)).contains(loopCount) else { throw .invalidImage("loop count \(loopCount) is not 0 (forever) to 2³¹ − 1") }
        try PNGEncoder.validateSize(width: first.width, height: first.height)
        if let index = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw .invalidImage("frame \(index) is \(frames[index].width) × \(frames[index].height), frame 0 is \(first.width) × \(first.height)")
        }
        let channels = frames.allSatisfy(PNGEncoder.isOpaque) ? 3 : 4
        let buffer = try PNGByteBuffer(capacity: Self.initialCapacity(width: first.width, height: first.height, channels: channels))
        try PNGEncoder.writeSignatureAndHeader(width: first.width, height: first.height, channels: channels, into: buffer)

        let control = try buffer.beginChunk(PNGChunkType.animationControl)
        try buffer.appendUInt32(UInt32(frames.count))
        try buffer.appendUInt32(UInt32(loopCount))
        try buffer.endChunk(startingAt: control)

        let encoder = PNGEncoder(options: options)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            try writeFrameControl(width: first.width, height: first.height, delay: delays[index], sequence: &sequence, into: buffer)
            try encoder.writeImageData(frame, channels: channels, into: buffer, as: index == 0 ? .imageData : .frameData, sequence: &sequence)
        }
        try buffer.endChunk(startingAt: buffer.beginChunk(PNGChunkType.end))
        return buffer.takeData()
    }

    /// The APNG of `frames`, each shown for `delay`.
    public func data(frames: [PixelImage], delay: APNGFrameDelay) throws(RenderError) -> Data {
        try data(frames: frames, delays: Array(repeating: delay, count: frames.count))
    }

    /// The APNG of `frames` played at `framesPerSecond` (1 to 65,535).
    public func data(frames: [PixelImage], framesPerSecond: Int) throws(RenderError) -> Data {
        guard (1...65_535).contains(framesPerSecond) else { throw .invalidImage("\(framesPerSecond) frames a second is not 1 to 65,535") }
        return try data(frames: frames, delay: APNGFrameDelay(framesPerSecond: UInt16(framesPerSecond)))
    }

    /// Writes the APNG of `frames` to `url` atomically.
    public func write(frames: [PixelImage], delays: [APNGFrameDelay], to url: URL) throws {
        try data(frames: frames, delays: delays).write(to: url, options: .atomic)
    }

    // MARK: - Internal

    /// What the output buffer starts with: room for the header chunks and about one frame,
    /// whatever the frame count. The buffer grows as frames are written, so many frames
    /// that share one pixel buffer and compress well never ask for memory up front.
    static func initialCapacity(width: Int, height: Int, channels: Int) -> Int {
        128 + PNGEncoder.dataBound(width: width, height: height, channels: channels) + 64
    }

    // MARK: - Private

    /// An fcTL for a whole-canvas frame shown for `delay`, replacing the canvas.
    private func writeFrameControl(
        width: Int, height: Int, delay: APNGFrameDelay, sequence: inout UInt32, into buffer: PNGByteBuffer
    ) throws(RenderError) {
        let start = try buffer.beginChunk(PNGChunkType.frameControl)
        try buffer.appendUInt32(sequence)
        sequence += 1
        try buffer.appendUInt32(UInt32(width))
        try buffer.appendUInt32(UInt32(height))
        try buffer.appendUInt32(0) // x offset
        try buffer.appendUInt32(0) // y offset
        try buffer.appendUInt16(delay.numerator)
        try buffer.appendUInt16(delay.denominator)
        try buffer.append([APNGAnimation.DisposeOperation.none.rawValue, APNGAnimation.BlendOperation.source.rawValue])
        try buffer.endChunk(startingAt: start)
    }
}
