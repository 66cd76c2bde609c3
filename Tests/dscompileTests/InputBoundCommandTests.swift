import Foundation
import TestSupport
import Testing

/// Issue 37: what an input controls stays bounded, shown on the binary in a child under a
/// memory cap and a time limit (generous: these are bounds, not timings), so a regression
/// fails the test rather than taking gigabytes or hours.
@Suite("Input bounds of the command")
struct InputBoundCommandTests {
    // MARK: - Tests

    /// 10 modifiers of 50 contexts grew to 19 GB before anything was said; now they are one
    /// error at once, under a 2 GiB cap.
    @Test func aResolverOfTooManyPermutationsIsRefusedAtOnce() throws {
        let folder = try PackagePaths.folder(with: ["a.resolver.json": ResolverFixtures.resolver(modifiers: 10, contexts: 50)])
        let run = try BoundedProcess.run(["validate", "--resolver", "a.resolver.json"], in: folder, seconds: 120, memoryMiB: 2048)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("a.resolver.json:1:"), "\(run.errors)")
        #expect(run.errors.contains("error: the resolver's modifiers make 97656250000000000 permutations, m0 (50) × m1 (50) × "), "\(run.errors)")
        #expect(run.errors.contains("more than the 4096 one run resolves; resolve the ones you need with --input"), "\(run.errors)")
    }

    /// With `--input` naming one context (23 GB before): only that permutation is made.
    @Test func anInputOfAHugeResolverResolvesOnlyItsPermutation() throws {
        let folder = try PackagePaths.folder(with: ["a.resolver.json": ResolverFixtures.resolver(modifiers: 10, contexts: 50)])
        let run = try BoundedProcess.run(["validate", "--resolver", "a.resolver.json", "--input", "m3=c7"], in: folder,
                                         seconds: 120, memoryMiB: 2048)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("1 theme(s): no errors"), "\(run.errors)")
    }

    /// A 20 MB string of escapes: each escape copied everything decoded before it, some
    /// 10¹³ bytes moved; read in one pass now, it validates in seconds.
    @Test func aTwentyMegabyteStringOfEscapesValidates() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let escapes = String(repeating: #"\n\u00e9"#, count: 2_500_000)
        try Data((#"{"f": {"$type": "number", "$value": 1, "$description": ""# + escapes + #""}}"#).utf8)
            .write(to: folder.appendingPathComponent("a.tokens.json"))
        let run = try BoundedProcess.run(["validate", "a.tokens.json"], in: folder, seconds: 300, memoryMiB: 2048)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.errors)")
    }

    /// A 50 MB plain string, the case of the issue: one pass over its bytes.
    @Test func aFiftyMegabyteStringValidates() throws {
        let folder = try PackagePaths.temporaryDirectory()
        try Data((#"{"f": {"$type": "fontFamily", "$value": ""# + String(repeating: "a", count: 50_000_000) + #""}}"#).utf8)
            .write(to: folder.appendingPathComponent("a.tokens.json"))
        let run = try BoundedProcess.run(["validate", "a.tokens.json"], in: folder, seconds: 300, memoryMiB: 2048)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(run.errors)")
    }
}
