import ArgumentParser
import Codegen
import Foundation
import TokenModel

/// `dscompile build`: writes the Swift of the design system.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the tokens and write typed Swift: constants and style enums.",
        discussion: """
            Writes \(SwiftEmitter.outputFileNames.joined(separator: " and ")) into the output folder. \
            A run with errors writes nothing; an unchanged file is not rewritten.
            """
    )

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder the Swift files are written to.", valueName: "dir"))
    var swiftOut: String

    @Option(help: ArgumentHelp("The access level of the generated declarations: public or internal.", valueName: "level"))
    var access: String = "public"

    @Flag(help: "Write nothing; exit 1 when the files on disk differ from what would be written.")
    var check = false

    @Flag(help: ArgumentHelp("The generated code is built in the package that declares Builders (no @retroactive).", visibility: .hidden))
    var buildersInSamePackage = false

    func validate() throws {
        guard ["public", "internal"].contains(access) else {
            throw ValidationError("--access must be public or internal, not \(access)")
        }
    }

    func run() throws {
        let system = try inputs.load()
        let files: [GeneratedFile]
        do {
            // Absolute paths (the build plugin's) would make the header differ between machines.
            let source = inputs.effectivePaths.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }
            let options = SwiftEmitter.Options(access: access, sourceDescription: source.joined(separator: ", "),
                                                buildersInSamePackage: buildersInSamePackage)
            files = try SwiftEmitter.emit(system, options: options)
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(1)
        }
        let directory = URL(fileURLWithPath: swiftOut)
        if check {
            let stale = GeneratedFileWriter.staleFiles(files, in: directory)
            guard stale.isEmpty else {
                Diagnostics.note("dscompile: out of date in \(swiftOut): \(stale.joined(separator: ", "))")
                throw ExitCode(1)
            }
            return
        }
        try GeneratedFileWriter.write(files, to: directory)
    }
}
