import Foundation
import TestSupport
import Testing
import TokenModel

/// Where the real design systems in DTCG form are: in this repository, with their licences.
private let examplesFolder = PackagePaths.realDesignSystems

/// The real design systems of `Tests/Fixtures/corpus/dtcg-examples`, through their resolvers:
/// every permutation loads under `--compat`, and `--strict` names each deviation.
@Suite("Real design systems")
struct RealDesignSystemTests {
    static let resolvers: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".resolver.json") }.sorted()
    }()

    @Test func allSevenAreThere() {
        #expect(Self.resolvers.count == 7)
    }

    @Test(arguments: resolvers)
    func loadsUnderCompatInEveryPermutation(_ resolver: String) throws {
        let system = try DesignSystemLoader.load(paths: [], resolver: examplesFolder.appendingPathComponent(resolver).path, mode: .compat)
        #expect(system.themes.count >= 1)
        for theme in system.themes {
            #expect((system.tokensByTheme[theme]?.count ?? 0) > 0, "\(resolver): no tokens in \(theme)")
        }
        // Deviations are warnings that say what deviates, one per kind and file.
        for warning in system.warnings {
            #expect(warning.severity == .warning && warning.message.contains("(--compat)"))
        }
        let keys = system.warnings.map { "\($0.location?.file ?? "")|\($0.message.split(separator: " ").dropFirst(3).joined(separator: " "))" }
        #expect(Set(keys).count == keys.count, "\(resolver): a kind of deviation was reported twice for one file")
    }

    @Test(arguments: resolvers)
    func strictNamesEveryDeviation(_ resolver: String) {
        do {
            _ = try DesignSystemLoader.load(paths: [], resolver: examplesFolder.appendingPathComponent(resolver).path)
            #expect(resolver == "shopify-polaris.resolver.json", "\(resolver) has deviations, but strict mode accepted it")
        } catch {
            #expect(error.errors.allSatisfy { $0.message.hasSuffix("(--compat accepts it)") && $0.location != nil },
                    "\(resolver): \(error.errors.first { !$0.message.hasSuffix("(--compat accepts it)") }?.description ?? "")")
        }
    }
}
