import Codegen
import Foundation
import TestSupport
import Testing

@Suite("GeneratedFileWriter")
struct GeneratedFileWriterTests {
    @Test func unchangedFilesAreNotRewritten() throws {
        let directory = try PackagePaths.temporaryDirectory().appendingPathComponent("out")
        let files = [GeneratedFile(name: "A.swift", contents: "let a = 1\n"), GeneratedFile(name: "B.swift", contents: "let b = 1\n")]
        #expect(try GeneratedFileWriter.write(files, to: directory) == ["A.swift", "B.swift"])
        let url = directory.appendingPathComponent("A.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)

        let changed = [files[0], GeneratedFile(name: "B.swift", contents: "let b = 2\n")]
        #expect(GeneratedFileWriter.staleFiles(changed, in: directory) == ["B.swift"])
        #expect(try GeneratedFileWriter.write(changed, to: directory) == ["B.swift"])
        let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(modified == old)
        #expect(try String(contentsOf: directory.appendingPathComponent("B.swift"), encoding: .utf8) == "let b = 2\n")
    }
}
