import Foundation

/// Debian's `chromium`, headless, for the tests that open a written page (the snapshot
/// report, the preview gallery) in a real browser.
public enum HeadlessChromium {
    // MARK: - Nested types

    /// Why chromium gave no page.
    public enum ChromiumError: Error, CustomStringConvertible {
        case notInstalled
        case failed(status: Int32, output: String)

        public var description: String {
            switch self {
            case .notInstalled: return "chromium is not on PATH"
            case .failed(let status, let output): return "chromium exited with \(status): \(output.suffix(2000))"
            }
        }
    }

    // MARK: - Finding it

    /// `chromium` (or `chromium-browser`) on `PATH`; `nil` when neither is there. Tests use
    /// it in `.enabled(if: HeadlessChromium.executable != nil, "…")`, so that a machine
    /// without it reports them skipped, with the reason.
    public static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    // MARK: - Running it

    /// Opens `page` headless (a `file://` URL, possibly with a fragment) in a window of
    /// `width` × `height` and returns the DOM after its scripts ran and `timeBudget`
    /// milliseconds of virtual time passed; with `screenshot`, also writes a PNG of the
    /// window there.
    public static func dumpDOM(of page: URL, screenshot: URL?, width: Int = 1280, height: Int = 2000,
                               timeBudget: Int = 5000) throws -> String {
        guard let executable else { throw ChromiumError.notInstalled }
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--hide-scrollbars", "--window-size=\(width),\(height)", "--virtual-time-budget=\(timeBudget)"]
        if let screenshot {
            _ = try run(executable, arguments + ["--screenshot=\(screenshot.path)", page.absoluteString])
        }
        return try run(executable, arguments + ["--dump-dom", page.absoluteString])
    }

    // MARK: - Private

    private static func run(_ executable: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).out")
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              FileManager.default.createFile(atPath: errors.path, contents: nil) else { throw ChromiumError.failed(status: -1, output: "no scratch file") }
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw ChromiumError.failed(status: process.terminationStatus, output: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        }
        return stdout
    }
}
