import Foundation
import TokenModel
import ViewKit

/// A block made from a view of the team's own (SurfUtils' `BaseLoadingViewBlock`): each copy
/// is a new `Subview`, configured with ``model`` and the placeholder color, and laid out at
/// the copy's size.
///
///     BaseLoadingViewBlock<CustomLoadingSubview>(model: .init())
public final class BaseLoadingViewBlock<Subview: LoadingSubview & LoadingSubviewConfigurable>: LoadingViewBlock {
    // MARK: - Properties

    /// How many copies are stacked.
    public let repeatCount: Int
    /// What each copy is configured with.
    public let model: Subview.Model
    /// The height of a copy: the configured view's ``LoadingSubview/height``.
    public let height: CGFloat
    /// Where the block was made, to locate a warning about its layout.
    private let fileID: StaticString, line: UInt

    // MARK: - Initializers

    /// A block of `repeatCount` copies of `Subview` configured with `model`.
    public init(model: Subview.Model, repeatCount: Int = 1, fileID: StaticString = #fileID, line: UInt = #line) {
        self.model = model
        self.repeatCount = repeatCount
        self.fileID = fileID
        self.line = line
        let prototype = Subview()
        prototype.configure(model: model)
        self.height = prototype.height
    }

    // MARK: - Methods

    /// The same block with another repeat count, as SurfUtils' `reconfigure(repeatCount:)`.
    public func reconfigure(repeatCount: Int) -> BaseLoadingViewBlock<Subview> {
        BaseLoadingViewBlock(model: model, repeatCount: repeatCount, fileID: fileID, line: line)
    }

    // MARK: - LoadingViewBlock

    /// A new `Subview`, configured, painted and laid out at `size`. A layout that cannot be
    /// solved leaves the subviews where the view put them and gets a warning located where
    /// the block was made: drawing a loading screen does not throw.
    public func makeCopy(size: CGSize, placeholderColor: UIColor) -> View {
        let copy = Subview()
        copy.configure(model: model)
        copy.configure(color: placeholderColor)
        copy.frame = CGRect(origin: .zero, size: size)
        do {
            try LayoutPass.layout(copy, size: .fixed(size))
        } catch {
            RuntimeWarning.report("\(fileID):\(line): warning: the loading block \(View.describe(copy)) cannot be laid out at \(size.width) × \(size.height): \(error)")
        }
        return copy
    }
}
