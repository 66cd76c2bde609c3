import Foundation
import Render
import TokenModel
import ViewKit

/// A skeleton screen made of blocks, as SurfUtils' `BaseLoadingView`: copies of each block
/// stacked at full width from the top offset, their placeholders painted with the
/// placeholder color, a ``SkeletonView`` over the whole area whose band is the shimmer
/// color (alpha 0 → 0.5 → 0), and with `needGradient` a white fade at the bottom.
///
/// The band is painted on the placeholder shapes only (``ShimmerArea/placeholders``): the
/// SurfUtils' band crosses the whole area, which a white page hides and a dark one shows as a
/// grey column over the gaps and past the view's rounded corners.
///
/// The blocks are laid out again whenever the frame, the blocks or the configuration change,
/// and before drawing when the inner views do not fill the view.
public final class LoadingView: View, ShimmerAnimated {
    // MARK: - Properties

    /// The rest between the skeleton's sweeps, 1 s as SurfUtils'.
    public static let delayBetweenAnimationLoops: TimeInterval = 1

    /// The look; until configured, lightGray placeholders and SurfUtils' defaults.
    public var config = LoadingViewConfig(placeholderColor: .lightGray) {
        didSet { layoutBlocks() }
    }
    /// The blocks, top to bottom.
    public var blocks: [any LoadingViewBlock] = [] {
        didSet { layoutBlocks() }
    }

    /// The skeleton over the whole area; its only subview holds the block copies, and its
    /// band paints their placeholder shapes.
    public let skeleton = SkeletonView()
    /// The view the block copies are subviews of; the skeleton's mask is its frame.
    public let blocksContainer = View()
    /// The fade of `needGradient`, above the skeleton.
    public let fade = LoadingFadeView()

    /// Where the copies of the blocks are, for the current size.
    public private(set) var layout = LoadingLayout(blocks: [], size: .zero, topOffset: 0, repeatLast: false)

    public override var frame: CGRect {
        didSet { if frame.size != oldValue.size { layoutBlocks() } }
    }

    /// The moment of the shimmer drawn, in seconds.
    public var time: TimeInterval {
        get { skeleton.time }
        set { skeleton.time = newValue }
    }

    /// One loop of the shimmer: the moving duration plus the 1 s rest.
    public var loopDuration: TimeInterval { skeleton.loopDuration }

    /// The skeleton's stop locations at `time` (``ShimmerAnimated``).
    public func bandStops(at time: TimeInterval) -> ShimmerBand.Stops {
        skeleton.bandStops(at: time)
    }

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        skeleton.shimmerArea = .placeholders
        skeleton.addSubview(blocksContainer)
        addSubview(skeleton)
        addSubview(fade)
        layoutBlocks()
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Configuring

    /// Starts or stops the shimmer, as SurfUtils' `setNeedAnimating(_:)`: stopped, the
    /// placeholders show without the band (``SkeletonView/shimmering``).
    public func setNeedAnimating(_ needAnimating: Bool) {
        skeleton.shimmering = needAnimating
    }

    /// Shows `blocks` with `config`, as SurfUtils' `configure(blocks:config:)`.
    public func configure(blocks: [any LoadingViewBlock], config: LoadingViewConfig) {
        self.blocks = blocks
        self.config = config
    }

    // MARK: - Layout

    /// Makes the copies of the blocks for the current size and applies the configuration
    /// to the skeleton and the fade.
    public func layoutBlocks() {
        let bounds = self.bounds
        skeleton.frame = bounds
        blocksContainer.frame = skeleton.bounds
        fade.frame = bounds
        fade.isHidden = !config.needGradient
        fade.fadeColor = config.fadeColor

        let shimmer = config.shimmerColor
        skeleton.gradientBackgroundColor = shimmer.map { $0.withAlpha(0) }
        skeleton.gradientMovingColor = shimmer.map { $0.withAlpha(LoadingStyleKind.shimmerPeakAlpha) }
        skeleton.shimmerRatio = config.shimmerRatio
        skeleton.movingAnimationDuration = config.movingAnimationDuration
        skeleton.delayBetweenAnimationLoops = Self.delayBetweenAnimationLoops

        layout = LoadingLayout(blocks: blocks, size: bounds.size, topOffset: config.topOffset, repeatLast: config.needRepeatLast)
        blocksContainer.subviews.forEach { $0.removeFromSuperview() }
        for placement in layout.placements {
            blocksContainer.addSubview(makeCopy(of: blocks[placement.blockIndex], at: placement.frame))
        }
    }

    // MARK: - Drawing

    /// Lays the blocks out again when a layout pass has changed the size without them: it
    /// sets the root's size first (which lays them out), then puts the inner views back at
    /// the frames they had when it started.
    public override func draw(in context: RenderContext) throws {
        if skeleton.frame != bounds || layout.size != bounds.size { layoutBlocks() }
    }

    // MARK: - Private

    private func makeCopy(of block: any LoadingViewBlock, at frame: CGRect) -> View {
        let copy = block.makeCopy(size: frame.size, placeholderColor: config.placeholderColor)
        copy.frame = frame
        return copy
    }
}
