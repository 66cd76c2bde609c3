import DesignSnapshots
import Foundation
import Synchronization
import TestSupport
import Testing

/// What fails a snapshot besides its pictures: text drawn in a fallback font (unless the
/// test accepts it, with a reason), drawn text below WCAG AA on its surface (unless the
/// test exempts it, with a reason) and, when the strategy asks, a constraint conflict the
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

    // MARK: - Text contrast

    /// The dark page, and "blue" drawn on it in a brand fill color (#195BC2): 3.07:1.
    private static let darkPage = Themed(Color(srgbHex: 0x0B0D10))

    private static func fillColoredLabel() -> Label {
        let label = Self.label(["Inter"])
        label.text = "blue"
        label.textColor = Themed(Color(srgbHex: 0x195BC2))
        return label
    }

    @Test func drawnTextBelowAAFailsNamingItAndIsNotRecorded() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = try #require(outsideCI {
            verifySnapshot(of: Self.fillColoredLabel(), as: .image(background: Self.darkPage), named: "blue",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        })
        #expect(message == "snapshot blue: drawn text is below WCAG AA contrast, so it is neither compared nor recorded: "
            + #"Label "blue" #195BC2 (17 pt, weight 400) on #0B0D10: 3.07:1, below WCAG AA, which asks 4.5:1 for text under 24 pt, "#
            + "or 18.66 pt bold. Draw text in a text token that reads on its surface, or, for colors that are not the design "
            + "system's, opt out with .exemptingTextContrast(because: \"…\") on the strategy")
        #expect(!Self.referenceExists(store, "blue"))
    }

    /// A picture a test draws with a renderer of its own, inside the assertion, is rated too.
    @Test func aPictureDrawnInsideTheAssertionIsRatedOnItsRenderersBackground() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let message = try outsideCI {
            verifySnapshot(of: try Renderer(scale: 2, background: Self.darkPage).renderFitting(Self.fillColoredLabel()), as: .image,
                           named: "picture", artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot picture: drawn text is below WCAG AA contrast") == true, "\(message ?? "")")
        #expect(!Self.referenceExists(store, "picture"))
    }

    @Test func aPictureInColorsNotTheSystemsMayBeExemptedWithAReason() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let strategy = Snapshotting<Label>.image(background: Self.darkPage)
            .exemptingTextContrast(because: "the origin library's example colors, drawn as it documents them")
        #expect(strategy.checks.textContrastExemption == "the origin library's example colors, drawn as it documents them")
        let message = outsideCI {
            verifySnapshot(of: Self.fillColoredLabel(), as: strategy, named: "exempt", artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot exempt: recorded") == true, "\(message ?? "")")
    }

    @Test func textThatReadsOnItsPagePasses() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let label = Self.fillColoredLabel()
        label.textColor = Themed(Color(srgbHex: 0x6CA4F8))
        let message = outsideCI {
            verifySnapshot(of: label, as: .image(background: Self.darkPage), named: "light-blue", artifactDirectory: store.artifactDirectory, filePath: file)
        }
        #expect(message?.hasPrefix("snapshot light-blue: recorded") == true, "\(message ?? "")")
    }

    /// Text on a transparent picture with no fill under it cannot be rated: the snapshot is
    /// compared, and a warning says so rather than passing it silently.
    @Test func textOnATransparentPictureIsWarnedAboutNotPassedSilently() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let warnings = Mutex<[String]>([])
        let label = Self.fillColoredLabel()
        label.text = "unrated \(UUID().uuidString.prefix(8))"
        let message = outsideCI {
            RuntimeWarning.$sink.withValue({ warning in warnings.withLock { $0.append(warning) } }) {
                verifySnapshot(of: label, as: .image, named: "transparent", artifactDirectory: store.artifactDirectory, filePath: file)
            }
        }
        #expect(message?.hasPrefix("snapshot transparent: recorded") == true, "\(message ?? "")")
        let given = warnings.withLock { $0 }
        #expect(given.count == 1)
        #expect(given.first?.hasPrefix("warning: snapshot transparent: text drawn on a transparent background is not rated for contrast "
            + "(give the strategy a background): Label \"\(label.text)\" #195BC2") == true, "\(given)")
    }

    // MARK: - Composing

    @Test func checksSurvivePullbackAndFrames() {
        let failing = Snapshotting<View>.image.failingOnConstraintConflicts().allowingFallbackFonts(because: "r")
            .exemptingTextContrast(because: "c")
        let pulled: Snapshotting<Label> = failing.pullback { $0 as View }
        #expect(pulled.checks == SnapshotChecks(failsOnConstraintConflicts: true, fallbackFontsReason: "r", textContrastExemption: "c"))
        let frames = Snapshotting<View>.frames(at: [0, 1], as: failing) { _, _ in }
        #expect(frames.checks == failing.checks)
        #expect(Snapshotting<View>.image.checks == SnapshotChecks())
        #expect(!Snapshotting<View>.image.failingOnConstraintConflicts().failingOnConstraintConflicts(false).checks.failsOnConstraintConflicts)
    }
}
