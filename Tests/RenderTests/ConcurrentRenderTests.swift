import Dispatch
import Foundation
import Render
import Testing
import TokenValues

@Suite("Concurrent rendering")
struct ConcurrentRenderTests {
    // MARK: - Fixtures

    private static let imageCount = 16
    private static let taskCount = 8

    /// Image `index` of 16, each in a different style: families, sizes, weights, spacing,
    /// line heights, alignments, line break modes, scales and attributed runs.
    private static func render(_ index: Int) throws -> PixelImage {
        let families = [["Inter"], ["Roboto"], ["DejaVu Sans"], ["DejaVu Serif"]]
        let typography = Typography(
            fontFamily: families[index % families.count],
            fontSize: 11 + CGFloat(index),
            fontWeight: index % 3 == 0 ? .bold : .regular,
            letterSpacing: CGFloat(index % 3) * 0.5,
            lineHeight: 1.1 + Double(index % 4) * 0.15
        )
        let modes = TextStyle.LineBreakMode.allCases
        let style = TextStyle(
            typography: typography,
            color: Color(red: Double(index) / 16, green: 0.25, blue: 1 - Double(index) / 16),
            alignment: TextAlignment.allCases[index % TextAlignment.allCases.count],
            numberOfLines: index % 4,
            lineBreakMode: modes[index % modes.count]
        )
        var text = AttributedText("Render \(index): ")
        text.append("Съешь же ещё этих мягких ", attributes: TextAttributes(
            color: Color(srgbHex: 0xD32F2F),
            strikethrough: index % 4 == 1 ? .double : nil,
            underline: index % 2 == 0 ? .single : nil
        ))
        text.append("French buns", attributes: TextAttributes(fontFamily: ["DejaVu Sans Mono"], baselineOffset: CGFloat(index % 3)))
        let layout = try TextLayout(attributedText: text, style: style)
        let width: CGFloat = 180
        let size = layout.size(fittingWidth: width - 16)
        let canvas = try Canvas(size: CGSize(width: width, height: size.height + 16), scale: 1 + index % 2)
        canvas.fill(CGRect(origin: .zero, size: canvas.size), color: Color(srgbHex: 0xF5F5F0), cornerRadius: 8)
        layout.setWidthLimit(width - 16)
        canvas.draw(layout, at: CGPoint(x: 8, y: 8))
        return try canvas.makeImage()
    }

    private static func renderSerially() throws -> [PixelImage] {
        try (0..<imageCount).map(render)
    }

    /// The 16 images rendered by 8 concurrent tasks, two each, in index order.
    private static func renderConcurrently() async throws -> [PixelImage] {
        try await withThrowingTaskGroup(of: [(Int, PixelImage)].self) { group in
            let perTask = imageCount / taskCount
            for task in 0..<taskCount {
                group.addTask {
                    try (task * perTask..<(task + 1) * perTask).map { ($0, try render($0)) }
                }
            }
            var images = [PixelImage?](repeating: nil, count: imageCount)
            for try await rendered in group {
                for (index, image) in rendered { images[index] = image }
            }
            return images.compactMap { $0 }
        }
    }

    // MARK: - Tests

    @Test func theSixteenImagesDiffer() throws {
        let images = try Self.renderSerially()
        #expect(Set(images.map(\.pixels)).count == Self.imageCount)
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try Self.renderSerially()
        let second = try Self.renderSerially()
        for (index, (one, other)) in zip(first, second).enumerated() {
            #expect(one.countOfDifferingPixels(from: other) == 0, "image \(index)")
        }
    }

    @Test func concurrentRendersMatchSerialRendersByteForByte() async throws {
        let serial = try Self.renderSerially()
        for _ in 0..<5 {
            let concurrent = try await Self.renderConcurrently()
            #expect(concurrent.count == serial.count)
            for (index, (one, other)) in zip(serial, concurrent).enumerated() {
                #expect(one.countOfDifferingPixels(from: other) == 0, "image \(index): \(one.width)×\(one.height) and \(other.width)×\(other.height)")
            }
        }
    }

    @Test func aLayoutMovedToAnotherThreadDrawsTheSame() throws {
        /// Carries a layout to one other thread, and its image back; used by one thread at a time.
        final class Handoff: @unchecked Sendable {
            var layout: TextLayout?
            var image: PixelImage?
        }
        @Sendable func draw(_ layout: TextLayout) throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 200, height: 60), scale: 2)
            layout.setWidthLimit(200)
            canvas.draw(layout, at: CGPoint(x: 0, y: 4))
            return try canvas.makeImage()
        }
        let style = TextStyle(typography: Typography(fontFamily: ["Roboto"], fontSize: 18, lineHeight: 1.4), alignment: .center, numberOfLines: 2)
        let text = "A layout made on one thread and drawn on another"
        let here = try draw(try TextLayout(text: text, style: style))

        let handoff = Handoff()
        handoff.layout = try TextLayout(text: text, style: style)
        // Measured here at another width; drawn there at 200 points.
        _ = handoff.layout?.size(fittingWidth: 120)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            if let layout = handoff.layout {
                handoff.image = try? draw(layout)
            }
            // Released here: its Pango objects go back to the threads that made them.
            handoff.layout = nil
        }
        thread.start()
        done.wait()
        #expect(handoff.image?.countOfDifferingPixels(from: here) == 0)
        // This thread's font map still works after objects were queued back to it.
        #expect(try draw(try TextLayout(text: text, style: style)).countOfDifferingPixels(from: here) == 0)
    }

    /// A thread's font map goes when the thread exits; a layout made there and used here
    /// afterwards sets itself up on this thread's map and measures the same.
    @Test func aLayoutOutlivingItsThreadMeasuresTheSame() throws {
        /// Carries a layout out of a thread that then exits; used by one thread at a time.
        final class Handoff: @unchecked Sendable {
            var layout: TextLayout?
        }
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 15), numberOfLines: 0)
        let text = "Made on a thread that is gone by the time it is measured again"
        let handoff = Handoff()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            handoff.layout = try? TextLayout(text: text, style: style)
            _ = handoff.layout?.size(fittingWidth: 90)
        }
        thread.start()
        done.wait()
        while !thread.isFinished { usleep(1_000) }
        let expected = try TextLayout(text: text, style: style).size(fittingWidth: 120)
        #expect(handoff.layout?.size(fittingWidth: 120) == expected)
        handoff.layout = nil
        #expect(try TextLayout(text: text, style: style).size(fittingWidth: 120) == expected)
    }
}
