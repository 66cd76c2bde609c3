/// What `dscompile convert` says once a conversion is written.
extension TokenConverter.Conversion {
    /// How many token files were converted.
    public var tokenFileCount: Int {
        files.count { $0.path.hasSuffix(".tokens.json") }
    }

    /// One line after the files were written to `directory` (as the user named it): how
    /// many token files, the resolver, and where the report of findings is, or that
    /// everything was carried over.
    public func summary(writtenTo directory: String) -> String {
        let findings = report.items.count
        let report = findings > 0 ? "; \(findings) finding(s), in \(directory)/\(ConversionWriter.reportName)" : "; everything carried over"
        return "wrote \(tokenFileCount) token file(s) and \(directory)/tokens.resolver.json\(report)"
    }
}
