import Foundation
import OutputFiles
import TestSupport
import Testing

/// `build` writes only over nothing or over what it wrote: an input, a hand-written Swift
/// file or a FIFO at an output path is refused, named, and left as it was. A build that
/// changes nothing writes nothing, and the number of outputs is not bound by the limit on
/// open files.
@Suite("dscompile build never replaces what is not its own")
struct BuildClobberTests {
    // MARK: - Fixtures

    private static let tokens = #"{"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#

    /// A workspace with `tokens.json`.
    private func workspace(_ files: [String: String] = [:]) throws -> URL {
        try PackagePaths.folder(with: files.merging(["tokens.json": Self.tokens]) { mine, _ in mine })
    }

    /// Runs `dscompile arguments` in `directory` under a shell's `limits` (each a `ulimit`
    /// option and value), ended after 120 s so a run that blocks fails the test instead of
    /// hanging it.
    private func boundedRun(_ arguments: [String], in directory: URL, limits: [String] = [],
                            environment: [String: String] = [:]) throws -> DSCompileProcess.Run {
        let script = limits.map { "ulimit \($0) || exit 99; " }.joined() + "exec timeout -s KILL 120 \"$0\" \"$@\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, DSCompileProcess.executable.path] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try DSCompileProcess.run(process)
    }

    // MARK: - Tests

    @Test func jsonOutNamingAnInputTokenFileIsRefusedAndTheInputKept() throws {
        let workspace = try workspace()
        let run = try boundedRun(["build", "tokens.json", "--json-out", "tokens.json"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("will not write over tokens.json: it is an input of this run"), "\(run.errors)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("tokens.json"), encoding: .utf8) == Self.tokens)
        #expect(try boundedRun(["validate", "tokens.json"], in: workspace).status == 0)
    }

    @Test func aHandWrittenSwiftFileInTheSwiftFolderIsRefused() throws {
        let mine = "// My own design tokens.\nenum DesignTokens {}\n"
        let workspace = try workspace(["Gen/DesignTokens.swift": mine])
        let run = try boundedRun(["build", "tokens.json", "--swift-out", "Gen"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("will not write over Gen/DesignTokens.swift: it does not start with dscompile's generated header"),
                "\(run.errors)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("Gen/DesignTokens.swift"), encoding: .utf8) == mine)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Gen").path)
            .filter { $0.hasSuffix(StagedFile.temporarySuffix) }.isEmpty)
        // A file build wrote is replaced as before.
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Gen/DesignTokens.swift"))
        #expect(try boundedRun(["build", "tokens.json", "--swift-out", "Gen"], in: workspace).status == 0)
        try Data(Self.tokens.replacingOccurrences(of: "[1, 0, 0]", with: "[0, 1, 0]").utf8).write(to: workspace.appendingPathComponent("tokens.json"))
        #expect(try boundedRun(["build", "tokens.json", "--swift-out", "Gen"], in: workspace).status == 0)
    }

    @Test(arguments: ["--css-out", "--json-out"])
    func aFIFOAtAnOutputIsRefusedWithoutBlockingAndStaysAFIFO(option: String) throws {
        let workspace = try workspace()
        let fifo = workspace.appendingPathComponent(option == "--css-out" ? "out.css" : "out.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let run = try boundedRun(["build", "tokens.json", option, fifo.lastPathComponent], in: workspace)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("will not write over \(fifo.lastPathComponent): it is a FIFO (named pipe), not a file dscompile wrote"),
                "\(run.errors)")
        // --check reads nothing that is not ours: the output differs.
        let check = try boundedRun(["build", "--check", "tokens.json", option, fifo.lastPathComponent], in: workspace)
        #expect(check.status == 1 && check.errors.contains("out of date: \(fifo.lastPathComponent)"), "\(check.errors)")
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aBuildThatChangesNothingWritesNothing() throws {
        let workspace = try workspace()
        let outputs = ["build", "tokens.json", "--swift-out", "Gen", "--css-out", "web/tokens.css", "--json-out", "data"]
        #expect(try boundedRun(outputs, in: workspace).status == 0)
        let before = try PackagePaths.contents(of: workspace)
        // Stopped before its first write step (a staged file, a journal, a rename), a run that
        // has one to take is killed; one that writes nothing ends as usual.
        let again = try boundedRun(outputs, in: workspace, environment: [WriteStepHook.environmentVariable: "1"])
        #expect(again.status == 0 && !again.wasSignaled, "\(again.errors)")
        #expect(!again.errors.contains("stopping before write step"), "\(again.errors)")
        #expect(try PackagePaths.contents(of: workspace) == before)
    }

    @Test func twoHundredTopGroupsBuildUnderALimitOf64OpenFiles() throws {
        let groups = (0..<200).map { #""group\#($0)": {"$type": "dimension", "size": {"$value": {"value": \#($0), "unit": "px"}}}"# }
        let workspace = try PackagePaths.folder(with: ["tokens.json": "{\(groups.joined(separator: ", "))}"])
        // 64 open files, and 8 GiB of address space, so a regression fails rather than eating the machine.
        let run = try boundedRun(["build", "tokens.json", "--swift-out", "Gen"], in: workspace, limits: ["-n 64", "-v 8388608"])
        #expect(run.status == 0, "\(run.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Gen").path)
        #expect(written.filter { $0.hasPrefix("DesignTokens+") }.count == 200)
        // Again, over its own files: compared as they are written, still within the limit.
        try Data("{\(groups.joined(separator: ", ")), \"extra\": {\"$type\": \"dimension\", \"x\": {\"$value\": {\"value\": 1, \"unit\": \"px\"}}}}".utf8)
            .write(to: workspace.appendingPathComponent("tokens.json"))
        let rebuilt = try boundedRun(["build", "tokens.json", "--swift-out", "Gen"], in: workspace, limits: ["-n 64", "-v 8388608"])
        #expect(rebuilt.status == 0, "\(rebuilt.errors)")
    }
}

/// The attack of issue 37 on the journal, run as the user would meet it: a journal planted in
/// an output folder makes the next `build` remove nothing.
@Suite("dscompile build and a planted journal")
struct PlantedJournalTests {
    @Test(arguments: ["build", "preview"])
    func aPlantedJournalIsReportedAndNothingItListsIsDone(command: String) throws {
        let workspace = try PackagePaths.folder(with: ["victim/precious.txt": "precious"])
        try PreviewOutputFolderTests.tokens(in: workspace)
        let arguments = command == "build" ? ["build", "Tokens", "--swift-out", "Out"] : ["preview", "--out", "Out"]
        // Over outputs of an earlier run, as the attack found them.
        try #require(try DSCompileProcess.run(arguments, in: workspace).status == 0)
        let precious = workspace.appendingPathComponent("victim/precious.txt")
        let journal = workspace.appendingPathComponent("Out/.dscompile-journal")
        try Data(#"{"format": "dscompile-journal 1", "replacements": [], "removals": ["\#(precious.path)"]}"#.utf8).write(to: journal)
        let run = try DSCompileProcess.run(arguments, in: workspace)
        #expect(run.status == 1)
        #expect(!run.errors.contains("removed"), "\(run.errors)")
        #expect(run.errors.contains("Out/.dscompile-journal"), "\(run.errors)")
        #expect(try String(contentsOf: precious, encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: journal.path))
    }
}
