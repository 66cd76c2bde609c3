import Builders
import Foundation
import Testing

/// The layout benchmark's list laid out with `pin` places every cell, image and label where
/// its stack views do: the benchmark compares the same layout.
@Suite("PinLayout list against the stack list")
struct PinListEquivalenceTests {
    @Test func thePinListPlacesEveryViewWhereTheStackListDoes() throws {
        let stacks = LayoutBenchmarkTrees.list(cells: 10), pins = LayoutBenchmarkTrees.pinList(cells: 10)
        try LayoutPass.layout(stacks, size: .fitting(width: .exactly(390)))
        try LayoutPass.layout(pins, size: .fitting(width: .exactly(390)))
        #expect(pins.subviews.count == stacks.subviews.count)
        for (stackCell, pinCell) in zip(stacks.subviews, pins.subviews) {
            let cell = try #require(pinCell as? PinCellView)
            let labels = stackCell.subviews[1]
            let expected = [stackCell.frame, stackCell.subviews[0].frame,
                            labels.subviews[0].frame.offsetBy(dx: labels.frame.minX, dy: labels.frame.minY),
                            labels.subviews[1].frame.offsetBy(dx: labels.frame.minX, dy: labels.frame.minY)]
            let found = [cell.frame, cell.image.frame, cell.heading.frame, cell.text.frame]
            for (want, got) in zip(expected, found) {
                #expect(abs(want.minX - got.minX) < 1e-4 && abs(want.minY - got.minY) < 1e-4
                        && abs(want.width - got.width) < 1e-4 && abs(want.height - got.height) < 1e-4, "\(want) against \(got)")
            }
        }
    }
}
