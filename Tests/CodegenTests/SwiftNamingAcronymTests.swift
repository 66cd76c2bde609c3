import Codegen
import Testing

/// Leading acronyms of token names are lowercased as a whole (`SwiftNaming`'s rule).
@Suite("SwiftNaming: acronyms")
struct SwiftNamingAcronymTests {
    @Test(arguments: [
        ("URLBar", "urlBar"), ("HTTPStatus", "httpStatus"), ("ID", "id"), ("UI2", "ui2"), ("iOSColor", "iOSColor"),
        ("Color", "color"), ("URL-bar", "urlBar"), ("text-URL", "textURL"), ("ÉTÉColor", "étéColor"), ("A", "a"),
    ])
    func tokenNamesLowercaseTheirLeadingAcronym(_ name: String, _ identifier: String) {
        #expect(SwiftNaming.memberName(name) == identifier)
    }

    @Test(arguments: [("URLBar", "URLBar"), ("iOSColor", "IOSColor"), ("http-status", "HttpStatus")])
    func groupNamesOnlyCapitaliseTheirFirstLetter(_ name: String, _ identifier: String) {
        #expect(SwiftNaming.typeName(name) == identifier)
    }

    /// The ASCII fast path and the general rule agree: a name with a `-` takes the general one.
    @Test func bothPathsAgree() {
        for name in ["URLBar", "HTTPStatus", "ID", "UI2", "iOSColor", "Color", "ABc", "AB1c"] {
            #expect(SwiftNaming.memberName(name) == SwiftNaming.memberName(name + "-"), "\(name)")
        }
    }
}
