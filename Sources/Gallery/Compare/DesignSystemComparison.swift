import Dispatch
import Foundation
import OutputFiles
import Synchronization
import TokenModel

/// `dscompile preview --compare`'s work, without the command line: the catalogs of two
/// versions of a design system, what changed between them (tokens, and pictures compared
/// pixel by pixel), and the review page of only that, written whole into a folder that is
/// locked while it is written.
public struct DesignSystemComparison {
    // MARK: - Nested types

    /// One version: the resolved system, what the page calls it, and the folder its source
    /// files are named relative to.
    public struct Side: Sendable {
        public var system: ResolvedDesignSystem
        /// `HEAD (Tokens/)`, `../old/Tokens`, `now (Tokens/)`.
        public var label: String
        /// The token folder (absolute or relative to the working directory); `nil` for the
        /// folder holding every source file.
        public var sourceFolder: String?

        public init(system: ResolvedDesignSystem, label: String, sourceFolder: String?) {
            self.system = system
            self.label = label
            self.sourceFolder = sourceFolder
        }
    }

    /// Where and how the review is written.
    public struct Options: Sendable {
        public var directory: URL
        /// `--theme`'s selectors (``ThemeSelection``); empty for every theme.
        public var themeSelectors: [String]
        public var scale: Int
        public var title: String
        /// Whether to wait for another writer of ``directory`` (`false`: `--no-wait`).
        public var waitsForOtherWriters: Bool

        public init(directory: URL, themeSelectors: [String] = [], scale: Int = 2, title: String = "Design system changes",
                    waitsForOtherWriters: Bool = true) {
            self.directory = directory
            self.themeSelectors = themeSelectors
            self.scale = scale
            self.title = title
            self.waitsForOtherWriters = waitsForOtherWriters
        }
    }

    /// What a comparison found and wrote.
    public struct Outcome: Sendable {
        public var tokenChanges: [TokenChange]
        /// Every picture change, a changed token's own ones included.
        public var pictureChanges: [PictureChange]
        /// The picture changes listed apart from the tokens (styles, components, …).
        public var otherPictureChanges: [PictureChange]
        /// Distinct pictures drawn to find the changes (those whose recipe differs).
        public var drawnCount: Int
        /// The page to open.
        public var page: URL
        /// What the page no longer uses but could not be removed, with the cause.
        public var leftOver: [String]
        /// What the reader should know to read the page right (an old version with none of
        /// the themes chosen), printed as warnings.
        public var notes: [String] = []

        /// Whether anything changed: `dscompile preview --compare` exits 1 then.
        public var hasChanges: Bool { !tokenChanges.isEmpty || !pictureChanges.isEmpty }

        /// One line: the counts and where the page is.
        public var summary: String {
            guard hasChanges else { return "\(ComparisonPage.emptyText) (\(drawnCount) pictures drawn to compare): \(page.path)" }
            let count = { (kind: TokenChange.Kind) in tokenChanges.filter { $0.kind == kind }.count }
            return "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed tokens; "
                + "\(pictureChanges.count) changed pictures (\(pictureChanges.count - otherPictureChanges.count) with their tokens, "
                + "\(otherPictureChanges.count) of styles and components; \(drawnCount) drawn to compare): \(page.path)"
        }
    }

    /// Why nothing, or not everything, was written: what a preview fails with (a `--theme`
    /// matching no theme of the new version, a folder refused or locked, a write that failed).
    public typealias Failure = GalleryPreview.Failure

    // MARK: - Properties

    public var options: Options
    /// Told `(done, total)` while pictures are drawn, from any thread, one call at a time.
    public var progress: @Sendable (Int, Int) -> Void
    /// Told the pid of the other writer (when known) each time it starts waiting for it.
    public var onWait: (Int32?) -> Void

    // MARK: - Initializers

    public init(options: Options, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }, onWait: @escaping (Int32?) -> Void = { _ in }) {
        self.options = options
        self.progress = progress
        self.onWait = onWait
    }

    // MARK: - Running

    /// Compares `before` with `after` and writes the review page into ``Options/directory``.
    /// - Throws: ``Failure``; nothing was written unless it is ``Failure/writing(_:)``.
    public func run(before: Side, after: Side) throws(Failure) -> Outcome {
        let afterThemes: [Theme]
        do {
            afterThemes = try ThemeSelection.themes(options.themeSelectors, from: after.system.themes)
        } catch {
            throw .noSuchTheme(error)
        }
        // A theme the old version lacks has no old pictures: they show as added, and the
        // outcome says why.
        var notes: [String] = []
        let beforeThemes: [Theme]
        do {
            beforeThemes = try ThemeSelection.themes(options.themeSelectors, from: before.system.themes)
        } catch {
            beforeThemes = []
            notes.append("the old version (\(before.label)) has no theme that --theme chooses (\(error)): every picture shows as added")
        }
        let directory = options.directory.standardizedFileURL
        do {
            try ComparisonFolder.checkReplaceable(directory)
        } catch {
            throw .refusedFolder(error)
        }
        let lock: OutputLock
        do {
            lock = try OutputLock(destinations: [directory], waiting: options.waitsForOtherWriters) { holder, _ in onWait(holder) }
        } catch {
            throw .locking(error)
        }
        defer { lock.release() }

        let (oldCatalog, newCatalog) = catalogs(before: (before.system, beforeThemes), after: (after.system, afterThemes))
        let tokenChanges = TokenChanges.between(before: before.system, themes: beforeThemes, after: after.system, themes: afterThemes)
        let pictures = PictureChanges.detect(before: oldCatalog, after: newCatalog, scale: options.scale, progress: progress)

        // A changed token's own entry (defined where the token is) shows its pictures in its row.
        var tokenByLocation: [SourceLocation: TokenPath] = [:]
        for change in tokenChanges {
            for location in change.afterLocations.union(change.beforeLocations) { tokenByLocation[location] = change.path }
        }
        var picturesByToken: [TokenPath: [PictureChange]] = [:]
        var others: [PictureChange] = []
        for change in pictures.changes {
            let path = change.afterSource.flatMap { tokenByLocation[$0] } ?? change.beforeSource.flatMap { tokenByLocation[$0] }
            if let path { picturesByToken[path, default: []].append(change) } else { others.append(change) }
        }
        // Each side's files named relative to its token folder.
        let sources = { (side: Side, locations: [SourceLocation?]) in
            GallerySourcePaths(root: side.sourceFolder, files: locations.compactMap { $0?.file })
        }
        let beforeSources = sources(before, tokenChanges.map(\.beforeSource) + pictures.changes.map(\.beforeSource))
        let afterSources = sources(after, tokenChanges.map(\.afterSource) + pictures.changes.map(\.afterSource))
        let content = ComparisonPage.Content(
            title: options.title, beforeLabel: before.label, afterLabel: after.label, tokenChanges: tokenChanges,
            picturesByToken: picturesByToken, pictures: others,
            themeLabels: GalleryThemeLabels(themes: afterThemes, modifierOrder: Array(after.system.modifiers.keys)),
            beforeSources: beforeSources, afterSources: afterSources)
        let leftOver: [String]
        do {
            leftOver = try write(ComparisonPage.html(content), files: pictures.files.map { ($0.key, $0.value) }, to: directory)
        } catch {
            throw .writing(error)
        }
        return Outcome(tokenChanges: tokenChanges, pictureChanges: pictures.changes, otherPictureChanges: others, drawnCount: pictures.drawnCount,
                       page: directory.appendingPathComponent(ComparisonFolder.pageFileName), leftOver: leftOver, notes: notes)
    }

    // MARK: - Private

    /// Both catalogs, one on each of two cores.
    private func catalogs(before: (ResolvedDesignSystem, [Theme]), after: (ResolvedDesignSystem, [Theme])) -> (GalleryCatalog, GalleryCatalog) {
        let sides = [before, after]
        let built = Mutex([GalleryCatalog?](repeating: nil, count: 2))
        let scale = options.scale
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let context = GalleryContext(system: sides[index].0, options: GalleryOptions(scale: scale, themes: sides[index].1))
            let catalog = GalleryCatalog(context)
            built.withLock { $0[index] = catalog }
        }
        let catalogs = built.withLock { $0 }
        return (catalogs[0]!, catalogs[1]!)
    }

    /// The page, the pictures and the marker, swapped in together; then what the review no
    /// longer uses (or the gallery that was in the folder) is removed.
    private func write(_ page: String, files: [(path: String, data: Data)], to directory: URL) throws -> [String] {
        _ = try OutputTransaction.recover(in: [directory])
        try ComparisonFolder.mark(directory)
        if !files.isEmpty { try GalleryFolder.ownFolder(PictureChanges.imageFolder, in: directory) }
        var transaction = OutputTransaction(journalDirectory: directory)
        let kept = files.map(\.path).sorted()
        do {
            for file in files { _ = try transaction.stageUnlessUnchanged(file.data, at: directory.appendingPathComponent(file.path)) }
            _ = try transaction.stageUnlessUnchanged(Data(page.utf8), at: directory.appendingPathComponent(ComparisonFolder.pageFileName))
            let marker = try JSONSerialization.data(withJSONObject: ["version": 1, "files": kept], options: [.sortedKeys, .prettyPrinted])
            _ = try transaction.stageUnlessUnchanged(marker, at: directory.appendingPathComponent(ComparisonFolder.markerFileName))
            try transaction.commit()
        } catch {
            transaction.discard()
            throw error
        }
        return GalleryFolder.removeEverything(in: directory, except: Set(kept + [ComparisonFolder.pageFileName, ComparisonFolder.markerFileName]))
    }
}
