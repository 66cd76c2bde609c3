import Dispatch
import Foundation
@testable import Gallery
import Render
import Synchronization
import TestSupport
import Testing
import TokenModel

/// The token sections on GitHub Primer (1,356 tokens in 12 themes), the largest design
/// system of the corpus: building them stays cheap and every picture draws.
@Suite("Token sections: Primer")
struct TokenSectionsPrimerTests {
    /// Speed is measured in Benchmarks/ and `make bench-preview`, not here.
    @Test func everyTokenIsListedAndEveryPictureDraws() throws {
        let system = try DesignSystemLoader.load(paths: [], resolver: PackagePaths.primerResolver.path, mode: .compat)
        let context = GalleryContext(system: system, options: GalleryOptions())
        let sections = TokenSectionsTests.sources.flatMap { $0(context) }
        let entries = sections.flatMap(\.entries)
        #expect(entries.count == system.allPaths.count)

        var pictures: [String: GalleryPicture] = [:]
        for picture in entries.flatMap(\.variants).flatMap(\.pictures) { pictures[picture.recipe] = picture }
        let distinct = Array(pictures.values)
        #expect(distinct.count < 3_000, "pictures are shared across themes: \(distinct.count)")
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: distinct.count) { index in
            if let failure = TokenSystemFixture.draw(distinct[index]).failure {
                failures.withLock { $0.append("\(distinct[index].recipe): \(failure)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(5) })")
    }
}
