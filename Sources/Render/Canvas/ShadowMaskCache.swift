import CCairoPango
import Foundation
import Synchronization

/// Finished shadow masks of rounded rectangles, so that a view drawn again where it was (the
/// frames of a shimmer animation, a gallery's themes) does not blur its shadow again: the
/// blur is most of the cost of a card with a shadow.
///
/// A mask depends only on what the key holds: the rectangle and its radii in user space, the
/// canvas's transform, the shadow's geometry, and the device-pixel region it covers. The
/// color is applied when the mask is drawn, so it is not part of the key. Bounded in bytes;
/// the oldest masks go first.
final class ShadowMaskCache: Sendable {
    // MARK: - Nested types

    struct Key: Hashable, Sendable {
        var rect: [Double]
        var radii: CornerRadii
        var matrix: [Double]
        var geometry: [Double]
        var inset: Bool
        var region: [Int]
    }

    /// A mask as Cairo laid it out: `stride` bytes per row.
    struct Mask: Sendable {
        var bytes: [UInt8]
        var stride: Int
    }

    private struct State {
        var masks: [Key: Mask] = [:]
        var order: [Key] = []
        var byteCount = 0
    }

    // MARK: - Properties

    static let shared = ShadowMaskCache(byteLimit: 32 << 20)

    /// The most bytes the cache holds; a mask over a quarter of it is never kept.
    let byteLimit: Int
    private let state = Mutex(State())

    // MARK: - Initializers

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    // MARK: - Using

    func mask(for key: Key) -> Mask? {
        state.withLock { $0.masks[key] }
    }

    /// The keys kept, oldest first.
    var keys: [Key] {
        state.withLock { $0.order }
    }

    func store(_ mask: Mask, for key: Key) {
        guard mask.bytes.count <= byteLimit / 4 else { return }
        state.withLock { state in
            guard state.masks[key] == nil else { return }
            while state.byteCount + mask.bytes.count > byteLimit, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.byteCount -= state.masks.removeValue(forKey: oldest)?.bytes.count ?? 0
            }
            state.masks[key] = mask
            state.order.append(key)
            state.byteCount += mask.bytes.count
        }
    }
}
