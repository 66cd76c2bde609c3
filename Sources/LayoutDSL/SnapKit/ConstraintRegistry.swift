import Foundation
import ViewKit

/// Which ``SnapKitConstraint``s each view's DSL made (its `snp.constraints`) and which errors
/// its lines recorded, kept outside the view, as `View` has no stored property for them.
///
/// **Thread safety:** one store for the process, keyed by `ObjectIdentifier(view)` and guarded by
/// a lock (not the main actor: views are not main-actor-bound here, and tests lay trees out on
/// many threads at once). No user code runs under the lock, only the store's own short edits.
///
/// **Lifetime:** an entry holds its view weakly. An entry whose view is gone is never returned
/// (its identifier may be reused by a new view, which then gets a fresh entry), and such entries
/// are swept whenever the store has grown to twice its size after the last sweep, so memory
/// stays proportional to the live views that have DSL constraints. An entry that becomes empty
/// (no constraints, no errors) is removed at once.
final class ConstraintRegistry: @unchecked Sendable {
    // MARK: - Nested types

    private struct Entry {
        weak var view: View?
        var constraints: [SnapKitConstraint] = []
        var errors: [SnapKitError] = []

        var isEmpty: Bool { constraints.isEmpty && errors.isEmpty }
    }

    // MARK: - Properties

    /// The store of the process.
    static let shared = ConstraintRegistry()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = ConstraintRegistry.minimumSweepThreshold
    private static let minimumSweepThreshold = 64

    // MARK: - Constraints

    /// The active DSL constraints of `view`, in the order they were activated.
    func constraints(of view: View) -> [SnapKitConstraint] {
        read(view) { $0.constraints } ?? []
    }

    /// Lists `constraint` under `view` (once).
    func add(_ constraint: SnapKitConstraint, to view: View) {
        modify(view) { entry in
            if !entry.constraints.contains(where: { $0 === constraint }) { entry.constraints.append(constraint) }
        }
    }

    /// Takes `constraint` out of `view`'s list.
    func remove(_ constraint: SnapKitConstraint, from view: View) {
        modify(view) { entry in entry.constraints.removeAll { $0 === constraint } }
    }

    // MARK: - Errors

    /// The errors recorded for `view`, oldest first.
    func errors(of view: View) -> [SnapKitError] {
        read(view) { $0.errors } ?? []
    }

    /// Records `errors` for `view`.
    func record(_ errors: [SnapKitError], for view: View) {
        guard !errors.isEmpty else { return }
        modify(view) { entry in entry.errors += errors }
    }

    /// Forgets the errors recorded for `view`.
    func clearErrors(of view: View) {
        modify(view) { entry in entry.errors.removeAll() }
    }

    // MARK: - Lifetime

    /// Removes the entries of views that are gone; returns how many entries are left.
    @discardableResult
    func removeDeallocated() -> Int {
        lock.withLock {
            sweep()
            return entries.count
        }
    }

    // MARK: - Private

    private func read<Result>(_ view: View, _ body: (Entry) -> Result) -> Result? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
            return body(entry)
        }
    }

    private func modify(_ view: View, _ body: (inout Entry) -> Void) {
        lock.withLock {
            let id = ObjectIdentifier(view)
            var entry = entries[id].flatMap { $0.view === view ? $0 : nil } ?? Entry(view: view)
            body(&entry)
            if entry.isEmpty {
                entries[id] = nil
            } else {
                entries[id] = entry
                if entries.count >= sweepThreshold { sweep() }
            }
        }
    }

    /// Drops dead entries and sets the next sweep at twice the live count. Call under the lock.
    private func sweep() {
        entries = entries.filter { $0.value.view != nil }
        sweepThreshold = max(Self.minimumSweepThreshold, entries.count * 2)
    }
}
