import Foundation

/// Where a ``LoadingView``'s blocks go: copies stacked at full width from the top offset
/// with no gaps, and with `needRepeatLast` the last block repeated
/// `floor(remaining / lastHeight) + 1` more times when the blocks are shorter than the view.
/// Pure, so tests check it without views.
public struct LoadingLayout: Sendable, Hashable {
    // MARK: - Nested types

    /// One copy of a block.
    public struct Placement: Sendable, Hashable {
        /// The index of the block in the list.
        public var blockIndex: Int
        /// Its frame in the loading view.
        public var frame: CGRect
    }

    // MARK: - Properties

    /// The most copies a layout makes, so that a huge repeat count or a tiny block height
    /// cannot make millions of views.
    public static let maximumPlacements = 2_000

    /// The copies that start above the bottom edge (the others would not show), in order,
    /// at most ``maximumPlacements``.
    public let placements: [Placement]
    /// How many more times the last block repeats for `needRepeatLast` (0 without it).
    public let extraRepeatsOfLast: Int
    /// The size of the view laid out.
    public let size: CGSize

    // MARK: - Initializers

    /// The layout of `blocks` in a view of `size`, from `topOffset` (non-finite counts as 0).
    public init(blocks: [any LoadingViewBlock], size: CGSize, topOffset: CGFloat, repeatLast: Bool) {
        self.size = size
        let top = topOffset.isFinite ? topOffset : 0
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let blocksHeight = blocks.reduce(0.0) { $0 + Double($1.usableHeight) * Double(max($1.repeatCount, 0)) }
        var extra = 0
        if repeatLast, let last = blocks.last, last.usableHeight > 0 {
            let remaining = Double(height) - Double(top) - blocksHeight
            if remaining > 0 {
                extra = Int(min((remaining / Double(last.usableHeight)).rounded(.down) + 1, Double(Int32.max)))
            }
        }
        extraRepeatsOfLast = extra

        var placements: [Placement] = []
        var y = top
        let counts = blocks.enumerated().map { index, block in
            max(block.repeatCount, 0) + (index == blocks.count - 1 ? extra : 0)
        }
        placing: for (index, block) in blocks.enumerated() {
            let blockHeight = block.usableHeight
            guard blockHeight > 0, width > 0 else { continue }
            for _ in 0..<counts[index] {
                guard y < height, placements.count < Self.maximumPlacements else { break placing }
                placements.append(Placement(blockIndex: index, frame: CGRect(x: 0, y: y, width: width, height: blockHeight)))
                y += blockHeight
            }
        }
        self.placements = placements
    }
}
