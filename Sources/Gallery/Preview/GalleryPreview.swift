import DesignChecks
import Foundation
import OutputFiles
import TokenModel

/// `dscompile preview`'s work, without the command line: choose the themes, refuse a folder
/// that is not a gallery, take the folder's lock (only while drawing and writing), write the
/// gallery and say what was done.
public struct GalleryPreview {
    // MARK: - Nested types

    /// What a preview writes, and how.
    public struct Options: Sendable {
        /// The gallery's folder.
        public var directory: URL
        /// `--theme`'s selectors (``ThemeSelection``); empty for every theme.
        public var themeSelectors: [String]
        public var scale: Int
        public var title: String
        /// Draws every picture again, reusing nothing.
        public var redrawsEverything: Bool
        /// Whether to wait for another writer of ``directory`` (`false`: `--no-wait`).
        public var waitsForOtherWriters: Bool
        /// The paths the design system was read from; the page names source files relative
        /// to their common folder.
        public var sourcePaths: [String]

        public init(directory: URL, themeSelectors: [String] = [], scale: Int = 2, title: String = "Design system preview",
                    redrawsEverything: Bool = false, waitsForOtherWriters: Bool = true, sourcePaths: [String] = []) {
            self.directory = directory
            self.themeSelectors = themeSelectors
            self.scale = scale
            self.title = title
            self.redrawsEverything = redrawsEverything
            self.waitsForOtherWriters = waitsForOtherWriters
            self.sourcePaths = sourcePaths
        }
    }

    /// What a preview did.
    public struct Outcome: Sendable {
        public var report: GalleryWriter.Report
        public var themeCount: Int
        /// The page to open.
        public var page: URL
        /// What the preview says of shown themes without a page background token: their
        /// pictures and contrasts are on white. `nil` when every theme has one.
        public var missingBackground: String?

        /// One line: what is on the page, how much was drawn, and where it is.
        public var summary: String {
            let reused = report.distinctPictureCount - report.drawnCount
            return "\(report.entryCount) entries, \(report.pictureCount) pictures (\(report.distinctPictureCount) different: \(report.drawnCount) drawn, \(reused) reused) in \(themeCount) theme(s): \(page.path)"
        }

        /// A located warning for each picture that could not be drawn.
        public var warnings: [Diagnostic] {
            (missingBackground.map { [Diagnostic.warning($0, at: nil)] } ?? [])
                + report.failures.map { .warning("\($0.entry): the picture could not be drawn: \($0.message)", at: $0.source) }
        }
    }

    /// Why nothing, or not everything, was written; the description says it in words.
    public enum Failure: Error, CustomStringConvertible {
        /// A `--theme` selector matches no theme.
        case noSuchTheme(ThemeSelection.NoMatch)
        /// The folder may not be written (``GalleryWriter/WriteError``), refused before it
        /// is locked.
        case refusedFolder(any Error)
        /// The folder's lock could not be taken, or another preview holds it.
        case locking(OutputFileError)
        /// Drawing or writing failed; the old gallery, or the new one, is whole.
        case writing(any Error)

        public var description: String {
            switch self {
            case .noSuchTheme(let error): error.description
            case .refusedFolder(let error), .writing(let error): "\(error)"
            case .locking(let error): error.descriptionWithAdvice
            }
        }
    }

    // MARK: - Properties

    public var options: Options
    /// Told `(done, total)` while pictures are drawn, from any thread, one call at a time.
    public var progress: @Sendable (Int, Int) -> Void
    /// Told the pid of the other writer (when known) each time the preview starts waiting
    /// for it.
    public var onWait: (Int32?) -> Void

    // MARK: - Initializers

    public init(options: Options, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }, onWait: @escaping (Int32?) -> Void = { _ in }) {
        self.options = options
        self.progress = progress
        self.onWait = onWait
    }

    // MARK: - Running

    /// Writes the gallery of `system` as ``options`` say.
    /// - Throws: ``Failure``; nothing was written unless it is ``Failure/writing(_:)``, after
    ///   which the folder holds the old gallery or the new one, whole.
    public func run(_ system: ResolvedDesignSystem) throws(Failure) -> Outcome {
        let themes: [Theme]
        do {
            themes = try ThemeSelection.themes(options.themeSelectors, from: system.themes)
        } catch {
            throw .noSuchTheme(error)
        }
        let directory = options.directory
        do {
            // A folder that is not ours is refused before a lock file is made beside it; so is
            // a gallery holding an input, which the clean-up after writing would remove.
            try GalleryWriter.checkDestination(directory)
            if let input = options.sourcePaths.first(where: { directory.holds(URL(fileURLWithPath: $0)) }) {
                throw GalleryWriter.WriteError.holdsAnInput(directory, input: input)
            }
        } catch {
            throw .refusedFolder(error)
        }
        // One writer at a time, and only while it draws and writes: two previews into one
        // folder would remove each other's pictures.
        let lock: OutputLock
        do {
            lock = try OutputLock(destinations: [directory], waiting: options.waitsForOtherWriters) { holder, _ in onWait(holder) }
        } catch {
            throw .locking(error)
        }
        defer { lock.release() }
        let writer = GalleryWriter(options: GalleryOptions(scale: options.scale, themes: themes), redrawsEverything: options.redrawsEverything,
                                   progress: progress)
        let report: GalleryWriter.Report
        do {
            report = try writer.write(system, to: directory, title: options.title,
                                      sourceFolder: GallerySourcePaths.commonFolder(of: options.sourcePaths))
        } catch {
            throw .writing(error)
        }
        var outcome = Outcome(report: report, themeCount: themes.count, page: directory.appendingPathComponent(GalleryWriter.pageFileName))
        let backgroundTokens = GalleryOptions.defaultBackgroundTokens
        let withoutBackground = themes.filter { TextContrastCheck.pageBackgroundToken(in: $0, of: system, backgroundTokens: backgroundTokens) == nil }
        if !withoutBackground.isEmpty {
            outcome.missingBackground = TextContrastCheck.missingBackgroundMessage(themes: withoutBackground, of: system, backgroundTokens: backgroundTokens)
        }
        return outcome
    }
}
