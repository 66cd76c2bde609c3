import Builders
import Foundation
import Render
import Testing
import TokenModel

/// A label centred on an icon by ``Label/opticalCenterYOffset()`` puts the middle of its
/// capitals on the icon's centre, as iOS designers set a title beside an icon; centred by
/// its line box alone, it sits off by the font's ascender and descender space.
@Suite("Label optical centre")
struct LabelOpticalCentreTests {
    // MARK: - Tests

    @Test(arguments: [Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5),
                      Typography(fontFamily: ["DejaVu Sans"], fontSize: 17),
                      Typography(fontFamily: ["Inter"], fontSize: 24, fontWeight: .bold, lineHeight: 1.25)])
    func theCapitalsMiddleSitsOnTheIconsCentre(typography: Typography) throws {
        let scale = 3
        let row = View(frame: CGRect(x: 0, y: 0, width: 200, height: 64))
        row.backgroundColor = Themed(Color(red: 1, green: 1, blue: 1))
        let icon = View()
        icon.backgroundColor = Themed(Color(red: 1, green: 0, blue: 0))
        let title = LabelBuilder.startBuild().setTypography(typography).setText("HEH").build()
        row.addSubview(icon)
        row.addSubview(title)
        icon.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(8)
            make.centerY.equalToSuperview()
            make.width.height.equalTo(24)
        }
        let offset = try title.opticalCenterYOffset()
        title.snp.makeConstraints { make in
            make.left.equalTo(icon.snp.right).offset(12)
            make.centerY.equalTo(icon).offset(offset)
        }
        let image = try Renderer(scale: scale).render(row, layingOutAt: .fixed(row.frame.size))
        // The title's ink: dark pixels right of the icon.
        let inked = (0..<image.height).filter { y in
            ((44 * scale)..<image.width).contains { x in (image.color(atX: x, y: y)?.red ?? 1) < 0.5 }
        }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        let inkMiddle = CGFloat(top + bottom + 1) / 2 / CGFloat(scale)
        #expect(abs(inkMiddle - 32) <= 0.5, "caps' middle at \(inkMiddle), icon centre at 32 (offset \(offset))")
    }
}
