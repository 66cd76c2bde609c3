import Foundation
import TestSupport
import Testing

/// tools/pixelmatch_compare.py, run from the tests.
enum PixelmatchScript {
    static let script = PackagePaths.root.appendingPathComponent("tools/pixelmatch_compare.py")

    /// Whether `python3 tools/pixelmatch_compare.py install` has put both packages in place.
    static var isInstalled: Bool {
        ["pixelmatch", "pixelmatch-fast"].allSatisfy {
            FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent(".build/pixelmatch-python/\($0)/pixelmatch").path)
        }
    }

    /// The script's JSON lines, one an implementation.
    static func run(_ arguments: [String]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
