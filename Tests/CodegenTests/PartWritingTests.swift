@testable import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// `dscompile build` writes the Swift and JSON into their staged files a part at a time
/// (issue 23's build memory): the parts, joined, must be exactly the texts `emit` returns.
@Suite("Emitters writing in parts")
struct PartWritingTests {
    /// Keeps every part it is given, by file, in order.
    private final class PartRecorder: GeneratedTextSink {
        var started: [String] = []
        var parts: [String: [String]] = [:]

        func start(_ name: String) {
            started.append(name)
            parts[name] = []
        }

        func append(_ text: String, to name: String) {
            parts[name]?.append(text)
        }
    }

    @Test(arguments: [1, 500, 1 << 20])
    func partsJoinedAreTheWholeTexts(partSize: Int) throws {
        var groups: [String] = []
        for group in 0..<12 {
            let tokens = (0..<30).map { token in
                let value = token % 3 == 0 && group > 0
                    ? #""{big.g\#(group - 1).t\#(token)}""#
                    : #"{"colorSpace": "srgb", "components": [\#(Double(token) / 30), \#(Double(group) / 12), 0.5]}"#
                return #""t\#(token)": {"$value": \#(value)}"#
            }
            groups.append(#""g\#(group)": {\#(tokens.joined(separator: ", "))}"#)
        }
        let json = #"{"big": {"$type": "color", \#(groups.joined(separator: ", "))}, "other": {"$type": "color", "x": {"$value": "{big.g0.t1}"}}, "root": {"$type": "number", "$value": 1}}"#
        let folder = try PackagePaths.folder(with: ["big.tokens.json": json])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let options = SwiftEmitter.Options()
        let expected = try SwiftEmitter.emit(system, options: options)
        let recorder = PartRecorder()
        var warnings: [Diagnostic] = []
        try SwiftEmitter.emit(system, options: options, warnings: &warnings, to: recorder, partSize: partSize)
        #expect(recorder.started == expected.map(\.name))
        for file in expected {
            #expect(recorder.parts[file.name]?.joined() == file.contents, "\(file.name)")
        }
        let jsonRecorder = PartRecorder()
        JSONEmitter.emit(system, named: "tokens.json", to: jsonRecorder, partSize: partSize)
        #expect(jsonRecorder.parts["tokens.json"]?.joined() == JSONEmitter.emit(system))
        if partSize == 1 { #expect((jsonRecorder.parts["tokens.json"]?.count ?? 0) > 300) }
    }

    @Test func anErrorIsFoundBeforeAnyFileIsStarted() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"a": {"$type": "number", "b": {"$value": 1}, "B": {"$value": 2}}}"#])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let recorder = PartRecorder()
        var warnings: [Diagnostic] = []
        #expect(throws: DiagnosticsError.self) {
            try SwiftEmitter.emit(system, options: SwiftEmitter.Options(), warnings: &warnings, to: recorder)
        }
        #expect(recorder.started.isEmpty)
    }
}
