/// What `dscompile convert` says once a conversion is written.
extension TokenConverter.Conversion {
    /// How many token files were converted.
    package var tokenFileCount: Int {
        files.count { $0.path.hasSuffix(".tokens.json") }
    }

    /// One line after the files were written to `directory` (as the user named it): how
    /// many tokens in how many token files, the resolver, how many tokens were left out,
    /// and where the report of findings is, or that everything was carried over.
    public func summary(writtenTo directory: String) -> String {
        let findings = report.items.count
        let leftOut = report.tokensLeftOut > 0 ? "; \(report.tokensLeftOut) left out" : ""
        let findingsPart = findings > 0 ? "\(leftOut); \(findings) finding(s), in \(directory)/\(ConversionWriter.reportName)" : "; everything carried over"
        return "wrote \(report.tokensWritten) token(s) in \(tokenFileCount) token file(s) and \(directory)/tokens.resolver.json\(findingsPart)"
    }
}
