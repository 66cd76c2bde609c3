import ArgumentParser
import TokenBuild
import Foundation
import Gallery
import OutputFiles
import TokenModel

/// `dscompile preview`: the gallery designers open.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every token, style and component in every theme to an index.html gallery.",
        discussion: """
            Writes DIR/index.html (open it from disk; it needs no network), the pictures under \
            DIR/images, and DIR/gallery.png, a contact sheet of everything. Pictures are drawn on \
            every core; a second run draws only what changed (each picture is named by a hash of \
            what it shows) and rewrites nothing when nothing changed. Pictures that cannot be drawn \
            are shown with the reason in the page and reported as warnings.

            Only a missing or empty folder, or one an earlier preview marked as its own, is ever \
            written; the mark (DIR/.dscompile-gallery) is made before the first picture, so a first \
            run that was killed or failed is completed by the next. New pictures are written beside \
            the old ones; then index.html, gallery.png and the mark (the manifest) are swapped in together, and what \
            the new page no longer uses is removed: a run that fails or is killed at any moment \
            leaves the old gallery whole or the new one (the next run finishes and cleans what a \
            killed run left). The page names source files relative to the token folder.

            One preview writes DIR at a time: another run waits for it (saying which pid it waits \
            for), or with --no-wait exits 1. With --watch the folder is held only while a gallery \
            is drawn and written.

            Examples:
              dscompile preview                       (Tokens/ into Preview/)
              dscompile preview --theme dark --watch  (dark only; again on each change)
              dscompile preview --compat --resolver primer.resolver.json --out /tmp/primer
            """
    )

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder the gallery is written to.", valueName: "dir"))
    var out: String = "Preview"

    @Option(help: ArgumentHelp("Show only these themes (repeatable): a theme's name (tablet-dark), a context (dark), modifier=context (theme=dark), or several joined with + (dark+tablet). Default: every theme.", valueName: "theme"))
    var theme: [String] = []

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale: Int = 2

    @Option(help: ArgumentHelp("The page's title.", valueName: "text"))
    var title: String = "Design system preview"

    @Flag(help: "Draw every picture again instead of reusing those an earlier run drew (after installing a font, say).")
    var force = false

    @Flag(help: "Keep running: preview again whenever an input changes, until Ctrl-C.")
    var watch = false

    @Flag(name: .customLong("no-wait"), help: "When another dscompile is writing the --out folder, exit 1 at once instead of waiting for it to finish.")
    var noWait = false

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }

    func run() throws {
        if watch {
            // --force redraws on the first run only; later runs redraw what changed.
            var forcing = force
            WatchLoop(inputs: inputs, words: .preview, build: {
                defer { forcing = false }
                try preview(forcing: forcing)
            }).run()
        }
        try preview(forcing: force)
    }

    // MARK: - Private

    private func preview(forcing: Bool) throws {
        let system = try inputs.load()
        let themes: [Theme]
        do {
            themes = try ThemeSelection.themes(theme, from: system.themes)
        } catch {
            Diagnostics.note("dscompile: error: \(error)")
            throw ExitCode(1)
        }
        let progress = ProgressLine(what: "drawing pictures")
        let writer = GalleryWriter(options: GalleryOptions(scale: scale, themes: themes), redrawsEverything: forcing,
                                   progress: { done, total in progress.update(done, of: total) })
        let directory = URL(fileURLWithPath: out)
        let report: GalleryWriter.Report
        do {
            // A folder that is not ours is refused before a lock file is made beside it.
            try GalleryWriter.checkDestination(directory)
        } catch {
            Diagnostics.note("dscompile: error: \(error)")
            throw ExitCode(1)
        }
        // One writer at a time, and only while it draws and writes: two previews into one
        // folder would remove each other's pictures.
        let lock = try lock(directory)
        defer { lock.release() }
        do {
            let sourceFolder = GallerySourcePaths.commonFolder(of: inputs.effectivePaths + [inputs.resolver].compactMap { $0 })
            report = try writer.write(system, to: directory, title: title, sourceFolder: sourceFolder)
        } catch {
            progress.finish()
            Diagnostics.note("dscompile: error: \(error)")
            throw ExitCode(1)
        }
        progress.finish()
        for line in report.recovered { Diagnostics.note("dscompile: \(line)") }
        for line in report.leftOver { Diagnostics.note("dscompile: warning: \(line)") }
        Diagnostics.print(report.failures.map { .warning("\($0.entry): the picture could not be drawn: \($0.message)", at: $0.source) })
        let page = directory.appendingPathComponent(GalleryWriter.pageFileName).path
        let reused = report.pictureCount - report.drawnCount
        Diagnostics.note("dscompile: \(report.entryCount) entries, \(report.pictureCount) pictures (\(report.drawnCount) drawn, \(reused) reused) in \(themes.count) theme(s): \(page)")
    }

    /// Locks the gallery folder: waits for another writer, saying whom it waits for, or with
    /// `--no-wait` exits 1 naming it.
    private func lock(_ directory: URL) throws -> OutputLock {
        do {
            return try OutputLock(destinations: [directory], waiting: !noWait) { holder, _ in
                Diagnostics.note(OutputLock.waitingNote(holder: holder, path: out))
            }
        } catch {
            if case .busy = error {
                Diagnostics.note("dscompile: error: \(error); run again when it has finished, or without --no-wait to wait for it")
            } else {
                Diagnostics.note("dscompile: error: \(error)")
            }
            throw ExitCode(1)
        }
    }
}
