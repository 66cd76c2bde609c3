import ArgumentParser
import Foundation
import Gallery
import OutputFiles
import TokenBuild
import TokenModel

// MARK: - --compare

extension PreviewCommand {
    /// `--compare`: both versions loaded (each error printed, naming the side), then
    /// ``DesignSystemComparison`` writes the review. Exits 1 when something changed, 2 on an
    /// error, with nothing written.
    func review(against argument: String) throws {
        let sourcePaths = inputs.effectivePaths + [inputs.resolver].compactMap { $0 }
        let inputsRoot = GallerySourcePaths.commonFolder(of: sourcePaths)
        let baseline: ComparisonBaseline
        do {
            baseline = try ComparisonBaseline.prepare(argument, standingFor: URL(fileURLWithPath: inputsRoot))
        } catch {
            Diagnostics.note("dscompile: error: --compare \(argument): \(error)")
            throw ExitCode(2)
        }
        defer { baseline.remove() }
        let folderName = Self.shownFolder(inputsRoot)
        let beforeLabel = baseline.isGitReference ? "\(argument) (\(folderName))" : argument

        var oldInputs = inputs
        oldInputs.paths = inputs.effectivePaths.map(baseline.path(for:))
        oldInputs.resolver = inputs.resolver.map(baseline.path(for:))
        let before = try load(oldInputs, side: "the tokens at \(beforeLabel)")
        let after = try load(inputs, side: "the tokens now (\(folderName))")

        let progress = ProgressLine(what: "drawing the pictures that differ")
        let options = DesignSystemComparison.Options(
            directory: URL(fileURLWithPath: outputFolder), themeSelectors: theme, scale: scale.rawValue,
            title: title == Self.defaultTitle ? "Changes since \(beforeLabel)" : title, waitsForOtherWriters: !noWait)
        let comparison = DesignSystemComparison(options: options, progress: { done, total in progress.update(done, of: total) },
                                                onWait: { holder in Diagnostics.note(OutputLock.waitingNote(holder: holder, path: outputFolder)) })
        let outcome: DesignSystemComparison.Outcome
        do {
            outcome = try comparison.run(before: .init(system: before, label: beforeLabel, sourceFolder: baseline.root.path),
                                         after: .init(system: after, label: "now (\(folderName))", sourceFolder: inputsRoot))
        } catch {
            progress.finish()
            Diagnostics.note("dscompile: error: \(error)")
            throw ExitCode(2)
        }
        progress.finish()
        for line in outcome.notes + outcome.leftOver { Diagnostics.note("dscompile: warning: \(line)") }
        Diagnostics.note("dscompile: \(outcome.summary)")
        if outcome.hasChanges { throw ExitCode(1) }
    }

    /// The title the page gets when `--title` is not given.
    static let defaultTitle = "Design system preview"

    // MARK: - Private

    /// One side loaded; its errors printed under a line naming the side, and exit 2.
    private func load(_ options: InputOptions, side: String) throws -> ResolvedDesignSystem {
        do {
            return try options.load()
        } catch {
            Diagnostics.note("dscompile: error: \(side) could not be read or resolved (the errors above); nothing was written")
            throw ExitCode(2)
        }
    }

    /// The inputs' folder as a message names it: relative to the working directory when
    /// inside it.
    private static func shownFolder(_ folder: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let base = current.hasSuffix("/") ? current : current + "/"
        return folder.hasPrefix(base) ? String(folder.dropFirst(base.count)) + "/" : folder
    }
}
