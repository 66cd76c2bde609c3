import DesignSnapshots
import Foundation
import TestSupport
import Testing

/// What fails a snapshot besides its pictures: text drawn in a fallback font (unless the
/// test accepts it, with a reason) and, when the strategy asks, a constraint conflict the
/// layout broke a constraint for. A render that fails a check is neither compared nor
/// recorded. Each runs in a scratch package.
@Suite("Snapshot checks")
struct SnapshotChecksTests {
    // MARK: - Fixtures

    /// A family no machine has.
    private static let missingFamily = "Tramway Sans Not Installed"

    private static func label(_ families: [String]) -> Label {
        let label = Label(text: "Aa")
        label.typography = Typography(fontFamily: families, fontSize: 17)
        return label
    }

    /// A 20-point square whose required width a second required width contradicts.
    private static func conflicted() -> View {
        let view = View()
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 10),
        ])
        return view
    }

    private static func referenceExists(_ store: SnapshotStore, _ name: String) -> Bool {
        FileManager.default.fileExists(atPath: store.referenceURL(suite: "T", name: name, scale: 2).path)
    }

    // MARK: - Fallback fonts

    @Test func textInAFallbackFontFailsNamingTheFamilyAndWhatWasDrawn() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = try #require(outsideCI {
            verifySnapshot(of: Self.label([Self.missingFamily, "sans-serif"]), as: .image, named: "label",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        })
        // fonts.conf maps `sans-serif` to Inter, which draws when the first family is missing.
        #expect(message == "snapshot label: drawn with a fallback font, so it is neither compared nor recorded "
            + "(a reference drawn in the wrong font is a wrong reference): the font family '\(Self.missingFamily)' is not installed; "
            + "text is drawn with 'Inter' (asked for '\(Self.missingFamily)', 'sans-serif'). Install the family "
            + "(Fonts/fonts.conf), or accept the fallback with .allowingFallbackFonts(because: \"…\") on the strategy")
        #expect(!Self.referenceExists(store, "label"))
    }

    @Test func aTestMayAcceptAFallbackWithAReason() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let strategy = Snapshotting<Label>.image.allowingFallbackFonts(because: "the brand font is licensed for devices only")
        #expect(strategy.checks.fallbackFontsReason == "the brand font is licensed for devices only")
        let message = outsideCI {
            verifySnapshot(of: Self.label([Self.missingFamily]), as: strategy, named: "accepted",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot accepted: recorded Snapshots/T/accepted@2x.png") == true, "\(message ?? "")")
        #expect(Self.referenceExists(store, "accepted"))
    }

    @Test func installedFamiliesPass() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = outsideCI {
            verifySnapshot(of: Self.label(["Inter"]), as: .image, named: "inter", artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot inter: recorded") == true, "\(message ?? "")")
        #expect(outsideCI {
            verifySnapshot(of: Self.label(["Inter"]), as: .image, named: "inter", artifactDirectory: store.artifactDirectory, filePath: file)
        } == nil)
    }

    /// A missing family after an installed one draws nothing else: Inter draws whether or
    /// not the second family is there, so the reference is right and is recorded.
    @Test func aMissingFamilyAfterAnInstalledOneIsNoFallback() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = outsideCI {
            verifySnapshot(of: Self.label(["Inter", Self.missingFamily]), as: .image, named: "listed",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot listed: recorded") == true, "\(message ?? "")")
    }

    // MARK: - Constraint conflicts

    @Test func aConflictIsOnlyLoggedUnlessTheStrategyFailsOnIt() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let logged = outsideCI {
            verifySnapshot(of: Self.conflicted(), as: .image, named: "logged", artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(logged?.hasPrefix("snapshot logged: recorded") == true, "\(logged ?? "")")
        let failing = try #require(outsideCI {
            verifySnapshot(of: Self.conflicted(), as: Snapshotting<View>.image.failingOnConstraintConflicts(), named: "failing",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        })
        #expect(failing.hasPrefix("snapshot failing: the layout broke a constraint (the strategy fails on constraint conflicts), "
            + "so it is neither compared nor recorded:\nDesignSnapshotsTests/SnapshotChecksTests.swift:"))
        #expect(failing.contains("warning: Unable to simultaneously satisfy constraints:"))
        #expect(failing.contains("Will attempt to recover by breaking constraint\n    View.width <= 10 @required, made at DesignSnapshotsTests/SnapshotChecksTests.swift:"))
        #expect(!Self.referenceExists(store, "failing"))
    }

    // MARK: - Composing

    @Test func checksSurvivePullbackAndFrames() {
        let failing = Snapshotting<View>.image.failingOnConstraintConflicts().allowingFallbackFonts(because: "r")
        let pulled: Snapshotting<Label> = failing.pullback { $0 as View }
        #expect(pulled.checks == SnapshotChecks(failsOnConstraintConflicts: true, fallbackFontsReason: "r"))
        let frames = Snapshotting<View>.frames(at: [0, 1], as: failing) { _, _ in }
        #expect(frames.checks == failing.checks)
        #expect(Snapshotting<View>.image.checks == SnapshotChecks())
        #expect(!Snapshotting<View>.image.failingOnConstraintConflicts().failingOnConstraintConflicts(false).checks.failsOnConstraintConflicts)
    }
}
