import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// Issue 37: bounds on what an input controls, said as what they are: a long cycle of
/// aliases is a cycle, and the permutations of a resolver are counted before any is made.
@Suite("Input bounds")
struct InputBoundTests {
    // MARK: - Helpers

    /// Tokens `c.t0` … `c.t<length - 1>`, each naming the next; the last names `last`.
    private func chain(_ length: Int, last: String) -> String {
        let members = (0..<length).map { "\"t\($0)\": {\"$value\": \"{c.t\($0 + 1 < length ? "\($0 + 1)" : last)}\"}" }
        return "{\"c\": {\"$type\": \"number\", \"tEnd\": {\"$value\": 1}, " + members.joined(separator: ", ") + "}}"
    }

    /// The errors of loading `paths`, as printed.
    private func loadErrors(_ paths: [String]) -> [String] {
        do {
            _ = try DesignSystemLoader.load(paths: paths)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    // MARK: - Cycles

    @Test func aCycleLongerThanTheChainLimitIsReportedAsACycle() throws {
        // t0 -> t1 -> … -> t999 -> t0: four times the chain limit.
        let run = try DiagnosticRun(["a.tokens.json": chain(1000, last: "0")])
        #expect(run.errors.count == 1, "\(run.errors.map { $0.prefix(200) })")
        let error = try #require(run.errors.first)
        #expect(error.contains("error: token 'c.t0' is part of a reference cycle: c.t0 -> c.t1 -> c.t2 -> "))
        #expect(error.hasSuffix("-> c.t998 -> c.t999 -> c.t0"))
        #expect(!error.contains("chain of more than"))
    }

    @Test func aLongCycleEnteredFromAChainNamesOnlyTheCycle() throws {
        // u0 … u299 lead into the 1000-token cycle at t500.
        let lead = (0..<300).map { "\"u\($0)\": {\"$value\": \"{c.\($0 + 1 < 300 ? "u\($0 + 1)" : "t500")}\"}" }
        let text = chain(1000, last: "0").replacingOccurrences(of: "\"tEnd\"", with: lead.joined(separator: ", ") + ", \"tEnd\"")
        let run = try DiagnosticRun(["a.tokens.json": text])
        #expect(run.errors.count == 1, "\(run.errors.map { $0.prefix(200) })")
        let error = try #require(run.errors.first)
        #expect(error.contains("is part of a reference cycle: "))
        #expect(!error.contains("c.u"))
        #expect(error.components(separatedBy: " -> ").count == 1001)
    }

    @Test func aLongChainWithoutACycleIsStillAChainError() throws {
        let run = try DiagnosticRun(["a.tokens.json": chain(1000, last: "End")])
        #expect(run.errors.contains { $0.contains("token 'c.t0' starts a chain of more than \(AliasResolver.maximumChainLength) aliases") })
        #expect(!run.errors.contains { $0.contains("cycle") })
    }

    // MARK: - Permutations

    @Test func permutationsAreCountedWithoutOverflow() throws {
        var log = DiagnosticLog()
        let folder = try PackagePaths.folder(with: [
            "small.resolver.json": ResolverFixtures.resolver(modifiers: 3, contexts: 3),
            "huge.resolver.json": ResolverFixtures.resolver(modifiers: 30, contexts: 50),
        ])
        let small = try #require(ResolverDocument.read(folder.appendingPathComponent("small.resolver.json"), displayPath: "small.resolver.json", log: &log))
        #expect(small.permutationCount == 27)
        #expect(small.permutations().count == 27)
        #expect(small.permutationProblem() == nil)
        let problem = try #require(small.permutationProblem(limit: 26))
        #expect(problem.location?.file == "small.resolver.json")
        #expect(problem.message == "the resolver's modifiers make 27 permutations, m0 (3) × m1 (3) × m2 (3), "
            + "more than the 26 one run resolves; resolve the ones you need with --input (one context per modifier, such as --input m0=c0), "
            + "or split the modifiers across resolvers")
        let huge = try #require(ResolverDocument.read(folder.appendingPathComponent("huge.resolver.json"), displayPath: "huge.resolver.json", log: &log))
        #expect(huge.permutationCount == .max)
        #expect(huge.permutationProblem()?.message.hasPrefix("the resolver's modifiers make more than \(Int.max) permutations") == true)
        #expect(!log.hasErrors)
    }

    @Test func tooManyPermutationsAreOneErrorAndTheDefaultThemeIsStillChecked() throws {
        let text = ResolverFixtures.resolver(modifiers: 13, contexts: 2).replacingOccurrences(of: "\"$value\": 1}", with: "\"$value\": \"{missing}\"}")
        let run = try DiagnosticRun(["a.resolver.json": text], resolver: "a.resolver.json")
        #expect(run.errors.contains { $0.contains("error: the resolver's modifiers make 8192 permutations, ") && $0.contains("more than the 4096 one run resolves") })
        // Only the default theme (every c0) is resolved: the broken references of c1 are not reached.
        #expect(run.errors.count == 1, "\(run.errors)")
        let within = try DiagnosticRun(["a.resolver.json": ResolverFixtures.resolver(modifiers: 12, contexts: 2)], resolver: "a.resolver.json")
        #expect(within.errors.isEmpty, "\(within.errors)")
    }

    @Test func permutationsEstimatedPastTheMemoryLimitAreOneErrorBeforeAnyIsMade() throws {
        // 4096 permutations (within the count) of 870 KB of tokens: about 7 GiB, estimated.
        let tokens = (0..<30_000).map { "\"n\($0)\": {\"$value\": \($0)}" }.joined(separator: ", ")
        let resolver = ResolverFixtures.resolver(modifiers: 12, contexts: 2)
            .replacingOccurrences(of: "\"version\": \"2025.10\", ", with: "\"version\": \"2025.10\", \"sets\": {\"base\": {\"sources\": [{\"$ref\": \"big.tokens.json\"}]}}, ")
            .replacingOccurrences(of: "\"resolutionOrder\": [", with: "\"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}, ")
        let run = try DiagnosticRun(["a.resolver.json": resolver, "big.tokens.json": "{\"big\": {\"$type\": \"number\", \(tokens)}}"],
                                    resolver: "a.resolver.json")
        #expect(run.errors.count == 1, "\(run.errors)")
        #expect(run.errors.first?.contains("error: resolving the resolver's 4096 permutations of ") == true, "\(run.errors)")
        #expect(run.errors.first?.contains("more than the 4096.0 MiB one run plans for; resolve the ones you need with --input (such as --input m0=c0)") == true)

        var log = DiagnosticLog()
        let folder = try PackagePaths.folder(with: ["small.resolver.json": ResolverFixtures.resolver(modifiers: 3, contexts: 3)])
        let small = try #require(ResolverDocument.read(folder.appendingPathComponent("small.resolver.json"), displayPath: "small.resolver.json", log: &log))
        #expect(small.memoryProblem(inputSize: 1_000_000) == nil)
        #expect(small.memoryProblem(inputSize: 1_000_000, limit: 27 * 2_000_000 - 1)?.message.hasPrefix(
            "resolving the resolver's 27 permutations of 1.0 MiB of input would take about 51.5 MiB") == true)
    }

    @Test func anInputResolvesOnlyItsPermutationWhateverTheCount() throws {
        let folder = try PackagePaths.folder(with: ["a.resolver.json": ResolverFixtures.resolver(modifiers: 10, contexts: 50)])
        let system = try DesignSystemLoader.load(paths: [], resolver: folder.appendingPathComponent("a.resolver.json").path, input: ["m3": "c7"])
        #expect(system.themes.count == 1)
        #expect(system.themes[0]["m3"] == "c7")
        #expect(system.themes[0]["m4"] == "c0")
    }

    // MARK: - Folders

    /// A folder that cannot be opened is reported with its cause, not taken for an empty one
    /// ("no token files found"). Root opens any folder whatever its permissions, so the case
    /// is one that holds for root too: a folder deeper than a path can name (PATH_MAX).
    @Test func aFolderThatCannotBeReadSaysWhy() throws {
        let folder = try PackagePaths.temporaryDirectory()
        // Made one folder inside the last by descriptor, which no length limits; removed by
        // rm, which walks it so.
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<20 {
            let name = String(repeating: "d", count: 250)
            try #require(mkdirat(descriptor, name, 0o755) == 0)
            let inner = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = inner
        }
        let file = openat(descriptor, "x.tokens.json", O_WRONLY | O_CREAT, 0o644)
        close(file)
        close(descriptor)
        defer {
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", folder.path]
            try? remove.run()
            remove.waitUntilExit()
        }
        let errors = loadErrors([folder.path])
        #expect(errors.contains { $0.contains("error: cannot read \(folder.path)/ddd") && $0.hasSuffix(": file name too long") }, "\(errors.map { $0.suffix(120) })")
        #expect(!errors.contains { $0.contains("no token files found") })
    }

    @Test func aFolderNamedWithASlashAfterAFileSaysItIsNotAFolder() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"n": {"$type": "number", "$value": 1}}"#])
        let errors = loadErrors([folder.path + "/a.tokens.json/"])
        #expect(errors == ["dscompile: error: cannot read \(folder.path)/a.tokens.json/: a file is where a folder should be (not a directory)"])
    }
}
