import ArgumentParser
import Foundation
import TokenModel

/// The inputs every command reads, and the one way they are loaded and reported.
package struct InputOptions: ParsableArguments {
    package init() {}

    @Option(help: ArgumentHelp("A resolver file; overrides any *.resolver.json found in the paths.", valueName: "file"))
    package var resolver: String?

    @Flag(help: ArgumentHelp("Read DTCG 2025.10 to the letter (--strict, the default) or also what real systems publish (--compat)."))
    package var mode: Mode?

    @Flag(name: .customLong("all-json"), help: ArgumentHelp("Read every .json and .yaml file in the folders as a token file, not only *.tokens.*."))
    package var allJSON = false

    @Option(name: .customLong("input"), help: ArgumentHelp("Resolve only the permutation with this context, such as theme=dark (repeatable).", valueName: "modifier=context"))
    package var inputs: [String] = []

    @Argument(help: ArgumentHelp("Token files, style sheets or folders (read recursively).", valueName: "path"))
    package var paths: [String] = []

    package enum Mode: String, EnumerableFlag {
        case strict
        case compat
    }

    /// The paths to read: those given, or `Tokens` when neither paths nor a resolver are.
    package var effectivePaths: [String] { paths.isEmpty && resolver == nil ? ["Tokens"] : paths }

    package func validate() throws {
        _ = try input()
    }

    /// `--input theme=dark` as a dictionary; `nil` when none is given.
    package func input() throws -> [String: String]? {
        guard !inputs.isEmpty else { return nil }
        var result: [String: String] = [:]
        for pair in inputs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--input takes modifier=context, such as theme=dark, not \(pair)")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }

    /// Loads and resolves the inputs, printing every diagnostic to standard error.
    /// - Parameter defaultMode: the mode when neither `--strict` nor `--compat` is given
    ///   (`build --config` may name one).
    /// - Throws: `ExitCode(1)` when there are errors.
    /// - Parameter readsAllJSON: whether `designtokens.json` asks for `--all-json`.
    package func load(defaultMode: Mode = .strict, readsAllJSON: Bool = false) throws -> ResolvedDesignSystem {
        let input = try input()
        do {
            let system = try DesignSystemLoader.load(paths: effectivePaths, resolver: resolver,
                                                     mode: (mode ?? defaultMode) == .compat ? .compat : .strict, input: input,
                                                     allJSON: allJSON || readsAllJSON)
            Diagnostics.print(system.warnings)
            return system
        } catch {
            Diagnostics.print(error.diagnostics)
            if DiagnosticLog.needsCompatNote(error.diagnostics) { Diagnostics.note(DiagnosticLog.compatNote) }
            throw ExitCode(1)
        }
    }
}

/// Printing of diagnostics, compiler style, on standard error.
package enum Diagnostics {
    package static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
    }

    package static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
