import Builders
import Foundation
import Render
import Testing
import TokenModel

@Suite("Views")
struct ViewTests {
    @Test func hierarchyInsertsAndFinds() {
        let root = View(), a = View(), b = View(), c = View(), d = View()
        root.addSubview(a)
        root.insertSubview(b, at: 0)
        root.insertSubview(c, aboveSubview: b)
        root.insertSubview(d, belowSubview: b)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [d, b, c, a].map { ObjectIdentifier($0) })
        c.tag = 7
        #expect(root.viewWithTag(7) === c && root.viewWithTag(8) == nil)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
        a.addSubview(d)
        #expect(root.subviews.count == 3 && d.superview === a)
        #expect(root.allViews().count == 5)
    }

    @Test func defaultsAreUIKits() {
        let view = View()
        #expect(view.translatesAutoresizingMaskIntoConstraints && view.alpha == 1 && !view.clipsToBounds)
        #expect(view.layoutMargins == EdgeInsets(all: 8) && view.maskedCorners == .all)
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).inset(CGRect(x: 0, y: 0, width: 10, height: 10))
            == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(CornerMask.layerMinXMinYCorner == .topLeft && CornerMask.layerMaxXMaxYCorner == .bottomRight)
        #expect(CornerMask.layerMaxXMinYCorner == .topRight && CornerMask.layerMinXMaxYCorner == .bottomLeft)
        #expect(Label().numberOfLines == 1 && Label().preferredMaxLayoutWidth == 0)
    }

    @Test func namedColorsAreUIKits() {
        #expect(Color.lightGray == Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
        #expect(Color.darkGray == Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        #expect(Color.gray.red == 0.5 && Color.black.red == 0 && Color.white.blue == 1)
        #expect(Color.red.hexString.lowercased().hasPrefix("#ff0000") && Color.green.green == 1 && Color.blue.blue == 1)
        #expect(Color.cyan == Color(red: 0, green: 1, blue: 1) && Color.yellow == Color(red: 1, green: 1, blue: 0))
        #expect(Color.magenta == Color(red: 1, green: 0, blue: 1) && Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5) && Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
        #expect(Color.clear.alpha == 0)
        let themed: [Themed<Color>] = [.black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue,
                                       .cyan, .yellow, .magenta, .orange, .purple, .brown, .clear]
        let plain: [Color] = [.black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue,
                              .cyan, .yellow, .magenta, .orange, .purple, .brown, .clear]
        #expect(themed == plain.map { Themed($0) })
    }

    @Test func labelTextAndAttributedTextReplaceEachOther() throws {
        let label = Label(text: "plain")
        label.attributedText = StyledText(AttributedText("rich"))
        #expect(label.text == "rich")
        label.text = "again"
        #expect(label.attributedText == nil)
        label.font = Typography(fontFamily: ["DejaVu Sans"], fontSize: 20)
        #expect(label.typography.fontSize == 20)
        label.numberOfLines = 0
        #expect(label.hasWidthDependentIntrinsicSize)
        label.preferredMaxLayoutWidth = 30
        #expect(!label.hasWidthDependentIntrinsicSize)
        #expect(try label.intrinsicContentSize(fittingWidth: nil)!.width <= 30)
        #expect(try label.baselineMetrics(forWidth: 30)!.firstBaseline > 0)
        #expect(try View().baselineMetrics(forWidth: 10) == nil)
    }

    @Test func imagesLoadByNameWithScales() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for scale in [1, 2] {
            let canvas = try Canvas(size: CGSize(width: 4, height: 2), scale: scale)
            canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 2), color: .red)
            let name = scale == 1 ? "dot.png" : "dot@2x.png"
            try canvas.makeImage().pngData().write(to: folder.appendingPathComponent(name))
        }
        let assets = ImageAssets(folder: folder)
        let image = try #require(Image(named: "dot", in: assets))
        #expect(image.representations.map(\.scale) == [1, 2])
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.representation(forScale: 2).width == 8 && image.representation(forScale: 3).scale == 2)
        #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        #expect(Image(named: "missing", in: assets) == nil)
        #expect(Image(representations: []) == nil)

        let previous = ImageAssets.chosen
        ImageAssets.current = assets
        #expect(Image(named: "dot") == image && ImageAssets.chosen == assets)
        ImageAssets.chosen = previous

        let imageView = ImageView(image: image.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = .blue
        #expect(try imageView.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 4, height: 2))
        imageView.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        imageView.contentMode = .scaleAspectFit
        let tinted = try Renderer(scale: 1).render(imageView)
        #expect(tinted.color(atX: 4, y: 2) == Color.blue)
        let original = ImageView(image: Image(try #require(image.representations.first)))
        original.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(try Renderer(scale: 1).render(original).color(atX: 1, y: 1) == Color.red)
    }

    @Test func buttonValuesFallBackToNormal() throws {
        let button = Button()
        button.setTitle("Go", for: .normal)
        button.setTitle("Wait", for: .disabled)
        button.setTitleColor(UIColor.black, for: .normal)
        button.setTitleColor(Themed(Color.gray), for: .highlighted)
        button.setBackgroundColor(.green, for: .normal)
        button.setBackgroundColor(.red, for: .selected)
        #expect(button.state == .normal && button.title(for: .selected) == "Go")
        button.isSelected = true
        #expect(button.state == .selected && button.backgroundColor(for: button.state) == .red)
        button.isHighlighted = true
        #expect(button.state == .highlighted && button.titleColor(for: .highlighted) == .gray)
        button.isEnabled = false
        #expect(button.state == .disabled && button.title(for: .disabled) == "Wait")
        #expect(button.titleColor(for: .disabled) == .black && Button().titleColor(for: .normal) == .white)
        button.isEnabled = true
        button.isHighlighted = false
        button.isSelected = false

        let pixel = try PixelImage(width: 1, height: 1, pixels: [0xFF00_00FF])
        button.setImage(Image(pixel), for: .normal)
        button.setBackgroundImage(nil, for: .normal)
        #expect(button.image(for: .highlighted) != nil && button.backgroundImage(for: .normal) == nil)
        button.titleTypography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 14)
        button.contentEdgeInsets = EdgeInsets(all: 10)
        button.imageTitleSpacing = 4
        // A 1 × 1 image, 4 spacing, "Go" 22 × 17 at DejaVu Sans 14, insets 10 all round (which
        // replace UIKit's 6-point title padding): 1 + 4 + 22 + 20 = 47 by 17 + 20 = 37.
        let size = try #require(try button.intrinsicContentSize(fittingWidth: nil))
        let title = try TextLayout(text: "Go", style: TextStyle(typography: button.titleTypography)).size(fittingWidth: nil)
        #expect(title.height == 17)
        #expect(size == CGSize(width: 1 + 4 + title.width + 20, height: 37))
        button.frame = CGRect(origin: .zero, size: size)
        let image = try Renderer(scale: 1).render(button)
        #expect(image.color(atX: 2, y: 2) == Color.green)
    }

    @Test func textFieldsShowPlaceholdersInTheirBorderStyle() throws {
        let field = TextField()
        field.placeholder = "Name"
        field.font = Typography(fontFamily: ["DejaVu Sans"], fontSize: 17)
        field.borderStyle = .roundedRect
        // DejaVu Sans at 17 points is 20 high; the rounded rect adds 6.5 above and below: 33.
        let size = try #require(try field.intrinsicContentSize(fittingWidth: nil))
        #expect(size.height == 33)
        #expect(try field.makeLayout(theme: .defaults).text == "Name")
        field.text = "Ada"
        #expect(try field.makeLayout(theme: .defaults).text == "Ada")
        field.frame = CGRect(x: 0, y: 0, width: 120, height: 34)
        let image = try Renderer(scale: 1).render(field)
        #expect(image.color(atX: 110, y: 17) == Color.white)
        for style in [TextField.BorderStyle.line, .bezel, .none] {
            field.borderStyle = style
            #expect(try Renderer(scale: 1).render(field).color(atX: 110, y: 17)?.alpha == 0)
        }
        field.borderStyle = .line
        #expect(try Renderer(scale: 1).render(field).color(atX: 0, y: 17) == Color.darkGray)
    }
}
