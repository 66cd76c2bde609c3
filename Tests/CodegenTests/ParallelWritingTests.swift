@testable import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// A big group's members are written on every core; the text must be exactly what writing
/// them one after the other gives, blank lines, doc comments, references and all.
@Suite("SwiftEmitter: big groups written in parallel")
struct ParallelWritingTests {
    @Test(arguments: [false, true])
    func theTextIsTheSameAsWrittenInOrder(outputReferences: Bool) throws {
        var groups: [String] = []
        for group in 0..<40 {
            var tokens: [String] = []
            for token in 0..<30 {
                let documented = (group + token) % 7 == 0 ? #", "$description": "Token \#(token) of \#(group).""# : ""
                let value = token % 3 == 0 && group > 0
                    ? #""{big.g\#(group - 1).t\#(token)}""#
                    : #"{"colorSpace": "srgb", "components": [\#(Double(token) / 30), \#(Double(group) / 40), 0.5]}"#
                tokens.append(#""t\#(token)": {"$value": \#(value)\#(documented)}"#)
            }
            let described = group % 5 == 0 ? #""$description": "Group \#(group).", "# : ""
            groups.append(#""g\#(group)": {\#(described)\#(tokens.joined(separator: ", "))}"#)
        }
        let json = #"{"big": {"$type": "color", \#(groups.joined(separator: ", "))}, "small": {"$type": "color", "x": {"$value": "{big.g0.t1}"}}}"#
        let folder = try PackagePaths.folder(with: ["big.tokens.json": json])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        var inOrder = SwiftEmitter.Options(outputReferences: outputReferences)
        inOrder.parallelGroupSize = .max
        var parallel = SwiftEmitter.Options(outputReferences: outputReferences)
        parallel.parallelGroupSize = 100
        // Two writers whatever the machine, so the 40 subgroups always take the parallel path.
        parallel.writerCount = 2
        let expected = try SwiftEmitter.emit(system, options: inOrder)
        let written = try SwiftEmitter.emit(system, options: parallel)
        #expect(written.map(\.name) == expected.map(\.name))
        for (file, reference) in zip(written, expected) {
            #expect(file.contents == reference.contents, "\(file.name)")
        }
        #expect(expected.contains { $0.contents.contains("/// Token 0 of 0.") })
    }
}
