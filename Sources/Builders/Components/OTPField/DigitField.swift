import Foundation
import TokenModel

/// One digit of an ``OTPField``: the character centered in the box, over a line 1 point
/// tall across the bottom edge. Its size comes from the field's constraints.
public final class DigitField: View {
    // MARK: - Nested types

    /// What a digit shows: a character (active), nothing yet (inactive), or the field's
    /// error.
    public enum State: Sendable, Hashable, CaseIterable {
        /// The digit holds a character.
        case active
        /// The digit is empty.
        case inactive
        /// The field shows an error.
        case error
    }

    // MARK: - Properties

    /// The height of the bottom line, in points.
    public static let bottomLineHeight: CGFloat = 1

    /// The character shown; empty for a digit not entered yet.
    public var text: String {
        get { label.text }
        set {
            label.text = newValue
            refresh()
        }
    }
    /// Whether the field shows an error, which colors every digit with the error colors.
    public var isError = false {
        didSet { refresh() }
    }
    /// The font and colors.
    public var style = DigitFieldStyle() {
        didSet { refresh() }
    }

    /// The state the digit is drawn in.
    public var state: State {
        if isError { return .error }
        return text.isEmpty ? .inactive : .active
    }

    /// The label that shows the character, filling the digit.
    public let label = Label()
    /// The line across the bottom edge.
    public let bottomLine = View()

    // MARK: - Initializers

    /// An empty digit in the default style; the field gives it its size.
    public required init() {
        super.init()
        label.useAutoLayout()
        label.alignment = .center
        bottomLine.useAutoLayout()
        addSubview(label)
        addSubview(bottomLine)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor),
            bottomLine.leadingAnchor.constraint(equalTo: leadingAnchor),
            bottomLine.trailingAnchor.constraint(equalTo: trailingAnchor),
            bottomLine.bottomAnchor.constraint(equalTo: bottomAnchor),
            bottomLine.heightAnchor.constraint(equalToConstant: Self.bottomLineHeight),
        ])
        // The digit's size is set by the field; the text must not push it.
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        refresh()
    }

    // MARK: - Private

    /// Puts the style's font and the state's colors on the label and the line.
    private func refresh() {
        let state = self.state
        label.typography = style.font
        label.textColor = style.textColor(for: state)
        bottomLine.backgroundColor = style.bottomLineColor(for: state)
    }
}
