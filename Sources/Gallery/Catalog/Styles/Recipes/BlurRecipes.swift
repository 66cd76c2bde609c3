import Builders
import Foundation
import Render
import TokenModel

/// A blur style as `BlurSnapshotTests` and the gallery's "Blurs" both draw it: stripes 8
/// points wide in six colors and a dark disc, under a blur covering the middle with a
/// caption on it, 240 × 120 with 16 points of page around it; the stripes outside stay
/// sharp (`Snapshots/Components/blur-<style>`).
package enum BlurRecipes {
    // MARK: - Properties

    /// The backdrop's size, in points.
    package static let size = CGSize(width: 240, height: 120)
    /// The caption's text.
    package static let caption = "Blurred"

    // MARK: - Recipes

    /// The blur of the style `style` that `styled` starts, over the stripes, with the
    /// caption `label` builds (the references' is the body label style's, centred); without
    /// one the picture is not its reference's.
    package static func overStripes(style: String, styled: @escaping @Sendable () -> BlurBuilder,
                                    label: (@Sendable () -> View)?) -> SnapshotRecipe {
        let reference = label == nil ? nil : SnapshotReference(suite: "Components", name: "blur-\(style)")
        return SnapshotRecipe(reference, size: .fixed(size), padding: 16) {
            let root = View(frame: CGRect(origin: .zero, size: size))
            let colors: [UInt32] = [0xF44336, 0xFF9800, 0xFFEB3B, 0x4CAF50, 0x2196F3, 0x9C27B0]
            for index in 0..<Int(size.width / 8) {
                let stripe = View(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: size.height))
                stripe.backgroundColor = Themed(Color(srgbHex: colors[index % colors.count]))
                root.addSubview(stripe)
            }
            let disc = View(frame: CGRect(x: size.width / 2 - 20, y: size.height / 2 - 20, width: 40, height: 40))
            disc.backgroundColor = Themed(Color(srgbHex: 0x15181E))
            disc.cornerRadius = 20
            root.addSubview(disc)
            let blur = styled().build()
            blur.frame = CGRect(x: 40, y: 24, width: size.width - 80, height: size.height - 48)
            root.addSubview(blur)
            if let label {
                let caption = label()
                caption.frame = CGRect(origin: .zero, size: blur.frame.size)
                blur.addSubview(caption)
            }
            return root
        }
    }
}
