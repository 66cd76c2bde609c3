import Foundation

/// One output file of a generator: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
