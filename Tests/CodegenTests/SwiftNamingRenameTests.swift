import Codegen
import Testing

/// The names Swift reserves or gives a meaning of its own, and the letters it does not allow
/// in identifiers: what `SwiftNaming` makes of each (its rule's last points). The expected
/// identifiers are worked out by hand from the rule; that they compile and are reachable is
/// `ReachableNamesTests`'.
@Suite("SwiftNaming: reserved names")
struct SwiftNamingRenameTests {
    // MARK: - Renamed

    /// `X.self`, `X.init`, `X.Type`, `X.Protocol` and `Self` mean something else in Swift:
    /// each takes a trailing underscore, as a token and as a group.
    @Test(arguments: [
        ("self", "self_", "Self_"), ("Self", "self_", "Self_"), ("init", "init_", "Init"), ("type", "type", "Type_"),
        ("Type", "type", "Type_"), ("protocol", "`protocol`", "Protocol_"), ("Protocol", "`protocol`", "Protocol_"),
        ("self-", "self_", "Self_"), ("type_", "type", "Type_"), ("my type", "myType", "MyType"),
    ])
    func namesWithAMeaningOfTheirOwnTakeAnUnderscore(name: String, member: String, type: String) {
        #expect(SwiftNaming.memberName(name) == member)
        #expect(SwiftNaming.typeName(name) == type)
    }

    /// A style enum is `CaseIterable`: a style named `allCases` would make `allCases` ambiguous.
    @Test(arguments: [("allCases", "allCases_"), ("all-cases", "allCases_"), ("self", "self_"), ("default", "`default`"),
                      ("rawValue", "rawValue"), ("error", "error")])
    func styleCases(name: String, identifier: String) {
        #expect(SwiftNaming.caseName(name) == identifier)
    }

    /// Every renamed identifier says why; no other identifier ends with `_`.
    @Test func renameReasons() {
        #expect(SwiftNaming.renameReason(of: "Type_") == "after a dot, Swift reads Type as the metatype, even in backticks")
        #expect(SwiftNaming.renameReason(of: "self_") == "after a dot, Swift reads self as the type itself")
        #expect(SwiftNaming.renameReason(of: "init_") == "after a dot, Swift reads init as an initializer")
        #expect(SwiftNaming.renameReason(of: "Protocol_") == "after a dot, Swift reads Protocol as a protocol's metatype, even in backticks")
        #expect(SwiftNaming.renameReason(of: "Self_") == "in an extension of the namespace, Swift reads Self as the namespace")
        #expect(SwiftNaming.renameReason(of: "allCases_") == "a style enum is CaseIterable, and a case named allCases would make its allCases ambiguous")
        for identifier in ["type", "Type", "`default`", "_50", "_2014", "textError", "`Any`"] {
            #expect(SwiftNaming.renameReason(of: identifier) == nil, "\(identifier)")
        }
        for name in ["a_", "_", "__", "x_y_", "a-_"] {
            #expect(!SwiftNaming.memberName(name).hasSuffix("_") && !SwiftNaming.typeName(name).hasSuffix("_"), "\(name)")
        }
    }

    // MARK: - Kept, in backticks

    /// Every other keyword keeps its spelling: backticks where it is declared, and after a
    /// dot Swift reads it as a member's name.
    @Test(arguments: [("default", "`default`", "Default"), ("class", "`class`", "Class"), ("any", "any", "`Any`"),
                      ("deinit", "`deinit`", "Deinit"), ("subscript", "`subscript`", "Subscript"), ("super", "`super`", "Super"),
                      ("true", "`true`", "True"), ("in", "`in`", "In"), ("none", "none", "None"), ("some", "some", "Some")])
    func keywordsKeepTheirSpelling(name: String, member: String, type: String) {
        #expect(SwiftNaming.memberName(name) == member)
        #expect(SwiftNaming.typeName(name) == type)
    }

    /// A keyword with a digit is no keyword: it keeps its spelling, with neither backticks nor
    /// a trailing `_`, and a keyword is still escaped beside a name with a digit.
    @Test(arguments: [("default2", "default2", "Default2"), ("self1", "self1", "Self1"), ("in8", "in8", "In8"),
                      ("init-2", "init2", "Init2"), ("2in", "_2in", "_2in"), ("Type", "type", "Type_")])
    func aNameWithADigitIsNoKeyword(name: String, member: String, type: String) {
        #expect(SwiftNaming.memberName(name) == member)
        #expect(SwiftNaming.typeName(name) == type)
    }

    /// Renamed and escaped identifiers cannot be a namespace.
    @Test func aNamespaceIsNeitherAKeywordNorRenamed() {
        #expect(!SwiftNaming.isPlainIdentifier("Type"))
        #expect(!SwiftNaming.isPlainIdentifier("self"))
        #expect(!SwiftNaming.isPlainIdentifier("default"))
        #expect(SwiftNaming.isPlainIdentifier("Type_"))
        #expect(SwiftNaming.isPlainIdentifier("DesignTokens"))
    }

    // MARK: - Letters Swift does not allow

    /// U+0345 COMBINING GREEK YPOGEGRAMMENI is a letter to Unicode but may not start a Swift
    /// identifier: it gets the underscore a leading digit gets. As a group's first letter
    /// it is uppercased, to U+0399 GREEK CAPITAL LETTER IOTA (UnicodeData.txt), which may.
    @Test func aCombiningMarkCannotStartAnIdentifier() {
        #expect(SwiftNaming.memberName("\u{345}x") == "_\u{345}x")
        #expect(SwiftNaming.typeName("\u{345}x") == "\u{399}x")
        #expect(SwiftNaming.memberName("\u{1DD3}") == "_\u{1DD3}")
        #expect(SwiftNaming.memberName("a\u{345}") == "a\u{345}")
    }

    /// U+2E2F VERTICAL TILDE is a letter to Unicode (Lm) but may not stand in a Swift
    /// identifier at all: it separates words, as punctuation does.
    @Test func aLetterSwiftRefusesSeparatesWords() {
        #expect(SwiftNaming.memberName("a\u{2E2F}b") == "aB")
        #expect(SwiftNaming.typeName("a\u{2E2F}b") == "AB")
        #expect(SwiftNaming.memberName("\u{2E2F}") == "_2E2F")
    }
}
