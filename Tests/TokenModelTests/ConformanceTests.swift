import Foundation
import TestSupport
import Testing
import TokenModel

/// The DTCG 2025.10 conformance fixtures of `Tests/Fixtures/corpus/dtcg-tests`, run by their
/// manifests: every positive one loads without error, every negative one fails with an
/// error that names the fixture file and a line.
/// Where the conformance fixtures are: in this repository, so a clone alone runs them.
private let conformanceCorpus = PackagePaths.conformanceFixtures

@Suite("DTCG conformance fixtures")
struct ConformanceTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        let suite: String
        let id: String
        let isPositive: Bool
        let path: String
        var testDescription: String { "\(suite)/\(id)" }
    }

    static let corpus = conformanceCorpus

    /// The fixtures are in the repository; an empty list would pass every parameterised test.
    @Test func everyManifestListsItsFixtures() {
        #expect(Self.fixtures.filter { $0.suite == "format" }.count > 50)
        #expect(Self.fixtures.filter { $0.suite == "resolver" }.count > 10)
    }

    static let fixtures: [Fixture] = {
        var fixtures: [Fixture] = []
        for suite in ["format", "resolver"] {
            let folder = corpus.appendingPathComponent(suite)
            guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
                  let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let tests = manifest["tests"] as? [[String: Any]] else { continue }
            for test in tests {
                guard let id = test["id"] as? String, let type = test["type"] as? String, let input = test["input"] as? String else { continue }
                fixtures.append(Fixture(suite: suite, id: id, isPositive: type == "PositiveEvaluationTest",
                                        path: folder.appendingPathComponent(input).path))
            }
        }
        return fixtures
    }()

    private func load(_ fixture: Fixture) throws(DiagnosticsError) -> ResolvedDesignSystem {
        fixture.suite == "resolver"
            ? try DesignSystemLoader.load(paths: [], resolver: fixture.path)
            : try DesignSystemLoader.load(paths: [fixture.path])
    }

    @Test func allFixturesAreListed() {
        #expect(Self.fixtures.count == 243)
    }

    @Test(arguments: fixtures)
    func fixture(_ fixture: Fixture) {
        do {
            _ = try load(fixture)
            #expect(fixture.isPositive, "\(fixture.id) is invalid, but it loaded without an error")
        } catch {
            guard !fixture.isPositive else {
                Issue.record("\(fixture.id) is valid, but: \(error)")
                return
            }
            let located = error.errors.filter { $0.location?.file == fixture.path && ($0.location?.line ?? 0) >= 1 }
            #expect(!located.isEmpty, "\(fixture.id): no error names \(fixture.path) and a line: \(error)")
        }
    }
}
