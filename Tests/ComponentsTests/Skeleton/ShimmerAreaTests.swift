import Builders
import DesignSystem
import Foundation
import Gallery
import Render
import Testing
import TokenModel

/// Issue 27, point 1: the shimmer paints the placeholder shapes and nothing else. Loading
/// views (placeholder blocks plain and in the framed, fading feed; a team's own block view)
/// and a skeleton with chosen masking views are drawn at moments across the sweep, light
/// and dark: every pixel farther than a pixel from every placeholder shape is the pixel of
/// the same view drawn still (no band), and where the view draws nothing of its own, the
/// page's background.
@Suite("Shimmer area")
struct ShimmerAreaTests {
    // MARK: - Nested types

    /// A rounded rectangle in points, in the specimen's coordinates.
    private struct Shape {
        var rect: CGRect
        var radius: CGFloat
    }

    /// A view at its size, and where its placeholders are.
    private struct Case {
        var name: String
        var view: any ShimmerAnimated
        var shapes: [Shape]
        /// Whether the view draws nothing of its own outside its placeholders, so the page shows.
        var showsThePage: Bool
        /// Stops and restarts the band.
        var setShimmering: (Bool) -> Void
    }

    /// A team's block view: a circle and two lines, laid out by hand.
    private final class TeamBlock: View, LoadingSubview, LoadingSubviewConfigurable {
        typealias Model = DefaultLoadingModel

        let height: CGFloat = 64
        let shapes = [View(), View(), View()]

        override init(frame: CGRect) {
            super.init(frame: frame)
            shapes.forEach(addSubview)
            shapes[0].frame = CGRect(x: 16, y: 12, width: 40, height: 40)
            shapes[0].cornerRadius = 20
            shapes[1].frame = CGRect(x: 68, y: 16, width: 180, height: 12)
            shapes[1].cornerRadius = 6
            shapes[2].frame = CGRect(x: 68, y: 38, width: 110, height: 10)
            shapes[2].cornerRadius = 5
        }

        required init?(coder: NSCoder) {
            return nil
        }

        func configure(color: UIColor) {
            shapes.forEach { $0.backgroundColor = color }
        }
    }

    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let scale = 2
    private static let padding: CGFloat = 24

    /// The placeholders of `loading`'s blocks, from the blocks and the layout.
    private static func shapes(of loading: LoadingView, blocks: [LoadingPlaceholderBlock]) -> [Shape] {
        loading.layout.placements.flatMap { placement in
            blocks[placement.blockIndex].placeholders.map { placeholder in
                let frame = placeholder.frame(inBlockOfWidth: placement.frame.width)
                return Shape(rect: frame.offsetBy(dx: placement.frame.minX, dy: placement.frame.minY), radius: placeholder.cornerRadius)
            }
        }
    }

    private static func cases() -> [Case] {
        let size = CGSize(width: 320, height: 420)
        // The gallery's feed (`LoadingRecipes`), at the loading screens' size.
        let blocks = LoadingRecipes.feedBlocks

        let plain = LoadingBuilder.startBuild().setStyle(.default).setBlocks(blocks).build()
        plain.frame = CGRect(origin: .zero, size: size)
        let feed = LoadingBuilder.startBuild().setStyle(.feed).setFadeColor(Specimens.background).setBlocks(blocks).build()
        feed.frame = CGRect(origin: .zero, size: size)

        let team = LoadingBuilder.startBuild().setStyle(.default)
            .setBlocks([BaseLoadingViewBlock<TeamBlock>(model: .init(), repeatCount: 3)]).build()
        team.frame = CGRect(origin: .zero, size: CGSize(width: 320, height: 240))
        let teamShapes = team.blocksContainer.subviews.flatMap { copy in
            copy.subviews.map { Shape(rect: $0.frame.offsetBy(dx: copy.frame.minX, dy: copy.frame.minY), radius: $0.cornerRadius) }
        }

        // A skeleton whose mask is two of its three subviews: the third shows nothing.
        let skeleton = SkeletonBuilder.startBuild().setStyle(.default).build()
        skeleton.frame = CGRect(x: 0, y: 0, width: 320, height: 124)
        let chosen = [CGRect(x: 16, y: 16, width: 48, height: 48), CGRect(x: 80, y: 22, width: 176, height: 14)]
        let views = (chosen + [CGRect(x: 16, y: 80, width: 288, height: 10)]).map { frame in
            let view = View(frame: frame)
            view.cornerRadius = frame.height / 2
            skeleton.addSubview(view)
            return view
        }
        skeleton.maskingViews = Array(views.prefix(2))

        return [
            Case(name: "loading default", view: plain, shapes: shapes(of: plain, blocks: blocks), showsThePage: true,
                 setShimmering: plain.setNeedAnimating),
            Case(name: "loading feed", view: feed, shapes: shapes(of: feed, blocks: blocks), showsThePage: false,
                 setShimmering: feed.setNeedAnimating),
            Case(name: "loading team block", view: team, shapes: teamShapes, showsThePage: true,
                 setShimmering: team.setNeedAnimating),
            Case(name: "skeleton masking views", view: skeleton,
                 shapes: chosen.map { Shape(rect: $0, radius: $0.height / 2) }, showsThePage: true,
                 setShimmering: { skeleton.shimmering = $0 }),
        ]
    }

    /// The distance in points from `point` to the rounded rectangle `shape` (negative inside).
    private static func distance(from point: CGPoint, to shape: Shape) -> CGFloat {
        let radius = min(max(shape.radius, 0), shape.rect.width / 2, shape.rect.height / 2)
        let qx = abs(point.x - shape.rect.midX) - (shape.rect.width / 2 - radius)
        let qy = abs(point.y - shape.rect.midY) - (shape.rect.height / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// The pixels whose centre lies more than a pixel from every shape (antialiasing stays
    /// within that), as (x, y) in the picture drawn with `padding` around the view.
    private static func pixelsOutside(_ shapes: [Shape], in image: PixelImage) -> [(x: Int, y: Int)] {
        let margin = 1 / CGFloat(scale)
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let point = CGPoint(x: (CGFloat(x) + 0.5) / CGFloat(scale) - padding, y: (CGFloat(y) + 0.5) / CGFloat(scale) - padding)
                if shapes.allSatisfy({ distance(from: point, to: $0) > margin }) { pixels.append((x, y)) }
            }
        }
        return pixels
    }

    // MARK: - Tests

    @Test(arguments: themes)
    func theBandPaintsOnlyThePlaceholders(theme: Theme) throws {
        let renderer = Renderer(scale: Self.scale, theme: theme, background: Specimens.background)
        for specimen in Self.cases() {
            specimen.setShimmering(false)
            let still = try specimen.view.frame(at: 0, renderer: renderer, padding: Self.padding)
            specimen.setShimmering(true)
            // The padding's corner pixel is the page.
            let page = still.pixels[0]
            let outside = Self.pixelsOutside(specimen.shapes, in: still)
            #expect(outside.count > still.width * still.height / 3, "\(specimen.name): the shapes cover most of the picture")
            let duration = (specimen.view as? SkeletonView)?.movingAnimationDuration
                ?? (specimen.view as? LoadingView)?.skeleton.movingAnimationDuration ?? 1
            for step in 0..<6 {
                let time = Double(step) * duration / 5
                let frame = try specimen.view.frame(at: time, renderer: renderer, padding: Self.padding)
                let changed = outside.filter { frame.pixels[$0.y * frame.width + $0.x] != still.pixels[$0.y * still.width + $0.x] }
                #expect(changed.isEmpty, "\(specimen.name) \(theme.name) at \(time) s: \(changed.count) pixels off the placeholders changed, first at \(changed.first.map { "\($0)" } ?? "")")
                if specimen.showsThePage {
                    let notPage = outside.filter { frame.pixels[$0.y * frame.width + $0.x] != page }
                    #expect(notPage.isEmpty, "\(specimen.name) \(theme.name) at \(time) s: \(notPage.count) pixels off the placeholders are not the page, first at \(notPage.first.map { "\($0)" } ?? "")")
                }
            }
        }
    }
}
