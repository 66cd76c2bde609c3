import Builders
import Foundation
import Testing
import TokenModel
@_spi(LayoutFastPaths) import ViewKit

/// Each fast path of the layout pass gives exactly the frames of its plain path: the
/// benchmarks' trees and a few screens like the design system's, laid out fresh with every
/// combination of fast paths on and off, every view's frame compared.
@Suite("Layout: fast paths equal their plain paths")
struct LayoutFastPathTests {
    // MARK: - Nested types

    /// A tree to lay out, made afresh for each pass, and the size to lay it out at.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let size: LayoutSize
        let make: @Sendable () -> View

        var testDescription: String { name }
    }

    // MARK: - Cases

    private static let title = Typography(fontFamily: ["Inter"], fontSize: 28, fontWeight: .bold, lineHeight: 1.2)
    private static let body = Typography(fontFamily: ["Inter"], fontSize: 15, lineHeight: 1.4)
    private static let caption = Typography(fontFamily: ["DejaVu Sans"], fontSize: 12, lineHeight: 1.5)

    static let cases: [Case] = [
        Case(name: "100-cell list, texts repeating", size: .fitting(width: .exactly(390))) {
            LayoutBenchmarkTrees.list(cells: 100)
        },
        Case(name: "100-cell list, every text distinct", size: .fitting(width: .exactly(390))) {
            LayoutBenchmarkTrees.list(cells: 100, distinctTexts: true)
        },
        Case(name: "100-cell list, every text distinct, compressed to 240 pt", size: .fitting(width: .atMost(240), height: .compressed)) {
            LayoutBenchmarkTrees.list(cells: 100, distinctTexts: true)
        },
        Case(name: "1,000-view tree of constraints", size: .fixed(CGSize(width: 390, height: 10_000))) {
            LayoutBenchmarkTrees.constrainedTree(views: 1_000)
        },
        Case(name: "sign-in screen", size: .fixed(CGSize(width: 390, height: 844)), make: signInScreen),
        Case(name: "settings rows on baselines", size: .fitting(width: .exactly(320)), make: settingsScreen),
        Case(name: "card with a fixed frame and an aspect ratio", size: .fitting(width: .exactly(360), height: .compressed), make: mediaCard),
    ]

    /// Every combination but the plain one, which the others are compared with.
    static let fastPaths: [LayoutFastPaths] = [
        LayoutFastPaths(),
        LayoutFastPaths(helperThreads: true, separateSolvers: false),
        LayoutFastPaths(helperThreads: false, separateSolvers: true),
    ]

    // MARK: - Tests

    @Test(arguments: cases)
    func framesEqualThePlainPathsFrames(_ tree: Case) throws {
        let plain = try layOut(tree, LayoutFastPaths(helperThreads: false, separateSolvers: false))
        for paths in Self.fastPaths {
            let fast = try layOut(tree, paths)
            #expect(fast.size == plain.size, "\(paths)")
            #expect(fast.frames.count == plain.frames.count)
            let differing = zip(fast.frames, plain.frames).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(differing.isEmpty, "\(paths): \(differing.count) frames differ, first \(differing.first.map { "\($0.element)" } ?? "")")
        }
    }

    /// Contradicting constraints are broken and logged the same on every path (the
    /// separated solvers hand such a system to the one solver, which breaks one).
    @Test func conflictsEqualThePlainPathsConflicts() throws {
        func conflicts(_ paths: LayoutFastPaths) throws -> (conflicts: [ConstraintConflict], width: CGFloat) {
            let root = Self.settingsScreen()
            let row = root.subviews[0]
            NSLayoutConstraint.activate([
                row.widthAnchor.constraint(equalToConstant: 200),
                row.widthAnchor.constraint(greaterThanOrEqualToConstant: 250),
            ])
            let recorded = try ConstraintConflicts.recording {
                try LayoutPass.layout(root, size: .fitting(width: .exactly(320)), fastPaths: paths)
            }
            return (recorded.conflicts, row.frame.width)
        }
        let plain = try conflicts(LayoutFastPaths(helperThreads: false, separateSolvers: false))
        #expect(!plain.conflicts.isEmpty)
        for paths in Self.fastPaths {
            let fast = try conflicts(paths)
            #expect(fast.conflicts == plain.conflicts && fast.width == plain.width, "\(paths)")
        }
    }

    /// A subview with a flexible width and right margin keeps its mask's meaning whatever
    /// path sizes its superview: the root grows from 100 to 200, the change is shared by the
    /// width (80) and the right margin (10) in proportion, 80/90 and 10/90 of 100 (UIKit's
    /// rule), so the width becomes 80 + 88.9 = 168.9. With a constraint elsewhere in the tree
    /// the solver sizes the root; without one the root is sized directly; both resize.
    @Test(arguments: [false, true])
    func autoresizingMasksApplyOnEveryPath(constrained: Bool) throws {
        func layOut(_ paths: LayoutFastPaths) throws -> CGRect {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let banner = View(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
            banner.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
            root.addSubview(banner)
            if constrained {
                let badge = View().useAutoLayout()
                root.addSubview(badge)
                NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 4), badge.heightAnchor.constraint(equalToConstant: 4),
                                             badge.topAnchor.constraint(equalTo: root.topAnchor), badge.leftAnchor.constraint(equalTo: root.leftAnchor)])
            }
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 50)), fastPaths: paths)
            return banner.frame
        }
        let expectedWidth: CGFloat = 80 + 100 * 80 / 90
        for paths in [LayoutFastPaths(), LayoutFastPaths(helperThreads: false, separateSolvers: false, framesWithoutConstraints: false)] {
            let frame = try layOut(paths)
            #expect(frame.minX == 10 && frame.minY == 10 && frame.height == 30, "\(paths)")
            #expect(abs(frame.width - expectedWidth) < 1e-9, "\(paths): \(frame.width)")
        }
    }

    // MARK: - Helpers

    /// The root's size and every view's frame, depth-first, after a pass with `paths`.
    private func layOut(_ tree: Case, _ paths: LayoutFastPaths) throws -> (size: CGSize, frames: [CGRect]) {
        let root = tree.make()
        let size = try LayoutPass.layout(root, size: tree.size, fastPaths: paths)
        return (size, root.allViews().map(\.frame))
    }

    private static func label(_ text: String, _ typography: Typography, lines: Int = 0) -> Label {
        let label = Label(text: text)
        label.typography = typography
        label.numberOfLines = lines
        return label
    }

    /// A title, a wrapping explanation, two fields, a one-time-code field, a row of
    /// baseline-aligned labels and a button, in a stack pinned to the screen's margins;
    /// more than enough distinct texts for the helper threads.
    @Sendable private static func signInScreen() -> View {
        let screen = View()
        let field = TextField().useAutoLayout()
        field.placeholder = "Email address"
        let password = TextField().useAutoLayout()
        password.placeholder = "Password"
        let remember = StackView(arrangedSubviews: [
            label("Remember me", body, lines: 1),
            label("Keep me signed in on this device for thirty days unless I sign out", caption),
        ])
        remember.alignment = .firstBaseline
        remember.spacing = 8
        let button = Button().useAutoLayout()
        button.setTitle("Sign in", for: .normal)
        var arranged: [View] = [
            label("Welcome back to the design system", title),
            label("Sign in with the address your team invited. Tokens, components and previews stay in sync.", body),
            field, password, OTPField(), remember, button,
        ]
        arranged += (0..<16).map { label("Footnote \($0): changes to the shared palette apply to every product.", caption) }
        let stack = StackView(arrangedSubviews: arranged).useAutoLayout()
        stack.axis = .vertical
        stack.spacing = 12
        screen.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -24),
            stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 48),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: screen.bottomAnchor, constant: -24),
            field.heightAnchor.constraint(equalToConstant: 44),
            password.heightAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        return screen
    }

    /// Twenty rows of a wrapping name and a value on their first baselines, every other
    /// row's value on its last baseline, and a caption under each row's value by its baseline.
    @Sendable private static func settingsScreen() -> View {
        let list = StackView()
        list.axis = .vertical
        list.spacing = 1
        for index in 0..<20 {
            let name = label("Setting \(index): how the gallery draws components in the dark theme", body)
            let value = label(index.isMultiple(of: 3) ? "On" : "Automatic (\(index))", caption, lines: 1)
            let row = StackView(arrangedSubviews: [name, value])
            row.alignment = index.isMultiple(of: 2) ? .firstBaseline : .lastBaseline
            row.spacing = 16
            row.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            row.isLayoutMarginsRelativeArrangement = true
            let note = label("Changed \(index) days ago", caption, lines: 1).useAutoLayout()
            row.addSubview(note)
            NSLayoutConstraint.activate([
                note.firstBaselineAnchor.constraint(equalTo: value.lastBaselineAnchor, constant: 14),
                note.trailingAnchor.constraint(equalTo: value.trailingAnchor),
            ])
            list.addArrangedSubview(row)
        }
        return list
    }

    /// A card with a badge placed by its frame, a square image (its height equal to its
    /// width: a constraint across the axes) and wrapping text beside it.
    @Sendable private static func mediaCard() -> View {
        let card = View()
        let badge = View(frame: CGRect(x: 4, y: 4, width: 24, height: 16))
        card.addSubview(badge)
        let image = ImageView().useAutoLayout()
        let text = label("A cover image kept square at a third of the card, its caption wrapping beside it over several lines.", body)
        let row = StackView(arrangedSubviews: [image, text]).useAutoLayout()
        row.alignment = .top
        row.spacing = 12
        card.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: card.topAnchor, constant: 24),
            row.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            image.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.0 / 3),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
        ])
        return card
    }
}
