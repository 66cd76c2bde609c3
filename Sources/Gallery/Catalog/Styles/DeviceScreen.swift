import Builders
import Foundation
import Render
import TokenModel

/// A sample screen at a device preset's size, built from the design system's own styles:
/// a title, a line of body text, a grid of cards inside the device's margins, and a button
/// above the bottom of the safe area. It shows how the styles fit each screen size.
package struct DeviceScreen: Sendable {
    // MARK: - Properties

    static let buttonTitle = "Continue"
    static let cardHeight: CGFloat = 96
    static let buttonHeight: CGFloat = 44

    var preset: DevicePreset
    var background: Color
    var title: ResolvedStyle?
    var body: ResolvedStyle?
    var card: ResolvedStyle?
    /// A `commonButton` or `button` style.
    var button: ResolvedStyle?
    var bodyText: String

    /// The margin SurfUtils' `LayoutHelper` gives each kind of screen.
    var margin: CGFloat { preset.value(small: 12, normal: 16, xPhone: 16, pad: 32) }
    var columns: Int { preset.isPad ? 2 : 1 }
    /// The gap between cards, half the margin.
    var gap: CGFloat { margin / 2 }

    /// The width of one column of cards inside the margins.
    var columnWidth: CGFloat {
        let width = max(0, preset.safeArea.width - 2 * margin)
        return (width - CGFloat(columns - 1) * gap) / CGFloat(columns)
    }

    /// Where the button goes: across the margins on a phone; on a screen of several columns,
    /// one column wide and centred, as a form's button is on an iPad, rather than stretched
    /// into a bar no one reads as a button.
    var buttonFrame: CGRect {
        let safe = preset.safeArea
        let width = max(0, safe.width - 2 * margin)
        let buttonWidth = columns > 1 ? columnWidth : width
        return CGRect(x: margin + (width - buttonWidth) / 2, y: safe.maxY - margin - Self.buttonHeight,
                      width: buttonWidth, height: Self.buttonHeight)
    }

    /// Everything that decides the pixels.
    var recipe: String {
        "device \(preset.name) \(preset.size) \(String(reflecting: preset.safeAreaInsets)) on \(String(reflecting: background)) "
            + [title, body, card, button].map { style in style.map { "\($0.kind) \(String(reflecting: $0.values))" } ?? "none" }.joined(separator: " | ")
            + " text \(String(reflecting: bodyText))"
    }

    // MARK: - Building

    /// The screen as the gallery and the device snapshot tests draw it: laid out at the
    /// preset's size, with no padding, recorded as `Components/device-<preset>`.
    package var snapshotRecipe: SnapshotRecipe {
        let screen = self
        return SnapshotRecipe(SnapshotReference(suite: "Components", name: "device-\(preset.name)"), size: .fixed(preset.size)) {
            try screen.makeView()
        }
    }

    /// The screen's views, laid out by hand from the preset's safe area.
    package func makeView() throws -> View {
        let size = preset.size, safe = preset.safeArea
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = Themed(background)
        let width = max(0, safe.width - 2 * margin)
        var y = safe.minY + margin

        if let title {
            let label = LabelBuilder.startBuild().apply(title).setText(preset.description).setNumberOfLines(1).build()
            let height = try label.intrinsicContentSize(fittingWidth: width)?.height ?? 0
            label.frame = CGRect(x: margin, y: y, width: width, height: height)
            root.addSubview(label)
            y += height + margin / 2
        }
        if let body {
            let label = LabelBuilder.startBuild().apply(body).setText(bodyText).build()
            let height = try label.intrinsicContentSize(fittingWidth: width)?.height ?? 0
            label.frame = CGRect(x: margin, y: y, width: width, height: height)
            root.addSubview(label)
            y += height + margin
        }
        if let card {
            let cardWidth = columnWidth
            for index in 0..<(2 * columns) {
                let view = ViewBuilder.startBuild().apply(card).build()
                view.frame = CGRect(x: margin + CGFloat(index % columns) * (cardWidth + gap),
                                    y: y + CGFloat(index / columns) * (Self.cardHeight + gap), width: cardWidth, height: Self.cardHeight)
                root.addSubview(view)
            }
        }
        if let button {
            let view: View = button.kind == "commonButton"
                ? CommonButtonBuilder.startBuild().apply(button).setTitleForAllStates(Self.buttonTitle).build()
                : ButtonBuilder.startBuild().apply(button).setTitle(Self.buttonTitle, for: .normal).build()
            view.frame = buttonFrame
            root.addSubview(view)
        }
        // The notch's housing and the home indicator, drawn as the device snapshots draw them.
        DeviceChrome.add(to: root, preset: preset, background: background)
        return root
    }
}
