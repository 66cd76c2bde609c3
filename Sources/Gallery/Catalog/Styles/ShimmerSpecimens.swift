import Builders
import Foundation
import Render
import TokenModel

/// The skeleton and loading specimens: a profile card's placeholders under a skeleton, a
/// feed's blocks under a loading view, each as an animated PNG of one loop and as a strip
/// of frames (the page shows the motion; the strip shows it on paper and in the contact
/// sheet).
enum ShimmerSpecimens {
    // MARK: - Properties

    static let cardSize = CGSize(width: 320, height: 124)
    static let feedSize = CGSize(width: 320, height: 240)
    /// Frames of one loop in the animation; runs of equal frames are written once.
    static let animationFrames = 16
    /// Frames of the sweep in the strip, in rows of `stripColumns`.
    static let stripFrames = 8
    static let stripColumns = 2
    static let stripSpacing: CGFloat = 8

    // MARK: - Specimens

    /// A skeleton in `style` over a profile card's placeholders: an avatar circle, a name
    /// and a subtitle beside it, two lines of text below.
    static func skeletonCard(_ style: ResolvedStyle) -> SkeletonView {
        func shape(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> View {
            let view = View(frame: CGRect(x: x, y: y, width: width, height: height))
            view.cornerRadius = height / 2
            return view
        }
        let card = SkeletonBuilder.startBuild().apply(style).addSubviews([
            shape(16, 16, 48, 48), shape(80, 22, 176, 14), shape(80, 44, 112, 12), shape(16, 80, 288, 10), shape(16, 98, 224, 10),
        ]).build()
        card.frame = CGRect(origin: .zero, size: cardSize)
        return card
    }

    /// A loading view in `style` over a feed: a header block, a post block repeated, then
    /// a row.
    static func loadingFeed(_ style: ResolvedStyle, fadeColor: Color) -> LoadingView {
        let blocks = [
            LoadingViewBlock(height: 72, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
                LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
                LoadingPlaceholder(frame: CGRect(x: 76, y: 42, width: 120, height: 12), cornerRadius: 6),
            ]),
            LoadingViewBlock(height: 96, repeatCount: 2, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 56), cornerRadius: 8, trailingInset: 16),
                LoadingPlaceholder(frame: CGRect(x: 16, y: 72, width: 0, height: 12), cornerRadius: 6, trailingInset: 72),
            ]),
            LoadingViewBlock(height: 40, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
            ]),
        ]
        let loading = LoadingBuilder.startBuild().apply(style).setBlocks(blocks).setFadeColor(Themed(fadeColor)).build()
        loading.frame = CGRect(origin: .zero, size: feedSize)
        return loading
    }

    // MARK: - Pictures

    /// The animation and the frame strip of the view `make` builds.
    static func pictures<Shimmer: View & ShimmerAnimated>(
        of subject: StyleEntries.Subject,
        specimen: String,
        make: @escaping @Sendable () -> Shimmer
    ) -> [GalleryPicture] {
        let padding = subject.options.padding
        return [
            subject.picture("animated", detail: "\(specimen) frames \(animationFrames) padding \(padding)") { renderer in
                try animation(of: make(), renderer: renderer, padding: padding)
            },
            subject.picture("sweep frames", detail: "\(specimen) strip \(stripFrames)×\(stripColumns) spacing \(stripSpacing) padding \(padding)") { renderer in
                let view = make()
                return .still(try view.contactStrip(at: sweepTimes(of: view, count: stripFrames), columns: stripColumns, spacing: stripSpacing,
                                                    renderer: renderer, padding: padding / 2))
            },
        ]
    }

    /// `count` moments evenly spread over the sweep, from time 0 to just before the band
    /// comes to rest: a strip of the whole loop would be mostly the rest between sweeps.
    /// The sweep's end is found from the band's stops, so it holds for any shimmer view.
    static func sweepTimes(of view: some ShimmerAnimated, count: Int) -> [TimeInterval] {
        let loop = view.loopDuration
        guard loop.isFinite, loop > 0, count > 0 else { return [0] }
        let steps = 240
        let rest = view.bandStops(at: loop * Double(steps - 1) / Double(steps))
        let lastMoving = (0..<steps).last { view.bandStops(at: loop * Double($0) / Double(steps)) != rest } ?? 0
        let sweep = loop * Double(lastMoving + 1) / Double(steps)
        return (0..<count).map { sweep * Double($0) / Double(count) }
    }

    /// One loop as an animated PNG; a still frame when nothing moves (a loop of no length,
    /// or not finite).
    static func animation(of view: some View & ShimmerAnimated, renderer: Renderer, padding: CGFloat) throws -> GalleryRendering {
        let loop = view.loopDuration
        guard loop.isFinite, loop > 0 else { return .still(try view.frame(at: 0, renderer: renderer, padding: padding)) }
        return .animated(try view.animatedPNG(frameCount: animationFrames, renderer: renderer, padding: padding))
    }
}
