import Builders
import Foundation
import Render
import TokenModel

extension BlurBuilder: ShownInGallery {
    /// The size of the gallery's striped backdrop, in points.
    static let specimenSize = CGSize(width: 240, height: 120)

    /// How the gallery shows the `blur` kind: its section and each style's specimens.
    static let gallery = StyleGallery<BlurBuilder>(
        component: "BlurBuilder", id: "blurs", title: "Blurs", summary: "Each blur style over colored stripes and a dark disc; the stripes outside it stay sharp.",
        keywords: ["backdrop"]
    ) { _, styled in
        [StyleSpecimen("over stripes", detail: "stripes \(specimenSize)", .framed {
            // Stripes 8 points wide in six colors with a dark disc, under the blur view
            // covering the middle.
            let size = specimenSize
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            let colors: [UInt32] = [0xF44336, 0xFF9800, 0xFFEB3B, 0x4CAF50, 0x2196F3, 0x9C27B0]
            for index in 0..<Int(size.width / 8) {
                let stripe = UIView(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: size.height))
                stripe.backgroundColor = Themed(Color(srgbHex: colors[index % colors.count]))
                root.addSubview(stripe)
            }
            let disc = UIView(frame: CGRect(x: size.width / 2 - 20, y: size.height / 2 - 20, width: 40, height: 40))
            disc.backgroundColor = Themed(Color(srgbHex: 0x15181E))
            disc.cornerRadius = 20
            root.addSubview(disc)
            let blur = styled().build()
            blur.frame = CGRect(x: 40, y: 24, width: size.width - 80, height: size.height - 48)
            root.addSubview(blur)
            return root
        })]
    }
}
