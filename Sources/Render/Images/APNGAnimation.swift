import Foundation

/// What an animated PNG holds: its canvas size, loop count and frames with their delays,
/// read and checked (chunk order, sequence numbers, frame regions), with the frames decoded
/// on request. For tests and snapshot checks of what ``APNGWriter`` wrote, and for reading
/// any APNG.
public struct APNGAnimation: Sendable {
    // MARK: - Types

    /// What happens to a frame's region before the next frame is drawn.
    public enum DisposeOperation: UInt8, Sendable, Hashable {
        /// Left as it is.
        case none = 0
        /// Cleared to transparent black.
        case background = 1
        /// Put back to what it was before this frame.
        case previous = 2
    }

    /// How a frame's pixels combine with the canvas.
    public enum BlendOperation: UInt8, Sendable, Hashable {
        /// They replace the canvas's, transparent ones included.
        case source = 0
        /// They are composited over the canvas.
        case over = 1
    }

    /// One frame's control chunk (fcTL).
    public struct Frame: Sendable, Hashable {
        /// The fcTL's sequence number.
        public let sequenceNumber: Int
        /// The left edge of the frame's region of the canvas, in pixels.
        public let x: Int
        /// The top edge of the frame's region of the canvas, in pixels.
        public let y: Int
        /// The width of the frame's region, in pixels.
        public let width: Int
        /// The height of the frame's region, in pixels.
        public let height: Int
        /// How long the frame shows.
        public let delay: APNGFrameDelay
        /// What happens to the region after the frame has shown.
        public let dispose: DisposeOperation
        /// How the frame's pixels meet the canvas's.
        public let blend: BlendOperation
    }

    // MARK: - Properties

    /// The canvas width in pixels, from IHDR.
    public let width: Int
    /// The canvas height in pixels, from IHDR.
    public let height: Int
    /// How many times the animation plays; 0 means forever.
    public let loopCount: Int
    /// The frames in the order they play, as many as acTL announces.
    public let frames: [Frame]
    /// Whether the default image (IDAT) is the first frame; if not, it is only shown by
    /// viewers without APNG support.
    public let defaultImageIsFirstFrame: Bool
    /// The sequence numbers of the fdAT chunks, in file order.
    public let frameDataSequenceNumbers: [Int]

    /// The most bytes ``frameImages(scale:)`` returns: every frame is a whole canvas.
    static let maximumFrameImageBytes = 1 << 30

    private let data: Data
    /// Each frame's compressed data, as byte ranges of `data`.
    private let frameData: [[Range<Int>]]

    // MARK: - Initializers

    /// Reads the animation of APNG `data`; a PNG without acTL, or a malformed animation, is
    /// ``RenderError/invalidPNG(_:)``.
    public init(pngData data: Data) throws(RenderError) {
        let parsed = try withPNGBytes(of: data) { bytes throws(RenderError) in try Self.parse(bytes) }
        self.data = data
        width = parsed.width
        height = parsed.height
        loopCount = parsed.loopCount
        frames = parsed.frames
        defaultImageIsFirstFrame = parsed.defaultImageIsFirstFrame
        frameDataSequenceNumbers = parsed.frameDataSequenceNumbers
        frameData = parsed.frameData
    }

    // MARK: - Decoding

    /// The canvas after each frame is drawn, frames' dispose and blend operations applied.
    /// An animation whose images would take more than 1 GiB together (frames × canvas
    /// pixels × 4 bytes) is ``RenderError/invalidPNG(_:)`` before anything is decoded; a
    /// `scale` other than 1, 2 or 3 is ``RenderError/invalidScale(_:)``.
    public func frameImages(scale: Int = 1) throws(RenderError) -> [PixelImage] {
        try PixelImage.checkScale(scale)
        let (canvasBytes, canvasOverflow) = (width * height).multipliedReportingOverflow(by: 4)
        let (totalBytes, totalOverflow) = canvasBytes.multipliedReportingOverflow(by: frames.count)
        guard !canvasOverflow, !totalOverflow, totalBytes <= Self.maximumFrameImageBytes else {
            throw .invalidPNG("\(frames.count) frames of \(width) × \(height) pixels take more than \(Self.maximumFrameImageBytes >> 30) GiB decoded")
        }
        let canvasWidth = width
        return try withPNGBytes(of: data) { bytes throws(RenderError) in
            let container = try PNGContainer(bytes)
            var canvas = [UInt32](repeating: 0, count: canvasWidth * height)
            var images: [PixelImage] = []
            var previous: (frame: Frame, saved: [UInt32])?
            for (index, frame) in frames.enumerated() {
                if let (last, saved) = previous {
                    switch last.dispose {
                    case .none: break
                    case .background: Self.clear(&canvas, canvasWidth: canvasWidth, region: last)
                    case .previous: canvas = saved
                    }
                }
                let saved = frame.dispose == .previous && index > 0 ? canvas : []
                let header = container.header.resized(width: frame.width, height: frame.height)
                let decoder = PNGDecoder(container: container, bytes: bytes, header: header)
                let image = try decoder.decode(frameData[index], in: bytes, scale: scale)
                Self.draw(image, on: &canvas, canvasWidth: canvasWidth, frame: frame)
                images.append(try PixelImage(width: canvasWidth, height: height, scale: scale, pixels: canvas))
                // dispose_op PREVIOUS on the first frame acts as BACKGROUND.
                previous = (frame.dispose == .previous && index == 0
                    ? Frame(sequenceNumber: frame.sequenceNumber, x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                            delay: frame.delay, dispose: .background, blend: frame.blend)
                    : frame, saved)
            }
            return images
        }
    }

    // MARK: - Compositing

    private static func clear(_ canvas: inout [UInt32], canvasWidth: Int, region frame: Frame) {
        for row in frame.y..<frame.y + frame.height {
            let start = row * canvasWidth + frame.x
            canvas.replaceSubrange(start..<start + frame.width, with: repeatElement(0, count: frame.width))
        }
    }

    private static func draw(_ image: PixelImage, on canvas: inout [UInt32], canvasWidth: Int, frame: Frame) {
        for row in 0..<frame.height {
            let start = (frame.y + row) * canvasWidth + frame.x
            for column in 0..<frame.width {
                let source = image.pixels[row * frame.width + column]
                canvas[start + column] = frame.blend == .over ? over(source, canvas[start + column]) : source
            }
        }
    }

    /// Premultiplied `source` over `destination`, rounded as Cairo and pixman round.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        guard inverse != 0 else { return source }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = ((source >> shift) & 0xFF) + PixelMath.multiply((destination >> shift) & 0xFF, by: inverse)
            result |= min(channel, 255) << shift
        }
        return result
    }

    // MARK: - Parsing

    private struct Parsed {
        var width = 0, height = 0, loopCount = 0
        var frames: [Frame] = []
        var defaultImageIsFirstFrame = false
        var frameDataSequenceNumbers: [Int] = []
        var frameData: [[Range<Int>]] = []
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) throws(RenderError) -> Parsed {
        let container = try PNGContainer(bytes)
        let reader = try PNGChunkReader(bytes)
        var parsed = Parsed(width: container.header.width, height: container.header.height)
        var frameCount: Int?
        var nextSequence = 0
        for (chunk, afterImageData) in container.animationChunks {
            let start = chunk.data.lowerBound
            switch chunk.type {
            case PNGChunkType.animationControl:
                guard frameCount == nil else { throw .invalidPNG("a second acTL chunk") }
                guard !afterImageData else { throw .invalidPNG("acTL after IDAT") }
                guard chunk.data.count == 8 else { throw .invalidPNG("acTL invalid: \(chunk.data.count) bytes instead of 8") }
                let count = Int(reader.readUInt32(at: start))
                guard count >= 1 else { throw .invalidPNG("acTL invalid: no frames") }
                frameCount = count
                parsed.loopCount = Int(reader.readUInt32(at: start + 4))
            case PNGChunkType.frameControl:
                guard frameCount != nil else { throw .invalidPNG("fcTL before acTL") }
                guard chunk.data.count == 26 else { throw .invalidPNG("fcTL invalid: \(chunk.data.count) bytes instead of 26") }
                let sequence = Int(reader.readUInt32(at: start))
                guard sequence == nextSequence else { throw .invalidPNG("APNG sequence number \(sequence) where \(nextSequence) was expected") }
                nextSequence += 1
                let frame = try frameControl(bytes, reader: reader, at: start, sequence: sequence, canvas: parsed)
                if !afterImageData {
                    guard parsed.frames.isEmpty else { throw .invalidPNG("a second fcTL before IDAT") }
                    guard frame.x == 0, frame.y == 0, frame.width == parsed.width, frame.height == parsed.height else {
                        throw .invalidPNG("fcTL invalid: the default image's frame must cover the canvas")
                    }
                    parsed.defaultImageIsFirstFrame = true
                    parsed.frameData.append(container.imageData)
                } else {
                    if let last = parsed.frameData.last, last.isEmpty { throw .invalidPNG("frame \(parsed.frames.count - 1) has no fdAT data") }
                    parsed.frameData.append([])
                }
                parsed.frames.append(frame)
            default: // fdAT
                guard afterImageData else { throw .invalidPNG("fdAT before IDAT") }
                guard chunk.data.count >= 4 else { throw .invalidPNG("fdAT invalid: no sequence number") }
                let sequence = Int(reader.readUInt32(at: start))
                guard sequence == nextSequence else { throw .invalidPNG("APNG sequence number \(sequence) where \(nextSequence) was expected") }
                nextSequence += 1
                guard !parsed.frameData.isEmpty, !(parsed.defaultImageIsFirstFrame && parsed.frameData.count == 1) else {
                    throw .invalidPNG("fdAT without an fcTL before it")
                }
                parsed.frameDataSequenceNumbers.append(sequence)
                parsed.frameData[parsed.frameData.count - 1].append(start + 4..<chunk.data.upperBound)
            }
        }
        guard let frameCount else { throw .invalidPNG("not an animated PNG: no acTL chunk") }
        if let last = parsed.frameData.last, last.isEmpty { throw .invalidPNG("frame \(parsed.frames.count - 1) has no fdAT data") }
        guard parsed.frames.count == frameCount else { throw .invalidPNG("acTL announces \(frameCount) frames, the file has \(parsed.frames.count)") }
        return parsed
    }

    /// Reads and checks the fcTL whose data starts at `start`.
    private static func frameControl(
        _ bytes: UnsafeRawBufferPointer, reader: PNGChunkReader, at start: Int, sequence: Int, canvas: Parsed
    ) throws(RenderError) -> Frame {
        let width = Int(reader.readUInt32(at: start + 4)), height = Int(reader.readUInt32(at: start + 8))
        let x = Int(reader.readUInt32(at: start + 12)), y = Int(reader.readUInt32(at: start + 16))
        guard width > 0, height > 0, x + width <= canvas.width, y + height <= canvas.height else {
            throw .invalidPNG("fcTL invalid: frame \(width) × \(height) at (\(x), \(y)) is outside the \(canvas.width) × \(canvas.height) canvas")
        }
        let numerator = UInt16(bytes[start + 20]) << 8 | UInt16(bytes[start + 21])
        let denominator = UInt16(bytes[start + 22]) << 8 | UInt16(bytes[start + 23])
        guard let dispose = DisposeOperation(rawValue: bytes[start + 24]) else { throw .invalidPNG("fcTL invalid: dispose op \(bytes[start + 24])") }
        guard let blend = BlendOperation(rawValue: bytes[start + 25]) else { throw .invalidPNG("fcTL invalid: blend op \(bytes[start + 25])") }
        return Frame(sequenceNumber: sequence, x: x, y: y, width: width, height: height,
                     delay: APNGFrameDelay(numerator: numerator, denominator: denominator), dispose: dispose, blend: blend)
    }
}
