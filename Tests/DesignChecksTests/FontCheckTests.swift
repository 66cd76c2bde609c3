import DesignChecks
import Foundation
import TestSupport
import Testing
import TokenModel

/// `validate`'s font check in process: a typography naming a family this machine lacks is
/// one warning at the token, naming the family and what is drawn instead.
@Suite("FontCheck")
struct FontCheckTests {
    private func system(family: String) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": """
            {"text": {"$type": "typography", "body": {"$value": {"fontFamily": "\(family)", "fontSize": {"value": 16, "unit": "px"},
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}}}}
            """])
        return try DesignSystemLoader.load(paths: [folder.path])
    }

    @Test func aMissingFamilyIsOneWarningAtTheToken() throws {
        let warnings = try FontCheck.warnings(for: system(family: "No Such Family 42"))
        #expect(warnings.count == 1)
        let text = try #require(warnings.first?.description)
        #expect(text.contains("a.tokens.json:1:") && text.contains("token 'text.body'") && text.contains("'No Such Family 42' is not installed"), "\(text)")
        #expect(text.contains("text is drawn with"), "\(text)")
    }

    @Test func anInstalledFamilyIsNoWarning() throws {
        // Fonts/fonts.conf makes Inter available to every render (`make deps` installs it).
        #expect(try FontCheck.warnings(for: system(family: "Inter")).isEmpty)
    }
}
