import Foundation

/// What a screen with a loading state provides (SurfUtils' `LoadingDataProvider`): the blocks
/// to show and the look, for ``LoadingView/configure(blocks:config:)``.
public protocol LoadingDataProvider {
    /// The blocks, top to bottom.
    func getBlocks() -> [LoadingViewBlock]
    /// The loading view's look.
    var config: LoadingViewConfig { get }
}
