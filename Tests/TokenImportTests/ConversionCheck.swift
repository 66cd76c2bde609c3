import Foundation
import Testing
import TestSupport
import TokenImport
import TokenModel

/// What every conversion test checks: the written folder passes strict reading, and each
/// theme's tokens resolve to what the importer resolves from the source on its own.
enum ConversionCheck {
    // MARK: - Properties

    static let importers = PackagePaths.root.appendingPathComponent("Tests/Fixtures/importers")

    // MARK: - Checking

    /// Converts `paths`, writes the result into a new folder, loads it with
    /// `DesignSystemLoader` in strict mode, and compares every token of every theme.
    /// - Returns: the conversion and the loaded design system.
    static func convertAndLoad(_ paths: [URL], from format: SourceFormat? = nil) throws -> (TokenConverter.Conversion, ResolvedDesignSystem, URL) {
        let conversion = TokenConverter.convert(paths: paths.map(\.path), from: format)
        #expect(!conversion.report.hasErrors, "\(conversion.report.items.map(\.diagnostic))")
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("out")
        try ConversionWriter.write(conversion, to: out.path, force: false)
        // (3) every finding is in the written report too; with none, there is no report.
        let reportFile = out.appendingPathComponent(ConversionWriter.reportName)
        #expect(FileManager.default.fileExists(atPath: reportFile.path) == !conversion.report.isEmpty)
        let report = (try? String(contentsOf: reportFile, encoding: .utf8)) ?? ""
        for item in conversion.report.items {
            #expect(report.contains(item.message) && (item.token.map { report.contains("token `\($0)`") } ?? true), "\(item.message)")
        }
        // (1) validate --strict accepts it: the loader throws on any error.
        let system = try DesignSystemLoader.load(paths: [out.path], mode: .strict)
        // (2) the resolved values equal the source's, token by token and theme by theme.
        #expect(Set(system.themes) == Set(conversion.sourceResolved.keys))
        for (theme, tokens) in conversion.sourceResolved {
            let loaded = system.tokensByTheme[theme] ?? [:]
            // The source's names, with each reported rename applied (a clash of Swift names).
            let written = Dictionary(uniqueKeysWithValues: tokens.keys.map { ($0, writtenPath($0, in: conversion)) })
            #expect(Set(loaded.keys.map(\.description)) == Set(written.values), "paths in \(theme)")
            for (path, token) in tokens {
                var log = DiagnosticLog(mode: .strict)
                let expected = TokenValueParser.parse(token.value, as: token.type, path: TokenPath(dotted: path), log: &log)
                #expect(expected != nil, "\(path): \(log.diagnostics)")
                #expect(loaded[TokenPath(dotted: written[path]!)]?.value == expected, "\(path) in \(theme)")
            }
        }
        return (conversion, system, out)
    }

    /// The path `source` (a source token's dotted path) is written at: the longest renamed
    /// group or token it lies in, as the report gives it, followed by the rest of the path.
    static func writtenPath(_ source: String, in conversion: TokenConverter.Conversion) -> String {
        let renames = conversion.report.renamedPaths
        guard !renames.isEmpty else { return source }
        let parts = source.split(separator: ".", omittingEmptySubsequences: false)
        for end in parts.indices.reversed() {
            if let new = renames[parts[...end].joined(separator: ".")] {
                return ([new] + parts[(end + 1)...].map(String.init)).joined(separator: ".")
            }
        }
        return source
    }

    /// The report's lines for `token` (its source name), joined.
    static func findings(_ conversion: TokenConverter.Conversion, token: String) -> String {
        conversion.report.items.filter { $0.token == token }.map(\.message).joined(separator: " | ")
    }

    /// Expects each token of `expected` (its source name) to be reported as left out, with
    /// the words that say why.
    static func expectLeftOut(_ expected: [String: String], in conversion: TokenConverter.Conversion,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (token, words) in expected {
            let findings = findings(conversion, token: token)
            #expect(findings.contains("left out") && findings.contains(words), "\(token): \(findings)", sourceLocation: sourceLocation)
        }
    }
}
