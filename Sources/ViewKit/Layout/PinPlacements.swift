import Foundation
import Synchronization

/// Where the `pin` chains of one layout pass set each view's frame, so that a conflict
/// with the constraints holding that frame names the team's line (see
/// ``ConstraintConflict``). Each pass has one (``LayoutPassState/placements``); a chain
/// released outside a pass records nothing.
package final class PinPlacements: Sendable {
    // MARK: - Properties

    /// Keyed by view: the pass keeps its tree alive, so no identifier is reused meanwhile.
    private let sites = Mutex<[ObjectIdentifier: CallSite]>([:])

    // MARK: - Recording

    /// Records that a chain written at `site` set the frame of `view` (the last one wins).
    package func record(_ view: View, at site: CallSite) {
        sites.withLock { $0[ObjectIdentifier(view)] = site }
    }

    /// Where a chain last set the frame of `view` in this pass.
    package func site(of view: View) -> CallSite? {
        sites.withLock { $0[ObjectIdentifier(view)] }
    }
}
