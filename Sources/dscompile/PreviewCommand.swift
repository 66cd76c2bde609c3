import ArgumentParser
import Foundation
import Gallery
import TokenModel

/// `dscompile preview`: the gallery designers open.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render every style in every theme to PNGs and an index.html gallery.",
        discussion: """
            The output folder is replaced whole, so nothing from an earlier run survives. Only a \
            missing or empty folder, or one an earlier preview wrote, is ever replaced.
            """
    )

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder the gallery is written to.", valueName: "dir"))
    var out: String = "Preview"

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale: Int = 2

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
    }

    func run() throws {
        let system = try inputs.load()
        let writer = GalleryWriter(options: GalleryOptions(scale: scale))
        let directory = URL(fileURLWithPath: out)
        let report: GalleryWriter.Report
        do {
            report = try writer.write(system, to: directory, title: "Design system preview")
        } catch {
            Diagnostics.note("dscompile: \(error)")
            throw ExitCode(1)
        }
        Diagnostics.note("dscompile: drew \(report.drawnCount) of \(report.pictureCount) pictures; \(directory.appendingPathComponent("index.html").path)")
    }
}
