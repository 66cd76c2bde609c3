import Builders
import Foundation
import Render
import Testing

// MARK: - The template project's view

/// The view the template project's SnapKit example runs in: its code, verbatim, in a `View` subclass.
private final class IconView: View {
    let sizeImage = CGSize(width: 24, height: 24)
    private(set) var imageView: ImageView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        debugName = "icon"
        setUp()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        imageView = ImageViewBuilder.startBuild()
                        .setContentMode(.scaleAspectFit)
                        .build()

        addSubview(imageView)
        imageView.snp.makeConstraints { make in
            make.centerX.centerY.equalToSuperview()
            make.size.equalTo(sizeImage)
        }
    }
}

@Suite("SnapKit DSL: the template project's example")
struct SnapKitTemplateExampleTests {
    @Test func theExampleCentersTheImage() throws {
        let icon = IconView()
        // No `useAutoLayout()`: `makeConstraints` turns the mask off, as the template project says.
        #expect(!icon.imageView.translatesAutoresizingMaskIntoConstraints)
        #expect(icon.imageView.contentMode == .scaleAspectFit)
        try icon.snp.validate()
        try LayoutPass.layout(icon, size: .fixed(CGSize(width: 100, height: 60)))
        #expect(icon.imageView.frame == CGRect(x: 38, y: 18, width: 24, height: 24))
        #expect(try LayoutPass.ambiguities(in: icon, size: .fixed(CGSize(width: 100, height: 60))).isEmpty)
    }

    @Test func theExampleInsideATree() throws {
        let screen = View()
        let icon = IconView()
        screen.addSubview(icon)
        icon.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 20, left: 40, bottom: 20, right: 40))
        }
        try screen.snp.validate()
        try LayoutPass.layout(screen, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(icon.frame == CGRect(x: 40, y: 20, width: 120, height: 60))
        #expect(icon.imageView.frame == CGRect(x: 48, y: 18, width: 24, height: 24))
    }
}
