import Builders
import Foundation
import Render
import Testing
@_spi(LayoutFastPaths) import ViewKit

/// A view that records when its `layoutSubviews` runs and lays its subviews out with
/// `body`.
final class RecordingView: View {
    // MARK: - Properties

    var log: (@Sendable (String) -> Void)?
    var body: ((RecordingView) -> Void)?

    // MARK: - Layout

    override func layoutSubviews() {
        log?(debugName ?? "?")
        body?(self)
    }
}

/// `layoutSubviews`, `sizeThatFits`, `sizeToFit` and the layout pass that calls them.
@Suite("Layout subviews")
struct LayoutSubviewsTests {
    /// Collects what `RecordingView`s log.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        func append(_ name: String) { lock.withLock { names.append(name) } }
        var all: [String] { lock.withLock { names } }
    }

    private func recording(_ name: String, _ log: Log, body: ((RecordingView) -> Void)? = nil) -> RecordingView {
        let view = RecordingView()
        view.debugName = name
        view.log = { log.append($0) }
        view.body = body
        return view
    }

    @Test func thePassCallsLayoutSubviewsTopDownAfterTheConstraints() throws {
        let log = Log()
        var widthSeen: CGFloat = -1
        let root = recording("root", log) { root in widthSeen = root.frame.width }
        let a = recording("a", log), b = recording("b", log), a1 = recording("a1", log)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 320, height: 100)))
        #expect(log.all == ["root", "a", "a1", "b"])
        // The root's size was solved before its layoutSubviews ran.
        #expect(widthSeen == 320)
    }

    @Test func subviewsAddedInLayoutSubviewsAreLaidOutToo() throws {
        let log = Log()
        let root = recording("root", log) { root in
            if root.subviews.isEmpty { root.addSubview(self.recording("added", log)) }
        }
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 10, height: 10)))
        #expect(log.all == ["root", "added"])
    }

    @Test func pinInLayoutSubviewsSetsFramesThatStay() throws {
        let root = View()
        let card = RecordingView()
        let avatar = View(), title = AreaView(area: 2_000, naturalWidth: 1_000)
        card.addSubview(avatar)
        card.addSubview(title)
        card.body = { _ in
            avatar.pin.top(12).left(16).size(48)
            title.pin.after(of: avatar, aligned: .top).right(16).marginLeft(12).sizeToFit(.width)
        }
        root.addSubview(card)
        let cardConstraints = [
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
        ]
        card.useAutoLayout()
        NSLayoutConstraint.activate(cardConstraints)
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 300, height: 400)))
        #expect(card.frame == CGRect(x: 0, y: 20, width: 300, height: 100))
        #expect(avatar.frame == CGRect(x: 16, y: 12, width: 48, height: 48))
        // 300 - 16 - (64 + 12) = 208 wide; 2,000 / 208 high.
        #expect(title.frame == CGRect(x: 76, y: 12, width: 208, height: CGFloat(2_000) / 208))
        // A second pass gives the same frames.
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 300, height: 400)))
        #expect(title.frame == CGRect(x: 76, y: 12, width: 208, height: CGFloat(2_000) / 208))
    }

    @Test func constraintsUnderAViewThatPinResizesAreSolvedForItsNewSize() throws {
        let root = RecordingView()
        let panel = View()
        let badge = SizedView(20, 10)
        root.addSubview(panel)
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -4),
        ])
        root.body = { _ in panel.pin.top(10).horizontally(10).height(50) }
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 300)))
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 180, height: 50))
        // In the panel's new bounds: 180 - 8 - 20, 50 - 4 - 10.
        #expect(badge.frame == CGRect(x: 152, y: 36, width: 20, height: 10))
    }

    @Test func aTreeWithoutConstraintsKeepsItsFramesWithOrWithoutTheSolver() throws {
        func tree() -> (View, View) {
            let root = View(), child = View(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
            root.addSubview(child)
            child.addSubview(View(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
            return (root, child)
        }
        for size in [LayoutSize.fixed(CGSize(width: 90, height: 80)), .compressed, .expanded,
                     .fitting(width: .exactly(70), height: .atMost(30))] {
            let (fast, fastChild) = tree(), (plain, plainChild) = tree()
            let fastSize = try LayoutPass.layout(fast, size: size)
            let plainSize = try LayoutPass.layout(plain, size: size, fastPaths: LayoutFastPaths(framesWithoutConstraints: false))
            #expect(fastSize == plainSize, "\(size)")
            #expect(fastChild.frame == plainChild.frame && fastChild.subviews[0].frame == plainChild.subviews[0].frame)
        }
    }

    @Test func sizeThatFitsIsTheContentSizeOrTheCurrentSize() throws {
        let plain = View(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 30, height: 40))
        let label = Label(text: "Two words")
        let oneLine = try #require(try label.intrinsicContentSize(fittingWidth: nil))
        #expect(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1)) == oneLine)
        label.numberOfLines = 0
        let narrow = label.sizeThatFits(CGSize(width: 20, height: 1))
        #expect(narrow.height > oneLine.height)
        let image = ImageView()
        image.image = Image(try Canvas(size: CGSize(width: 12, height: 8), scale: 1).makeImage())
        #expect(image.sizeThatFits(.zero) == CGSize(width: 12, height: 8))
    }

    @Test func sizeToFitSetsTheSizeAndKeepsTheOrigin() {
        let label = Label(text: "Fits")
        label.frame = CGRect(x: 7, y: 9, width: 1, height: 1)
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 7, y: 9))
        #expect(label.frame.size == label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)))
        #expect(label.frame.width > 1)
    }

    @Test func layoutIfNeededLaysOutOnlyWhatNeedsLayout() {
        let log = Log()
        let root = recording("root", log)
        root.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.layoutIfNeeded()
        #expect(log.all == ["root"])
        root.layoutIfNeeded()
        #expect(log.all == ["root"])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.all == ["root", "root"])
        #expect(root.frame.size == CGSize(width: 50, height: 50))
    }
}
