import Foundation
import Testing
@testable import TokenImport

/// `dscompile convert`'s last line, in process.
@Suite("Conversion summary")
struct ConversionSummaryTests {
    @Test func countsTheTokenFilesAndSaysEverythingWasCarriedOver() {
        let conversion = TokenConverter.Conversion(
            format: .styleDictionary, detection: "",
            files: [("a.tokens.json", "{}"), ("b.tokens.json", "{}"), ("tokens.resolver.json", "{}")],
            report: ImportReport(), sourceResolved: [:])
        #expect(conversion.tokenFileCount == 2)
        #expect(conversion.summary(writtenTo: "Tokens") == "wrote 2 token file(s) and Tokens/tokens.resolver.json; everything carried over")
    }

    @Test func namesTheReportWhenThereAreFindings() {
        var report = ImportReport()
        report.warning("an em length is taken against 16px", token: "size.a", at: nil)
        report.warning("a type DTCG lacks", token: "size.b", at: nil)
        let conversion = TokenConverter.Conversion(format: .tokensStudio, detection: "", files: [("a.tokens.json", "{}")],
                                                   report: report, sourceResolved: [:])
        #expect(conversion.summary(writtenTo: "out") == "wrote 1 token file(s) and out/tokens.resolver.json; 2 finding(s), in out/\(ConversionWriter.reportName)")
    }
}
