import Builders
import Foundation
import Render
import Testing
import TokenModel

/// An app's label subclass with defaults of its own.
private final class TitleLabel: Label {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 2
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// An app's final view, which `UIBuilder(Badge.self)` creates with its inherited `init()`.
private final class Badge: View {
    var count = 0
}

@Suite("UIBuilder")
struct UIBuilderTests {
    private let pixel = Image(try! PixelImage(width: 1, height: 1, pixels: [0xFF00_00FF]))

    private func root(_ width: CGFloat, _ height: CGFloat) -> View {
        let view = View()
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return view
    }

    // MARK: - Creating

    @Test func createsTheViewOfTheTypeGiven() {
        #expect(type(of: UIBuilder(View.self).view) == View.self)
        #expect(type(of: UIBuilder(Label.self).view) == Label.self)
        #expect(type(of: UIBuilder(ImageView.self).view) == ImageView.self)
        #expect(type(of: UIBuilder(Button.self).view) == Button.self)
        #expect(type(of: UIBuilder(TextField.self).view) == TextField.self)
        #expect(type(of: UIBuilder(StackView.self).view) == StackView.self)
        let badge: Badge = UIBuilder(Badge.self).count(3).view
        #expect(badge.count == 3)
        // A subclass of a module view is made as itself, not as its superclass.
        #expect(type(of: UIBuilder(TitleLabel.self).view) == TitleLabel.self)
        #expect(UIBuilder(TitleLabel.self).view.numberOfLines == 2)
    }

    @Test func configuresAnExistingView() {
        let label = Label()
        #expect(UIBuilder(label).text("Hi").view === label)
        #expect(label.text == "Hi")
    }

    // MARK: - Properties

    @Test func everyWritablePropertyIsAMethod() {
        let label = UIBuilder(Label.self)
            .text("Hello")
            .textColor(.blue)
            .textAlignment(.center)
            .numberOfLines(2)
            .backgroundColor(.red)
            .alpha(0.5)
            .isHidden(true)
            .translatesAutoresizingMaskIntoConstraints(false)
            .view
        #expect(label.text == "Hello" && label.textColor == .blue && label.alignment == .center && label.numberOfLines == 2)
        #expect(label.backgroundColor == .red && label.alpha == 0.5 && label.isHidden)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func frameSetsTheFrame() {
        #expect(UIBuilder(View.self).frame(CGRect(x: 1, y: 2, width: 3, height: 4)).view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIBuilder(View.self).frame(x: 5, y: 6, width: 7, height: 8).view.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func widthAndHeightAreConstraints() throws {
        let container = root(200, 100)
        let box = UIBuilder(View.self).translatesAutoresizingMaskIntoConstraints(false).width(30).height(40).view
        #expect(box.activeConstraints.map(\.description) == ["View.width == 30 @required", "View.height == 40 @required"])
        _ = UIBuilder(container).subView(box) { layout in layout.top(5).left(6) }
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(box.frame == CGRect(x: 6, y: 5, width: 30, height: 40))
    }

    @Test func cornerRadiusRoundsTheCornersGiven() {
        let some = UIBuilder(View.self).cornerRadius(8, corners: [.topLeft, .bottomRight]).view
        #expect(some.cornerRadius == 8 && some.maskedCorners == [.topLeft, .bottomRight])
        let all = UIBuilder(View.self).maskedCorners([.topLeft]).cornerRadius(4).view
        #expect(all.cornerRadius == 4 && all.maskedCorners == .allCorners)
    }

    @Test func layerSetsTheViewsLayerProperties() {
        let view = UIBuilder(View.self).layer { layer in
            layer.cornerRadius = 10
            layer.maskedCorners = [.layerMinXMinYCorner]
            layer.borderWidth = 2
            layer.borderColor = UIColor.red.cgColor
            layer.masksToBounds = true
        }.view
        #expect(view.cornerRadius == 10 && view.maskedCorners == [.topLeft])
        #expect(view.borderWidth == 2 && view.borderColor == .red && view.clipsToBounds)
    }

    @Test func layerShadowIsDrawnOnlyWithAnOpacity() {
        let view = View()
        _ = UIBuilder(view).layer { layer in
            #expect(layer.shadowColor == .black && layer.shadowOpacity == 0)
            #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
            layer.shadowColor = UIColor.red.cgColor
            layer.shadowOffset = CGSize(width: 2, height: 4)
        }
        #expect(view.shadow == nil)
        _ = UIBuilder(view).layer { layer in
            layer.shadowColor = UIColor.darkGray.cgColor
            layer.shadowOffset = CGSize(width: 2, height: 4)
            layer.shadowRadius = 5
            layer.shadowOpacity = 0.5
        }
        let expected = Shadow(color: Color.darkGray.withAlpha(0.5), offsetX: Dimension(2), offsetY: Dimension(4), blur: Dimension(10), spread: Dimension(0))
        #expect(view.shadow == Themed([expected]))
        let readBack = Layer(view)
        #expect(readBack.shadowColor == Themed(Color.darkGray.withAlpha(0.5)) && readBack.shadowOpacity == 1)
        #expect(readBack.shadowOffset == CGSize(width: 2, height: 4) && readBack.shadowRadius == 5)
        readBack.shadowColor = nil
        #expect(view.shadow == nil)
    }

    @Test func finallyHandsOverTheView() {
        var seen: Label?
        let label = UIBuilder(Label.self).finally { view in
            view.text = "done"
            seen = view
        }.view
        #expect(seen === label && label.text == "done")
    }

    @Test func buttonValuesPerState() {
        let button = UIBuilder(Button.self)
            .title("Tap")
            .title("Tapped", for: .highlighted)
            .titleColor(.blue)
            .image(pixel)
            .backgroundImage(pixel, for: .selected)
            .view
        #expect(button.title(for: .normal) == "Tap" && button.title(for: .highlighted) == "Tapped")
        #expect(button.titleColor(for: .normal) == .blue)
        #expect(button.image(for: .normal) == pixel && button.backgroundImage(for: .selected) == pixel)
    }

    // MARK: - One subview

    @Test func subViewPinsEdgesAsInsets() throws {
        let first = SizedView(40, 20)
        let second = SizedView(40, 20)
        let container = UIBuilder(root(200, 100))
            .subView(first) { layout in
                #expect(layout.superView === layout.subView.superview)
                layout.top(10).left(20)
            }
            .subView(second) { layout in
                let chain = layout.right(10).bottom(5)
                #expect(chain.constraints.map(\.constant) == [-10, -5])
            }
            .view
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(first.frame == CGRect(x: 20, y: 10, width: 40, height: 20))
        #expect(second.frame == CGRect(x: 150, y: 75, width: 40, height: 20))
    }

    @Test func subViewPaddingAndCenter() throws {
        let padded = SizedView(40, 20)
        let centered = SizedView(40, 20)
        let plain = View()
        let container = UIBuilder(root(200, 100))
            .subView(padded) { layout in layout.padding(8) }
            .subView(centered) { layout in layout.center(.horizontal).center(.vertical) }
            .subView(plain)
            .view
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(padded.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(centered.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        #expect(container.subviews.count == 3 && plain.superview === container)
    }

    // MARK: - Two subviews side by side

    /// Lays out a 40 × 20 and a 60 × 30 view with `alignment` in a 130 × 100 container,
    /// exactly wide enough for insets of 10 on the left, between and on the right.
    private func horizontal(_ alignment: (UILayoutDouble) -> Void, leading: CGFloat? = nil) throws -> (CGRect, CGRect) {
        let (first, second) = (SizedView(40, 20), SizedView(60, 30))
        let container = UIBuilder(root(130, 100)).subViews(first, second, alignment).view
        if let leading { first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: leading).isActive = true }
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 130, height: 100)))
        #expect(container.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        return (first.frame, second.frame)
    }

    @Test func alignHorizontallyInItsSixForms() throws {
        let spacingOnly = try horizontal({ $0.alignHorizontally(spacing: 10) }, leading: 5)
        #expect(spacingOnly == (CGRect(x: 5, y: 40, width: 40, height: 20), CGRect(x: 55, y: 35, width: 60, height: 30)))
        let edges = try horizontal { $0.alignHorizontally(left: 10, spacing: 10, right: 10) }
        #expect(edges == (CGRect(x: 10, y: 40, width: 40, height: 20), CGRect(x: 60, y: 35, width: 60, height: 30)))
        let firstPinned = try horizontal { $0.alignHorizontally(left: 10, spacing: 10, right: 10, firstTop: 5, firstBottom: 5) }
        #expect(firstPinned == (CGRect(x: 10, y: 5, width: 40, height: 90), CGRect(x: 60, y: 35, width: 60, height: 30)))
        let secondPinned = try horizontal { $0.alignHorizontally(left: 10, spacing: 10, right: 10, secondTop: 5, secondBottom: 5) }
        #expect(secondPinned == (CGRect(x: 10, y: 40, width: 40, height: 20), CGRect(x: 60, y: 5, width: 60, height: 90)))
        let both = try horizontal { $0.alignHorizontally(left: 10, spacing: 10, right: 10, top: 4, bottom: 6) }
        #expect(both == (CGRect(x: 10, y: 4, width: 40, height: 90), CGRect(x: 60, y: 4, width: 60, height: 90)))
        let each = try horizontal {
            $0.alignHorizontally(left: 10, spacing: 10, right: 10, firstTop: 1, firstBottom: 2, secondTop: 3, secondBottom: 4)
        }
        #expect(each == (CGRect(x: 10, y: 1, width: 40, height: 97), CGRect(x: 60, y: 3, width: 60, height: 93)))
    }

    // MARK: - Two subviews one above the other

    /// Lays out a 40 × 20 and a 60 × 30 view with `alignment` in a 200 × 80 container,
    /// exactly high enough for insets of 10 at the top, between and at the bottom.
    private func vertical(_ alignment: (UILayoutDouble) -> Void, top: CGFloat? = nil) throws -> (CGRect, CGRect) {
        let (first, second) = (SizedView(40, 20), SizedView(60, 30))
        let container = UIBuilder(root(200, 80)).subView(first, second, alignment).view
        if let top { first.topAnchor.constraint(equalTo: container.topAnchor, constant: top).isActive = true }
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 200, height: 80)))
        #expect(container.subviews.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        return (first.frame, second.frame)
    }

    @Test func alignVerticallyInItsSixForms() throws {
        let spacingOnly = try vertical({ $0.alignVertically(spacing: 10) }, top: 5)
        #expect(spacingOnly == (CGRect(x: 80, y: 5, width: 40, height: 20), CGRect(x: 70, y: 35, width: 60, height: 30)))
        let edges = try vertical { $0.alignVertically(top: 10, spacing: 10, bottom: 10) }
        #expect(edges == (CGRect(x: 80, y: 10, width: 40, height: 20), CGRect(x: 70, y: 40, width: 60, height: 30)))
        let firstPinned = try vertical { $0.alignVertically(top: 10, spacing: 10, bottom: 10, firstLeft: 5, firstRight: 15) }
        #expect(firstPinned == (CGRect(x: 5, y: 10, width: 180, height: 20), CGRect(x: 70, y: 40, width: 60, height: 30)))
        let secondPinned = try vertical { $0.alignVertically(top: 10, spacing: 10, bottom: 10, secondLeft: 5, secondRight: 15) }
        #expect(secondPinned == (CGRect(x: 80, y: 10, width: 40, height: 20), CGRect(x: 5, y: 40, width: 180, height: 30)))
        let both = try vertical { $0.alignVertically(top: 10, spacing: 10, bottom: 10, left: 4, right: 6) }
        #expect(both == (CGRect(x: 4, y: 10, width: 190, height: 20), CGRect(x: 4, y: 40, width: 190, height: 30)))
        let each = try vertical {
            $0.alignVertically(top: 10, spacing: 10, bottom: 10, firstLeft: 1, firstRight: 2, secondLeft: 3, secondRight: 4)
        }
        #expect(each == (CGRect(x: 1, y: 10, width: 197, height: 20), CGRect(x: 3, y: 40, width: 193, height: 30)))
    }

    // MARK: - Two overlapping subviews

    @Test func alignZStackPinsTheEdgesGivenAndCentersTheRest() throws {
        func zStack(_ alignment: (UILayoutDouble) -> Void) throws -> (CGRect, CGRect) {
            let (first, second) = (SizedView(40, 20), SizedView(60, 30))
            let container = UIBuilder(root(200, 100)).subViews(first, second, alignment).view
            try LayoutPass.layout(container, size: .fixed(CGSize(width: 200, height: 100)))
            #expect(container.subviews.last === second)
            return (first.frame, second.frame)
        }
        let centered = try zStack { $0.alignZStack() }
        #expect(centered == (CGRect(x: 80, y: 40, width: 40, height: 20), CGRect(x: 70, y: 35, width: 60, height: 30)))
        let pinned = try zStack {
            $0.alignZStack(firstTop: 0, firstLeft: 0, firstRight: 0, firstBottom: 0, secondTop: 10, secondRight: 10)
        }
        #expect(pinned == (CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 130, y: 10, width: 60, height: 30)))
        let oneEdge = try zStack { $0.alignZStack(firstBottom: 5, secondLeft: 5) }
        #expect(oneEdge == (CGRect(x: 80, y: 75, width: 40, height: 20), CGRect(x: 5, y: 35, width: 60, height: 30)))
    }

    // MARK: - Many subviews

    @Test func subViewsHandsOverTheSuperviewAndTheArray() throws {
        let views = [SizedView(10, 10), SizedView(20, 10), SizedView(30, 10)]
        let container = UIBuilder(root(100, 10)).subViews(views) { superView, subViews in
            var previous = superView.leadingAnchor
            for view in subViews {
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: previous),
                    view.topAnchor.constraint(equalTo: superView.topAnchor),
                ])
                previous = view.trailingAnchor
            }
        }.view
        #expect(container.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 100, height: 10)))
        #expect(views.map(\.frame.minX) == [0, 10, 30])
        #expect(UIBuilder(View.self).subViews([View()]).view.subviews.count == 1)
    }

    // MARK: - UIKit names

    @Test func uiKitNamesAreTheModulesTypes() {
        #expect(UIView.ContentMode.scaleAspectFit == ContentMode.scaleAspectFit)
        #expect(NSLayoutConstraint.Axis.vertical == LayoutAxis.vertical)
        #expect(UIRectCorner.allCorners == CornerMask.all && CACornerMask.allCorners == .all)
        #expect(NSTextAlignment.natural == TextAlignment.natural)
        #expect(UIColor.lightText == UIColor(red: 1, green: 1, blue: 1, alpha: 0.6) && UIColor.self == Themed<Color>.self)
        #expect(UIColor.red.cgColor == .red && UIColor(white: 0.5, alpha: 1) == .gray)
        #expect(UIColor.white.withAlphaComponent(0.1) == UIColor(Color(red: 1, green: 1, blue: 1, alpha: 0.1)))
        #expect(UIEdgeInsets(all: 2) == EdgeInsets(all: 2) && UIImage.self == Image.self)
        let label = UILabel()
        label.textAlignment = .center
        #expect(label.alignment == .center && label.textAlignment == .center)
        #expect(UIImageView.self == ImageView.self && UIButton.self == Button.self)
        #expect(UITextField.self == TextField.self && UIStackView.self == StackView.self)
    }
}
