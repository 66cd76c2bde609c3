import Foundation
import Synchronization

/// Finds the themes a render used that its design system does not have.
///
/// ``Themed/resolved(in:)`` cannot throw: it is called for every color of every view. So a
/// ``Themed`` value that knows its ``ThemeSpace`` reports a theme that space lacks to the
/// check running on this task or thread, and whoever drew (the renderer, a snapshot
/// assertion, the gallery) throws ``UnknownThemeError`` once drawing ends. Outside a run
/// (a value resolved by hand) nothing can throw, so the caller's file and line get a warning
/// on standard error, once each, rather than a quiet default; ``Themed/value(in:)`` throws.
///
/// ```swift
/// let image = try ThemeCheck.run { try draw(view, in: theme) }
/// ```
public enum ThemeCheck {
    // MARK: - Running

    /// Runs `body`; throws the first unknown theme any ``Themed`` value met while it ran
    /// (nested runs report to their own caller only).
    public static func run<Result>(_ body: () throws -> Result) throws -> Result {
        let recorder = Recorder()
        let result = try $recorder.withValue(recorder) { try body() }
        if let error = recorder.first { throw error }
        return result
    }

    /// Reports that `theme` is not in `space`: to the check that is running, else as a
    /// warning located at the caller of ``Themed/resolved(in:fileID:line:)``.
    static func report(_ theme: Theme, space: ThemeSpace, fileID: StaticString, line: UInt) {
        guard let problem = space.problem(with: theme) else { return }
        if let recorder {
            recorder.record(UnknownThemeError(theme: theme, space: space, message: problem))
            return
        }
        let warning = "\(fileID):\(line): warning: \(problem); the default theme's value is used "
            + "(resolve it while rendering, or with value(in:), to make this an error)"
        RuntimeWarning.report(warning)
    }

    // MARK: - Private

    /// The check running on this task.
    ///
    /// A task-local by nature: ``Themed/resolved(in:)`` is called for every color of every
    /// view, by views, drawers and generated code that cannot throw or take a check along;
    /// whoever draws wraps the drawing in ``run(_:)`` and throws once it ends.
    @TaskLocal private static var recorder: Recorder?

    /// The first unknown theme of one run; drawing may run on several threads.
    private final class Recorder: Sendable {
        private let error = Mutex<UnknownThemeError?>(nil)

        func record(_ found: UnknownThemeError) {
            error.withLock { if $0 == nil { $0 = found } }
        }

        var first: UnknownThemeError? { error.withLock { $0 } }
    }
}

/// A ``Theme`` that names a modifier or context its design system does not have.
public struct UnknownThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The theme asked for.
    public let theme: Theme
    /// The themes the design system has.
    public let space: ThemeSpace
    /// What is wrong and what exists, in one sentence.
    public let message: String

    public init(theme: Theme, space: ThemeSpace, message: String) {
        self.theme = theme
        self.space = space
        self.message = message
    }

    public var description: String { message }
}
