import Builders
import Foundation
import Render
import Testing
import TokenModel

/// UIBuilder's examples 1 to 5 with `import Builders`, each laid out and its frames checked;
/// `UIImage(named:)` finds the examples' images in the test assets. Example 6, the table of
/// example 2 and the text field's `delegate` of example 4 are written as UIBuilder writes
/// them, with `import UIBuilder`, in DesignSystemTests (`UIBuilderImportTests`,
/// `UIBuilderTableExampleTests`, `OriginCodeAsWrittenTests`).
@Suite("UIBuilder's examples", .exampleAssets)
struct UIBuilderExampleTests {
    @Test func example1CreatingASimpleView() throws {
        let view = UIBuilder(UIView.self)
            .backgroundColor(.red)
            .frame(CGRect(x: 0, y: 0, width: 100, height: 100))
            .tintColor(.blue)
            .tag(12)
            .view
        #expect(view.backgroundColor == .red && view.tag == 12)
        #expect(view.tintColor == .blue && view.effectiveTintColor == .blue)
        let window = UIView()
        window.addSubview(view)
        try LayoutPass.layout(window, size: .fixed(CGSize(width: 320, height: 480)))
        // The autoresizing mask keeps the frame.
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func example2CreatingAPopularSubclass() throws {
        let stack = UIBuilder(UIStackView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .axis(.vertical)
            .alignment(.center)
            .distribution(.fill)
            .spacing(12.0)
            .view
        #expect(!stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .vertical && stack.alignment == .center && stack.distribution == .fill && stack.spacing == 12)

        // Two rows, the stack pinned at (16, 20) of a window: it is as wide as the wider row
        // (100) and 20 + 12 + 30 = 62 high; the narrower row is centered, (100 − 60) / 2 = 20 in.
        let title = SizedView(100, 20, name: "title"), detail = SizedView(60, 30, name: "detail")
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(detail)
        let window = UIView()
        window.addSubview(stack)
        stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16).isActive = true
        try LayoutPass.layout(window, size: .fixed(CGSize(width: 320, height: 480)))
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 100, height: 62))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(detail.frame == CGRect(x: 20, y: 32, width: 60, height: 30))
    }

    @Test func example3ConfiguringAnExistingView() throws {
        let button = UIButton()
        let configuredButton = UIBuilder(button)
            .title("Tap here")
            .backgroundColor(.red)
            .titleColor(.blue)
            .image(UIImage(named: "hello"))
            .view
        #expect(configuredButton === button)
        #expect(button.title(for: .normal) == "Tap here" && button.backgroundColor == .red)
        #expect(button.titleColor(for: .normal) == .blue)
        let image = try #require(button.image(for: .normal))
        #expect(image.size == CGSize(width: 20, height: 20))

        // The 20-point image, then the title (21 high in the 17-point system font) with
        // UIKit's 6 points above and below: 20 + title wide, 33 high.
        let title = try TextLayout(text: "Tap here", style: TextStyle(typography: button.titleTypography)).size(fittingWidth: nil)
        #expect(title.height == 21)
        #expect(try LayoutPass.layout(button, size: .compressed) == CGSize(width: 20 + title.width, height: 33))
        #expect(button.frame == CGRect(x: 0, y: 0, width: 20 + title.width, height: 33))
        // The image's orange disc sits at the left, centered: its middle at (10, 16.5).
        let pixels = try Renderer(scale: 1).render(button)
        #expect(pixels.color(atX: 10, y: 16) == Color(srgbHex: 0xFF9500))
    }

    @Test func example4CustomConfigurationClosures() throws {
        let field = UIBuilder(UITextField.self)
            .backgroundColor(.lightText)
            .borderStyle(.roundedRect)
            .layer { layer in
                layer.shadowColor = UIColor.darkGray.cgColor
                layer.shadowOffset = CGSize(width: 10, height: 10)
            }.finally { view in
                view.inputView?.backgroundColor = .red
            }
        #expect(field.view.backgroundColor == .lightText && field.view.borderStyle == .roundedRect)
        // As on iOS, a text field has no input view of its own, so `finally` changes nothing,
        // and a layer shadow without an opacity is not drawn.
        #expect(field.view.inputView == nil && field.view.shadow == nil)

        // Empty, the rounded rect keeps UIKit's 34 points; pinned 16 from the window's sides.
        let window = UIView()
        window.addSubview(field.view)
        field.view.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(20)
            make.left.right.equalToSuperview().inset(16)
        }
        try LayoutPass.layout(window, size: .fixed(CGSize(width: 320, height: 480)))
        #expect(field.view.frame == CGRect(x: 16, y: 20, width: 288, height: 34))
    }

    @Test func example5Hierarchies() throws {
        let view = UIBuilder(UIView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .backgroundColor(.lightText)
            .subView(
                UIBuilder(UIImageView.self)
                    .translatesAutoresizingMaskIntoConstraints(false)
                    .image(UIImage(named: "landscape"))
                    .contentMode(.scaleAspectFit)
                    .view,
                { layout in
                    layout.top(12.0).left(16.0).right(16.0).bottom(12.0)
                }
            ).view
        let imageView = try #require(view.subviews.first as? UIImageView)
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(imageView.image?.size == CGSize(width: 40, height: 20))
        try LayoutPass.layout(view, size: .fixed(CGSize(width: 320, height: 200)))
        #expect(imageView.frame == CGRect(x: 16, y: 12, width: 288, height: 176))
        // At its fitting size the view wraps the 40 × 20 image in the insets.
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 16 + 40 + 16, height: 12 + 20 + 12))
        #expect(imageView.frame == CGRect(x: 16, y: 12, width: 40, height: 20))
    }
}
