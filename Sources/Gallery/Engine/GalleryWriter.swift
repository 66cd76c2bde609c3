import Foundation
import OutputFiles
import Render
import TokenModel

/// Writes the gallery of a design system: its catalog's pictures as PNGs (only those not
/// drawn by an earlier run), `index.html`, and the contact sheet `gallery.png`. It reads the
/// resolved tokens at run time, so no Swift is compiled.
public struct GalleryWriter: Sendable {
    // MARK: - Nested types

    /// Why the gallery was not written.
    public enum WriteError: Error, CustomStringConvertible {
        /// The output folder holds files that an earlier gallery did not write.
        case notAGallery(URL)
        /// The output folder is the working directory or holds it.
        case holdsTheWorkingDirectory(URL)
        /// The output folder is, or holds, a file or folder the design system was read from.
        case holdsAnInput(URL, input: String)
        /// The output path is a file.
        case notAFolder(URL)
        /// A picture's PNG could not be written.
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .notAGallery(let url):
                "\(url.path) is not empty and was not written by dscompile preview (it has no \(GalleryManifest.fileName)); choose another --out or empty it"
            case .holdsTheWorkingDirectory(let url):
                "\(url.path) is the working directory or a folder above it; a gallery is written into a folder of its own: choose another --out"
            case .holdsAnInput(let url, let input):
                "\(url.path) holds \(input), which the design system is read from; a gallery removes what its page does not use: choose another --out"
            case .notAFolder(let url):
                "\(url.path) is a file, not a folder; choose another --out"
            case .cannotWrite(let path, let reason):
                "cannot write \(path): \(reason)"
            }
        }
    }

    /// What a run did.
    public struct Report: Sendable {
        /// The entries on the page.
        public var entryCount: Int
        /// The pictures the page shows, each counted where it is shown (the header's count,
        /// ``GallerySection``'s `pictureCount`).
        public var pictureCount: Int
        /// The different pictures among them, each drawn and stored once: `drawnCount` by
        /// this run, the rest reused from the earlier one.
        public var distinctPictureCount: Int
        /// The pictures drawn by this run; the rest were reused from the earlier one.
        public var drawnCount: Int
        /// Pictures that could not be drawn, each with its entry and why.
        public var failures: [(entry: String, source: SourceLocation?, message: String)]
        /// Drawn text below WCAG AA (or that could not be rated), each with its entry and
        /// what it is (the page marks them as facts too).
        public var drawnTextProblems: [(entry: String, source: SourceLocation?, message: String)] = []
        /// Whether `index.html` changed.
        public var pageChanged: Bool
        /// Whether `gallery.png` was drawn again.
        public var contactSheetDrawn: Bool
        /// What was done to complete or clean up after a run that was killed, one line each.
        public var recovered: [String]
        /// What the page no longer uses but could not be removed, each with its path and
        /// cause; the gallery is whole, with files over.
        public var leftOver: [String]
    }

    // MARK: - Properties

    /// The file the gallery opens with.
    public static let pageFileName = "index.html"
    /// The contact sheet.
    public static let contactSheetFileName = "gallery.png"
    /// Part of every picture's content key: a change of how pictures are drawn changes it,
    /// so no earlier picture is reused.
    static let drawingVersion = "gallery-1"

    public var options: GalleryOptions
    /// Draws every picture again, reusing nothing (after a font was installed, say).
    public var redrawsEverything: Bool
    /// Told `(done, total)` while pictures are drawn, from any thread, one call at a time.
    public var progress: @Sendable (Int, Int) -> Void

    // MARK: - Initializers

    public init(options: GalleryOptions = GalleryOptions(), redrawsEverything: Bool = false,
                progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) {
        self.options = options
        self.redrawsEverything = redrawsEverything
        self.progress = progress
    }

    // MARK: - Writing

    /// Writes the gallery of `system` into `directory`. New pictures are written beside the
    /// old ones under content-hashed names, then the page, the contact sheet and the manifest
    /// are swapped in together (an `OutputTransaction` whose journal is in the folder), so
    /// a run that fails or is killed leaves the old gallery whole or the new one whole; what
    /// the new page does not use is removed after. A journal or temporary files that a
    /// killed run left are completed and removed first.
    ///
    /// Run it under an `OutputLock` on `directory` (as `dscompile preview` does): two
    /// writers at once would remove each other's pictures.
    ///
    /// - Parameter sourceFolder: the token folder the page names source files relative to
    ///   (``GalleryPageContent/sourceFolder``).
    @discardableResult
    public func write(_ system: ResolvedDesignSystem, to directory: URL, title: String = "Design system",
                      sourceFolder: String? = nil) throws -> Report {
        let context = GalleryContext(system: system, options: options)
        return try write(Self.addingStatedContrasts(to: GalleryCatalog(context), of: system), themes: context.themes, defaultTheme: system.defaultTheme, to: directory, title: title,
                         sourceFolder: sourceFolder)
    }

    /// Throws the ``WriteError`` a write into `directory` would refuse it with (the working
    /// directory, a file, a folder that is not a gallery), so a caller can refuse it before
    /// it locks the folder; ``write(_:to:title:sourceFolder:)`` checks again.
    public static func checkDestination(_ directory: URL) throws {
        try GalleryFolder.checkReplaceable(directory.standardizedFileURL)
    }

    /// Writes `catalog` into `directory`, as ``write(_:to:title:sourceFolder:)``.
    public func write(_ catalog: GalleryCatalog, themes: [Theme], defaultTheme: Theme, to directory: URL, title: String,
                      sourceFolder: String? = nil) throws -> Report {
        let directory = directory.standardizedFileURL
        guard (1...3).contains(options.scale) else { throw RenderError.invalidScale(options.scale) }
        try GalleryFolder.checkReplaceable(directory)
        // A run killed while swapping in its page finishes here, before anything is read.
        let recovered = try OutputTransaction.recover(in: [directory])
        do {
            try GalleryFolder.mark(directory)
        } catch {
            throw WriteError.cannotWrite(path: directory.appendingPathComponent(GalleryManifest.fileName).path,
                                         reason: FileSystemFailure.reason(of: error))
        }
        var manifest = redrawsEverything ? GalleryManifest() : GalleryManifest.read(in: directory)

        // Key every distinct recipe; draw those the folder does not hold yet.
        let salt = Self.salt(scale: options.scale)
        var keyByRecipe: [String: String] = [:]
        var jobs: [GalleryDrawing.Job] = []
        for picture in catalog.pictures where keyByRecipe[picture.recipe] == nil {
            let key = StableHash.hex(salt, picture.recipe)
            keyByRecipe[picture.recipe] = key
            if let image = manifest.images[key], FileManager.default.fileExists(atPath: directory.appendingPathComponent(image.path).path) {
                continue
            }
            jobs.append(GalleryDrawing.Job(key: key, picture: picture))
        }
        // New pictures go beside the old ones, under names no old page uses differently.
        let drawing = GalleryDrawing(directory: directory, scale: options.scale, progress: progress)
        let picturesBefore = Self.pictureNames(in: directory)
        let outcomes: [GalleryDrawing.Outcome]
        do {
            outcomes = try drawing.draw(jobs)
        } catch {
            Self.removePictures(addedTo: directory, since: picturesBefore)
            throw error
        }
        var failedByKey: [String: String] = [:]

        for outcome in outcomes {
            switch outcome.result {
            case .image(let image): manifest.images[outcome.key] = image
            case .failed(let message): failedByKey[outcome.key] = message; manifest.images[outcome.key] = nil
            }
        }
        var images: [String: GalleryImageResult] = [:]
        for (recipe, key) in keyByRecipe {
            if let message = failedByKey[key] {
                images[recipe] = .failed(message)
            } else if let image = manifest.images[key] {
                images[recipe] = .image(image)
            }
        }

        // The page, the contact sheet and the manifest are swapped in together: a run killed
        // at any moment leaves the old three or the new three (or a journal the next run
        // completes), never a page the sheet or the manifest disagrees with.
        let drawnText = Self.addingDrawnTextFacts(to: catalog.sections, images: images)
        var transaction = OutputTransaction(journalDirectory: directory)
        var failures: [(entry: String, source: SourceLocation?, message: String)] = []
        let pageChanged: Bool, contactSheetDrawn: Bool
        do {
            var content = GalleryPageContent(title: title, themes: themes, defaultTheme: defaultTheme, sections: drawnText.sections,
                                             images: images, contactSheet: Self.contactSheetFileName, sourceFolder: sourceFolder)
            content.pageBackgrounds = catalog.pageBackgrounds
            content.modifierOrder = catalog.modifierOrder
            pageChanged = try transaction.stageUnlessUnchanged(Data(GalleryPage.html(content).utf8),
                                                               at: directory.appendingPathComponent(Self.pageFileName))

            // The contact sheet is drawn again only when what it shows changed. It is a
            // summary: when it cannot be drawn, the run says so and the page stands.
            let sheet = contactSheet(of: catalog, themes: themes, defaultTheme: defaultTheme, title: title, keyByRecipe: keyByRecipe)
            let sheetURL = directory.appendingPathComponent(Self.contactSheetFileName)
            var sheetData: Data?
            if manifest.contactSheetKey != sheet.key || !FileManager.default.fileExists(atPath: sheetURL.path) {
                do {
                    sheetData = try sheet.draw(manifest, directory).pngData()
                } catch {
                    // An old sheet would show what the page no longer does.
                    if FileManager.default.fileExists(atPath: sheetURL.path) { transaction.remove(sheetURL) }
                    manifest.contactSheetKey = nil
                    failures.append((Self.contactSheetFileName, nil, "\(error)"))
                }
            }
            if let sheetData {
                try transaction.stageUnlessUnchanged(sheetData, at: sheetURL)
                manifest.contactSheetKey = sheet.key
            }
            contactSheetDrawn = sheetData != nil

            let used = Set(keyByRecipe.values)
            manifest.images = manifest.images.filter { used.contains($0.key) }
            try transaction.stageUnlessUnchanged(manifest.data(), at: directory.appendingPathComponent(GalleryManifest.fileName))
            try transaction.commit()
        } catch {
            transaction.discard()
            Self.removePictures(addedTo: directory, since: picturesBefore)
            throw error
        }

        // Last, what nothing uses any more.
        let leftOver = GalleryFolder.removeEverything(in: directory, except: Set(manifest.images.values.map(\.path))
            .union([Self.pageFileName, Self.contactSheetFileName, GalleryManifest.fileName]))

        for section in catalog.sections {
            for entry in section.entries {
                for picture in entry.variants.flatMap(\.pictures) {
                    if case .failed(let message)? = images[picture.recipe] { failures.append((entry.name, entry.source, message)) }
                }
            }
        }
        return Report(entryCount: catalog.sections.reduce(0) { $0 + $1.entries.count }, pictureCount: catalog.sections.pictureCount,
                      distinctPictureCount: keyByRecipe.count,
                      drawnCount: jobs.count, failures: failures, drawnTextProblems: drawnText.problems, pageChanged: pageChanged,
                      contactSheetDrawn: contactSheetDrawn, recovered: recovered, leftOver: leftOver)
    }

    // MARK: - Private

    /// What every content key shares: the drawing version, the scale, and the fonts this
    /// machine has (a picture drawn with a fallback is drawn again once the font is there).
    private static func salt(scale: Int) -> String {
        let fonts = (try? FontCatalog.installedFamilies())?.joined(separator: ",") ?? ""
        return "\(drawingVersion)|scale \(scale)|fonts \(fonts)"
    }

    private struct ContactSheetPlan {
        var key: String
        var draw: (GalleryManifest, URL) throws -> PixelImage
    }

    /// The sheet's content key (every entry's name and first pictures) and how to draw it
    /// from the pictures' thumbnails: kept in memory when drawn by this process, otherwise
    /// shrunk from their PNGs. Each tile shows the entry's first picture in each of
    /// ``sheetThemes(_:defaultTheme:modifierOrder:)``, side by side.
    private func contactSheet(of catalog: GalleryCatalog, themes: [Theme], defaultTheme: Theme, title: String,
                              keyByRecipe: [String: String]) -> ContactSheetPlan {
        let columns = Self.sheetThemes(themes, defaultTheme: defaultTheme, modifierOrder: catalog.modifierOrder)
        var hash = StableHash()
        hash.combine(title)
        hash.combine(GalleryContactSheet.layoutVersion)
        hash.combine("columns \(columns.map(\.title))")
        let sections = catalog.sections.map { section in
            hash.combine("section \(section.title)")
            let tiles = section.entries.map { entry -> (name: String, keys: [String?], note: String?) in
                // A column's theme, else another theme in the column's context (a tablet's
                // screen in `theme: dark` at `device: tablet`).
                let variants = columns.map { column in
                    entry.variants.first { $0.themes.contains(column.theme) } ?? column.modifier.flatMap { modifier in
                        entry.variants.first { $0.themes.contains { $0[modifier] == column.theme[modifier] } }
                    }
                }
                var keys = variants.map { variant in variant?.pictures.first.flatMap { keyByRecipe[$0.recipe] } }
                // An entry equal in every column (one variant) shows one thumbnail.
                if Set(variants.map { $0?.themes }).count == 1 { keys = [keys.first ?? nil] }
                if variants.allSatisfy({ $0 == nil }) { keys = [entry.variants.first?.pictures.first.flatMap { keyByRecipe[$0.recipe] }] }
                let first = variants.compactMap { $0 }.first ?? entry.variants.first
                let note = (first?.facts.first ?? entry.facts.first).map { "\($0.label): \($0.value)" }
                hash.combine("\(entry.heading) \(keys.map { $0 ?? "-" }) \(note ?? "-")")
                return (entry.heading, keys, note)
            }
            return (title: section.title, tiles: tiles)
        }
        let columnTitles = columns.count > 1 ? columns.map(\.title) : []
        return ContactSheetPlan(key: hash.hex) { manifest, directory in
            let keys = Set(sections.flatMap { $0.tiles.flatMap { $0.keys.compactMap { $0 } } })
            let thumbnails = GalleryThumbnails.shared.thumbnails(for: keys, images: manifest.images, in: directory)
            let sheetSections = sections.map { section in
                GalleryContactSheet.Section(title: section.title, tiles: section.tiles.map { tile in
                    GalleryContactSheet.Tile(name: tile.name, images: tile.keys.map { $0.flatMap { thumbnails[$0] } }, note: tile.note)
                })
            }
            return try GalleryContactSheet(title: title, sections: sheetSections, columnTitles: columnTitles).draw()
        }
    }

    /// The themes the contact sheet shows side by side: the default theme, and the default
    /// theme with each other context of the first modifier (`theme: light`, `theme: dark`),
    /// those shown; the default theme alone when there is no modifier.
    static func sheetThemes(_ themes: [Theme], defaultTheme: Theme, modifierOrder: [String]) -> [(theme: Theme, modifier: String?, title: String)] {
        let base = themes.contains(defaultTheme) ? defaultTheme : (themes.first ?? defaultTheme)
        let modifier = modifierOrder.first { base[$0] != nil } ?? base.contexts.first?.modifier
        guard let modifier, let chosen = base[modifier] else { return [(base, nil, base.name)] }
        var contexts = [chosen]
        for theme in themes {
            if let context = theme[modifier], !contexts.contains(context) { contexts.append(context) }
        }
        return contexts.compactMap { context in
            let theme = base.merging(Theme([(modifier: modifier, context: context)]))
            return themes.contains(theme) ? (theme, modifier, "\(modifier): \(context)") : nil
        }
    }
}
