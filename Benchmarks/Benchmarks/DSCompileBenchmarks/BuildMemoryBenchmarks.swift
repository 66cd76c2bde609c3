import Benchmark
import Foundation

/// Peak memory of `dscompile build` on Style Dictionary's 30,000-token case, each run in a
/// fresh process (docs/PERFORMANCE.md, "Peak memory of one build"): in this process the
/// heap has grown in earlier iterations, so a resident-memory delta shows almost nothing.
///
/// The release `dscompile` of the repository (`tools/release_build.sh`, as `make release`,
/// which `make bench` runs first) builds the file's Swift, CSS and JSON; its maximum
/// resident size, read from `wait4`, less that of building a one-token file (the runtime),
/// is the build's peak. Reported in kB and as hundredths of the input's size: 1000 is the
/// issue 23 target of 10×.
func buildMemoryBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.custom("peak above runtime (kB)"), .custom("peak ÷ input (×100)"), .wallClock],
        timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 5
    )
    Benchmark("Build peak memory: 30,000 tokens, depth 100", configuration: configuration) { (benchmark, paths: (tokens: String, oneToken: String)) in
        let input = try FileManager.default.attributesOfItem(atPath: paths.tokens)[.size] as? Int ?? 0
        for _ in benchmark.scaledIterations {
            let runtime = try BuildProcess.peakResidentKilobytes(building: paths.oneToken)
            benchmark.startMeasurement()
            let peak = try BuildProcess.peakResidentKilobytes(building: paths.tokens)
            benchmark.stopMeasurement()
            let above = max(peak - runtime, 0)
            benchmark.measurement(.custom("peak above runtime (kB)"), above)
            benchmark.measurement(.custom("peak ÷ input (×100)"), above * 1024 * 100 / max(input, 1))
        }
    } setup: {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-build-memory")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let oneToken = folder.appendingPathComponent("one.tokens.json")
        try Data(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0.25]}}}"#.utf8).write(to: oneToken)
        return (tokens: try StyleDictionaryCases.write(StyleDictionaryCases.large), oneToken: oneToken.path)
    }
}

/// Runs the release `dscompile build` in a child process and reads its peak memory.
enum BuildProcess {
    /// Why a build could not be measured.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The repository this package sits in.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The release binary: `DSCOMPILE` when set, else the repository's `.build/release`.
    static var binary: String {
        ProcessInfo.processInfo.environment["DSCOMPILE"] ?? repository.appendingPathComponent(".build/release/dscompile").path
    }

    /// The maximum resident size in kB of `dscompile build FILE` writing Swift, CSS and JSON
    /// into a fresh folder.
    static func peakResidentKilobytes(building file: String) throws -> Int {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "no release dscompile at \(binary): run `make release` in the repository (make bench does)")
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-build-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = [binary, "build", file, "--swift-out", out.appendingPathComponent("swift").path,
                         "--css-out", out.appendingPathComponent("css").path, "--json-out", out.appendingPathComponent("json").path]
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(binary): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw Failure(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        guard status == 0 else { throw Failure(description: "\(arguments.joined(separator: " ")) failed with status \(status)") }
        // Linux reports ru_maxrss in kB.
        return usage.ru_maxrss
    }
}
