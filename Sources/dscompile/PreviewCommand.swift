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

            --theme takes a theme's name (tablet-dark), a context (dark: every theme that \
            chooses it), modifier=context (theme=dark), or several joined with + (dark+tablet: \
            the themes matching all of them). --force draws every picture again, as after \
            installing a font.

            One preview writes DIR at a time: another run waits for it (saying which pid it waits \
            for), or with --no-wait exits 1. With --watch the folder is held only while a gallery \
            is drawn and written.

            --compare REF reviews a change instead: it reads the token folder as it was at REF \
            (a git ref: HEAD, main, a commit; read from the repository's objects, the working tree \
            and index are not touched) or in another folder (--compare ../old/Tokens: a folder, when \
            one exists at that path, wins over a ref of that name), resolves both versions, and \
            writes a page of only what changed: tokens added, removed and changed (old and new value, \
            source file:line, before | now pictures) and every picture whose pixels differ (before | \
            diff | now, compared as the snapshot tests compare). It exits 0 when nothing changed, 1 \
            when something did, 2 on an error (no such ref or folder, no token files, tokens that do \
            not resolve on either side, a folder it may not write); on an error nothing is written. \
            Its --out defaults to Preview-compare; a gallery or an earlier review there is replaced.

            Examples:
              dscompile preview                       (Tokens/ into Preview/)
              dscompile preview --compare HEAD        (what the uncommitted token edits change)
              dscompile preview --compare main --out /tmp/review   (a token pull request)
              dscompile preview --compare ../v1/Tokens
              dscompile preview --theme dark --watch  (dark only; again on each change)
              dscompile preview --compat --resolver primer.resolver.json --out /tmp/primer
            """
    )

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder written to (default: Preview; with --compare, Preview-compare).", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("Review what changed since a git ref or in another token folder.", valueName: "ref-or-folder"))
    var compare: String?

    @Option(help: ArgumentHelp("Show only these themes (repeatable); default: every theme.", valueName: "theme"))
    var theme: [String] = []

    @Option(help: ArgumentHelp("Pixels per point of every picture.", valueName: "n"))
    var scale: Scale = .two

    @Option(help: ArgumentHelp("The page's title.", valueName: "text"))
    var title: String = PreviewCommand.defaultTitle

    @Flag(help: "Draw every picture again instead of reusing those an earlier run drew.")
    var force = false

    @Flag(help: "Keep running: preview again whenever an input changes, until Ctrl-C.")
    var watch = false

    @Flag(name: .customLong("no-wait"), help: "When another dscompile is writing the --out folder, exit 1 instead of waiting.")
    var noWait = false

    /// `--scale`'s values.
    enum Scale: Int, ExpressibleByArgument, CaseIterable {
        case one = 1
        case two = 2
        case three = 3
    }

    /// `--out`, or its default.
    var outputFolder: String { out ?? (compare == nil ? "Preview" : "Preview-compare") }

    func validate() throws {
        if compare != nil, watch { throw ValidationError("--compare writes one review and exits; it cannot be used with --watch") }
        if compare != nil, force { throw ValidationError("--compare draws only the pictures that differ; --force has nothing to redraw") }
    }

    func run() throws {
        if let compare {
            try review(against: compare)
            return
        }
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

    /// One gallery: load, then ``GalleryPreview`` writes it; its lines are printed here.
    private func preview(forcing: Bool) throws {
        let system = try inputs.load()
        let progress = ProgressLine(what: "drawing pictures")
        let options = GalleryPreview.Options(
            directory: URL(fileURLWithPath: outputFolder), themeSelectors: theme, scale: scale.rawValue, title: title,
            redrawsEverything: forcing, waitsForOtherWriters: !noWait,
            sourcePaths: inputs.effectivePaths + [inputs.resolver].compactMap { $0 })
        let preview = GalleryPreview(options: options, progress: { done, total in progress.update(done, of: total) },
                                     onWait: { holder in Diagnostics.note(OutputLock.waitingNote(holder: holder, path: outputFolder)) })
        let outcome: GalleryPreview.Outcome
        do {
            outcome = try preview.run(system)
        } catch {
            progress.finish()
            Diagnostics.note("dscompile: error: \(error)")
            throw ExitCode(1)
        }
        progress.finish()
        for line in outcome.report.recovered { Diagnostics.note("dscompile: \(line)") }
        for line in outcome.report.leftOver { Diagnostics.note("dscompile: warning: \(line)") }
        Diagnostics.print(outcome.warnings)
        Diagnostics.note("dscompile: \(outcome.summary)")
    }
}
