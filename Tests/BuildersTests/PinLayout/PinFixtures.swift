import Builders
import Foundation
import Synchronization
import TokenModel

/// Views and helpers for the PinLayout tests, whose frames are worked out by hand.
enum PinFixtures {
    /// A `width` × `height` superview at (0, 0) with one subview at (0, 0) of no size. A
    /// view holds its superview weakly: keep the pair while the test uses the view.
    static func container(_ width: CGFloat = 400, _ height: CGFloat = 200) -> (superview: View, view: View) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let view = View()
        superview.addSubview(view)
        return (superview, view)
    }

    /// The warnings `body` gives.
    static func warnings(_ body: () -> Void) -> [String] {
        let given = Mutex<[String]>([])
        RuntimeWarning.$sink.withValue({ warning in given.withLock { $0.append(warning) } }) { body() }
        return given.withLock { $0 }
    }
}

/// A view whose content has a fixed area, so that its height depends on its width as
/// wrapping text's does: `sizeThatFits` of a width gives `area / width` high (the width
/// it returns is at most `naturalWidth`, its one-line width).
final class AreaView: View {
    // MARK: - Properties

    let area: CGFloat
    let naturalWidth: CGFloat

    // MARK: - Initializers

    init(area: CGFloat, naturalWidth: CGFloat) {
        self.area = area
        self.naturalWidth = naturalWidth
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    required convenience init() {
        self.init(area: 0, naturalWidth: 0)
    }

    // MARK: - Layout

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = min(size.width, naturalWidth)
        return CGSize(width: width, height: area / width)
    }
}
