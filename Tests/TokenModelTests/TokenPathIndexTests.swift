import Testing
@testable import TokenModel

/// The index the reader and the resolver look paths up in, by hash and then by text.
@Suite("TokenPathIndex")
struct TokenPathIndexTests {
    private static func lookUp(_ dotted: String, in index: TokenPathIndex, _ paths: [TokenPath]) -> Int? {
        var text = dotted
        return text.withUTF8 { index.position(ofDotted: $0, in: paths) }
    }

    @Test func findsEveryPathByPathAndByTextAfterGrowing() {
        var paths: [TokenPath] = []
        var index = TokenPathIndex()
        for number in 0..<5_000 {
            paths.append(TokenPath(dotted: "group\(number % 7).token\(number)"))
            #expect(index.insert(paths[number], in: paths) == nil)
        }
        #expect(index.count == 5_000)
        for number in stride(from: 0, to: 5_000, by: 97) {
            #expect(index.position(of: paths[number], in: paths) == number)
            #expect(Self.lookUp("group\(number % 7).token\(number)", in: index, paths) == number)
        }
        #expect(Self.lookUp("group0.token5000", in: index, paths) == nil)
        #expect(Self.lookUp("", in: index, paths) == nil)
    }

    @Test func aRepeatedPathReportsTheEarlierPosition() {
        var paths = [TokenPath(dotted: "a.b"), TokenPath(dotted: "a.c")]
        var index = TokenPathIndex(paths)
        paths.append(TokenPath(["a", "b"]))
        #expect(index.insert(paths[2], in: paths) == 0)
        #expect(index.count == 2)
    }

    @Test func anAppendedPathHashesAsItsDottedText() {
        let appended = TokenPath(["color", "text"]).appending("error")
        #expect(appended == TokenPath(dotted: "color.text.error"))
        #expect(appended.hashValue == TokenPath(dotted: "color.text.error").hashValue)
        let index = TokenPathIndex([appended])
        #expect(Self.lookUp("color.text.error", in: index, [appended]) == 0)
        #expect(TokenPath([]).appending("a") == TokenPath(dotted: "a"))
    }

    @Test(arguments: [
        (["a"], "b"),                                     // small strings, stored inline
        (["color", "palette"], "primary-container-hover"), // a key longer than 15 bytes
        (["цвет", "основной"], "красный"),                  // multi-byte names
        (["brand"], "🎨"),
    ])
    func anAppendedPathIsItsDottedTextByteForByte(parent: [String], name: String) {
        let appended = TokenPath(parent).appending(name)
        let dotted = (parent + [name]).joined(separator: ".")
        #expect(appended.description == dotted)
        #expect(appended.count == parent.count + 1)
        #expect(appended.name == name)
        #expect(appended == TokenPath(dotted: dotted))
        #expect(Self.lookUp(dotted, in: TokenPathIndex([appended]), [appended]) == 0)
    }

    @Test func shortSimilarPathsEachFindThemselves() {
        // Short texts that differ in one byte, packed in a small table, probe past each other.
        let paths = (0..<64).map { TokenPath(dotted: "p\($0)") }
        let index = TokenPathIndex(paths)
        for (position, path) in paths.enumerated() {
            #expect(Self.lookUp(path.description, in: index, paths) == position)
        }
    }
}
