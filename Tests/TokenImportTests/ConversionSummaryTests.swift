import Foundation
import Testing
@testable import TokenImport

/// `dscompile convert`'s last line, in process.
@Suite("Conversion summary")
struct ConversionSummaryTests {
    @Test func countsTheTokenFilesAndSaysEverythingWasCarriedOver() {
        var report = ImportReport()
        report.tokensWritten = 5
        let conversion = TokenConverter.Conversion(
            format: .styleDictionary, detection: "",
            files: [("a.tokens.json", "{}"), ("b.tokens.json", "{}"), ("tokens.resolver.json", "{}")],
            report: report, sourceResolved: [:])
        #expect(conversion.tokenFileCount == 2)
        #expect(conversion.summary(writtenTo: "Tokens") == "wrote 5 token(s) in 2 token file(s) and Tokens/tokens.resolver.json; everything carried over")
    }

    @Test func namesTheReportWhenThereAreFindings() {
        var report = ImportReport()
        report.warning("an em length is taken against 16px", token: "size.a", at: nil)
        report.warning("a type DTCG lacks", token: "size.b", at: nil)
        report.tokensWritten = 3
        report.tokensLeftOut = 1
        let conversion = TokenConverter.Conversion(format: .tokensStudio, detection: "", files: [("a.tokens.json", "{}")],
                                                   report: report, sourceResolved: [:])
        #expect(conversion.summary(writtenTo: "out") == "wrote 3 token(s) in 1 token file(s) and out/tokens.resolver.json; 1 left out; 2 finding(s), in out/\(ConversionWriter.reportName)")
    }
}
