import Builders
import Foundation
import Testing
import TokenModel

// The app constants that the template project's examples use.
private enum GlobusBrandBook {
    enum TextField {
        static let font = Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5)
    }
}

private enum Colors {
    static let placeholder = Themed(Color(srgbHex: 0x9E9E9E))
}

private let color = Themed(Color(srgbHex: 0xD32F2F))
private let font = Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5)

// The template project's style, as written there except `-> Self` needs its `return self`. It is no
// `StyleBuilder` conformance: the generated design system declares that one.
private enum LabelStyle {
    case error
}

extension LabelBuilder {
    fileprivate func setStyle(_ style: LabelStyle) -> Self {
        switch style {
            case .error:
                // применение стиля для UILabel
                label.textColor = color
                label.textAlignment = .left
                label.font = font
        }
        return self
    }
}

/// The template project's builder examples. The third, the image view laid out with `snp`, belongs to
/// the SnapKit DSL's tests.
@Suite("The template project's builder examples")
struct TemplateBuilderExampleTests {
    /// Lays `label` out in a 320 × 100 container, pinned 8 from the top and 16 from the sides.
    private func layOut(_ label: Label) throws {
        let container = View()
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
        ])
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 320, height: 100)))
    }

    @Test func labelWithAStyle() throws {
        var errorLabel: UILabel
        errorLabel = LabelBuilder.startBuild()
                        .useAutoLayout()
                        .setStyle(.error)
                        .setNumberOfLines(0)
                        .build()
        errorLabel.text = "Required field"
        #expect(errorLabel.textColor == color && errorLabel.alignment == .left && errorLabel.font == font)
        #expect(errorLabel.numberOfLines == 0 && !errorLabel.translatesAutoresizingMaskIntoConstraints)
        try layOut(errorLabel)
        // One line of 16 pt text at line height 1.5 is 24 high.
        #expect(errorLabel.frame == CGRect(x: 16, y: 8, width: 288, height: 24))
    }

    @Test func labelWithoutAStyle() throws {
        var valueLabel: UILabel
        valueLabel = LabelBuilder.startBuild()
                    .useAutoLayout()
                    .setFont(GlobusBrandBook.TextField.font)
                    .setTextColor(Colors.placeholder)
                    .setAlignment(.right)
                    .setNumberOfLines(1)
                    .build()
        valueLabel.text = "1 250 ₽"
        #expect(valueLabel.font == GlobusBrandBook.TextField.font && valueLabel.textColor == Colors.placeholder)
        #expect(valueLabel.alignment == .right && valueLabel.numberOfLines == 1)
        try layOut(valueLabel)
        #expect(valueLabel.frame == CGRect(x: 16, y: 8, width: 288, height: 24))
    }
}
