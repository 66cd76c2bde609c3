import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// A button's title beside its image is centred optically, as iOS designers set it: the
/// middle of the title's cap-height band on the icon's centre, within half a point,
/// measured on the ink of the drawn picture (a red "HEH" whose ink is exactly the cap band,
/// a blue square icon) for ViewKit's `Button` and every `commonButton` style's typography.
@Suite("Button title centred optically beside its image")
struct ButtonOpticalCentringTests {
    // MARK: - Properties

    private static let scale = 3
    private static let red = Themed(Color(red: 1, green: 0, blue: 0))

    // MARK: - Tests

    @Test func aPlainButtonCentresItsCapHeightOnTheIcon() throws {
        let button = Button()
        button.titleTypography = Typography(fontFamily: ["Inter"], fontSize: 17, lineHeight: 1.4)
        try Self.expectCentred(button)
    }

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases)
    func everyCommonButtonStyleCentresItsCapHeightOnTheIcon(style: DesignTokens.CommonButtonStyle) throws {
        let button = CommonButtonBuilder.startBuild().setStyle(style).build()
        // Only the ink matters: no fill, no border, no shadow.
        for state in ControlState.allCases { button.setBackgroundColor(nil, for: state) }
        button.borderWidth = 0
        button.shadow = nil
        try Self.expectCentred(button)
    }

    @Test func aTitleAloneStillCentresItsLineBox() throws {
        let button = Button()
        button.titleTypography = Typography(fontFamily: ["Inter"], fontSize: 17)
        button.setTitle("HEH", for: .normal)
        button.setTitleColor(Self.red, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let layout = try TextLayout(text: "HEH", style: TextStyle(typography: button.titleTypography, color: .white))
        let picture = try Renderer(scale: Self.scale, theme: .defaults, background: .white).render(button)
        let ink = try #require(Self.inkRows(in: picture) { $0.red - $0.blue })
        let lineTop = (44 - layout.size(fittingWidth: nil).height) / 2
        let expectedTop = lineTop + (layout.inkBounds?.minY ?? 0)
        #expect(abs(ink.lowerBound - expectedTop) < 0.5, "ink top \(ink.lowerBound), line-box centring puts it at \(expectedTop)")
    }

    // MARK: - Helpers

    /// Draws `button` 160 × 44 with a red "HEH" beside a 16-point blue square and expects
    /// the title's ink band (the cap height: H and E have neither ascender nor descender)
    /// to have its middle within 0.5 pt of the square's.
    private static func expectCentred(_ button: Button, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let square = try Canvas(size: CGSize(width: 16, height: 16), scale: 2)
        square.fill(Path(rect: CGRect(x: 0, y: 0, width: 16, height: 16)), color: Color(red: 0, green: 0, blue: 1))
        for state in ControlState.allCases {
            button.setTitle("HEH", for: state)
            button.setTitleColor(red, for: state)
            button.setImage(Image(try square.makeImage()), for: state)
        }
        button.imageTitleSpacing = 8
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        let picture = try Renderer(scale: scale, theme: .defaults, background: .white).render(button)
        let title = try #require(inkRows(in: picture) { $0.red - $0.blue }, sourceLocation: sourceLocation)
        let icon = try #require(inkRows(in: picture) { $0.blue - $0.red }, sourceLocation: sourceLocation)
        let titleMiddle = (title.lowerBound + title.upperBound) / 2, iconMiddle = (icon.lowerBound + icon.upperBound) / 2
        #expect(abs(titleMiddle - iconMiddle) <= 0.5,
                "cap band \(title) (middle \(titleMiddle) pt) vs icon \(icon) (middle \(iconMiddle) pt)", sourceLocation: sourceLocation)
    }

    /// The rows, in points, where `coverage` of some pixel is at least half: the ink of
    /// one colour on white, its edges found to half a pixel.
    private static func inkRows(in picture: PixelImage, coverage: (Color) -> Double) -> ClosedRange<Double>? {
        var rows: [Int] = []
        for y in 0..<picture.height {
            let inked = (0..<picture.width).contains { x in picture.color(atX: x, y: y).map(coverage).map { $0 >= 0.5 } ?? false }
            if inked { rows.append(y) }
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return Double(first) / Double(scale)...Double(last + 1) / Double(scale)
    }
}
