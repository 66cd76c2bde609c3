import Foundation

/// A source file's name as a small number, so that a ``SourceLocation`` (which every parsed
/// value carries) holds no reference and copying one costs no reference counting.
///
/// Names are interned for the life of the process: a run reads a handful of files, and a
/// name read again (a fuzzer's thousands of inputs under one name) gets its first number.
struct SourceFileName: Sendable, Hashable {
    // MARK: - Properties

    let id: UInt32

    private static let registry = Registry()

    // MARK: - Initializers

    /// The number of `name`, taken on first use.
    init(_ name: String) {
        id = Self.registry.id(of: name)
    }

    // MARK: - Accessors

    /// The name as it was given.
    var name: String {
        Self.registry.name(of: id)
    }

    // MARK: - Private

    private final class Registry: @unchecked Sendable {
        // Guarded by `lock`.
        private var names: [String] = []
        private var ids: [String: UInt32] = [:]
        private let lock = NSLock()

        func id(of name: String) -> UInt32 {
            lock.lock()
            defer { lock.unlock() }
            if let id = ids[name] { return id }
            let id = UInt32(names.count)
            names.append(name)
            ids[name] = id
            return id
        }

        func name(of id: UInt32) -> String {
            lock.lock()
            defer { lock.unlock() }
            return names[Int(id)]
        }
    }
}
