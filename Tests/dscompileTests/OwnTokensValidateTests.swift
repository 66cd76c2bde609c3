import Foundation
import TestSupport
import Testing

/// Issue #27: dscompile's own `Tokens/` is a model design system. `dscompile validate`
/// finds no error and no warning in it: no text below WCAG AA in any state or theme, no
/// font that would fall back.
@Suite("dscompile validate: the repository's own Tokens/")
struct OwnTokensValidateTests {
    @Test func validateReportsNoWarningForTokens() throws {
        let run = try DSCompileProcess.run(["validate", "Tokens"], in: PackagePaths.root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("warning:"), "\(run.errors)")
        #expect(run.errors.contains("no errors"), "\(run.errors)")
    }
}
