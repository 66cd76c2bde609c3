import Builders
import Foundation

/// A view with a fixed intrinsic content size, for layout tests with exact numbers.
final class SizedView: View {
    // MARK: - Properties

    let size: CGSize

    // MARK: - Initializers

    init(_ width: CGFloat, _ height: CGFloat, name: String? = nil) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        debugName = name
        useAutoLayout()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A view of no size, as `UIBuilder(SizedView.self)` would make one.
    required convenience init() {
        self.init(0, 0)
    }

    // MARK: - Layout

    override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? { size }
}
