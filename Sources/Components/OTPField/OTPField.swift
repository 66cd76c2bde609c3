import Foundation
import TokenModel
import ViewKit

/// A field for a one-time password (SurfUtils' `OTPField`): a row of digit boxes, each
/// with a bottom line, and an error message under them.
///
/// The digits stand in a horizontal ``StackView``, ``digitSize`` each and ``digitSpacing``
/// apart; the field is as wide as the row, however long the message. A digit that holds
/// a character is active, an empty one inactive, and while the field shows an error every
/// digit is in the error state. ``showError(message:)`` shows the message centered 24
/// points below the digits with 16-point insets at the sides, and the field grows to hold
/// it.
///
/// Headless there is no keyboard: ``code`` is what was typed. Disabled, it dims
/// (``Control``); setting ``code`` still shows the digits, as setting a disabled text
/// field's text does.
public final class OTPField: Control {
    // MARK: - Properties

    /// The most digits a field has; ``setDigits(count:)`` caps larger counts here, so a
    /// stray count cannot ask for a row wider than any canvas.
    public static let maximumDigitCount = 64
    /// The gap between the digits and the error message.
    public static let errorTopSpacing: CGFloat = 24
    /// The inset of the error message from the field's left and right edges.
    public static let errorSideInset: CGFloat = 16

    /// The digits' style and the error message's color and font.
    public var style = OTPFieldStyle() {
        didSet { refreshStyle() }
    }
    /// The characters typed, at most one per digit; extra characters are dropped.
    /// Typing (setting a non-empty code) hides an error, as the original does when the
    /// user starts again; ``didCodeEnter`` is called when every digit is filled.
    public var code: String {
        get { digits.map(\.text).joined() }
        set { enter(newValue) }
    }
    /// Called with the code when its last digit is entered.
    public var didCodeEnter: ((String) -> Void)?
    /// The error message shown, `nil` when there is none.
    public private(set) var errorMessage: String?
    /// Whether the field is in the error state (``showError(message:)``).
    public private(set) var isShowingError = false
    /// The most lines the error message wraps to before it is truncated with an ellipsis.
    public var errorNumberOfLines: Int {
        get { errorLabel.numberOfLines }
        set { errorLabel.numberOfLines = max(0, newValue) }
    }

    /// The size of each digit (SurfUtils' default 32 × 32).
    public private(set) var digitSize = CGSize(width: 32, height: 32)
    /// The gap between two digits.
    public var digitSpacing: CGFloat {
        get { stackView.spacing }
        set { stackView.spacing = newValue.isFinite ? max(0, newValue) : 0 }
    }

    /// The space between the field's edges and its content on every side: 0 by default,
    /// as in SurfUtils, where the digits touch the edges; a field with a background or a
    /// border (a card) sets it so its edges do not cover the digits' bottom lines. The
    /// message's 16-point side insets are measured from the content, not the edges.
    /// Negative or non-finite insets count as 0.
    public var contentInset: CGFloat = 0 {
        didSet {
            contentInset = contentInset.isFinite ? max(0, contentInset) : 0
            for constraint in [rowTop!, rowLeading!, bottomAtDigits!, bottomAtError!] { constraint.constant = contentInset }
            rowWidth.constant = 2 * contentInset
            errorWidth.constant = -2 * (Self.errorSideInset + contentInset)
        }
    }

    /// The digits, left to right.
    public private(set) var digits: [DigitField] = []
    /// The row of digits.
    public let stackView = StackView()
    /// The error message under the digits; hidden without an error.
    public let errorLabel = Label()

    private var digitSizeConstraints: [LayoutConstraint] = []
    /// The field's bottom at the row (no error) or at the message (an error is shown).
    private var bottomAtDigits: LayoutConstraint!
    private var bottomAtError: LayoutConstraint!
    /// The message's width, the field's less the insets; active only while it is shown, so
    /// that a field without a message (or without digits) is exactly as wide as its row.
    private var errorWidth: LayoutConstraint!
    /// The row's gap to the field's top, its least gap to the leading edge, and the
    /// field's width around it (``contentInset`` on each side).
    private var rowTop: LayoutConstraint!
    private var rowLeading: LayoutConstraint!
    private var rowWidth: LayoutConstraint!

    // MARK: - Initializers

    /// A field of 4 empty digits, 32 × 32 and 6 apart, in SurfUtils' default style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.useAutoLayout()
        stackView.axis = .horizontal
        stackView.alignment = .center
        // Fill with a fixed spacing: the gaps are equal and the row exactly as wide as its
        // digits (equal spacing would let a long error message stretch the gaps).
        stackView.distribution = .fill
        stackView.spacing = 6
        errorLabel.useAutoLayout()
        errorLabel.alignment = .center
        errorLabel.numberOfLines = 2
        errorLabel.isHidden = true
        // The message takes the field's width and never widens it: its text resists
        // compression less than a fitting layout pulls the field narrow.
        errorLabel.setContentCompressionResistancePriority(.fittingSizeLevel - 1, for: .horizontal)
        addSubview(stackView)
        addSubview(errorLabel)
        // The field's height follows its content just below required, so that a frame set
        // by hand (`pin`, whose autoresizing mask is required) wins without a conflict: the
        // row then fills the frame given and centers the digits in it, as a UIKit view built
        // this way lays out (docs/COMPONENTS.md).
        bottomAtDigits = bottomAnchor.constraint(equalTo: stackView.bottomAnchor).withPriority(.required - 1)
        bottomAtError = bottomAnchor.constraint(equalTo: errorLabel.bottomAnchor).withPriority(.required - 1)
        errorWidth = errorLabel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 1, constant: -2 * Self.errorSideInset)
        rowTop = stackView.topAnchor.constraint(equalTo: topAnchor)
        // The field hugs its row, unless a layout around it sets another width: then the
        // row stays centered (and overflows both edges alike in a field too narrow for it),
        // where pinning it to both edges would make the digits' sizes unsatisfiable.
        rowLeading = stackView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor).withPriority(.required - 1)
        rowWidth = widthAnchor.constraint(equalTo: stackView.widthAnchor, multiplier: 1).withPriority(.defaultHigh - 1)
        LayoutConstraint.activate([
            rowTop, rowLeading, rowWidth,
            stackView.centerXAnchor.constraint(equalTo: centerXAnchor),
            errorLabel.topAnchor.constraint(equalTo: stackView.bottomAnchor, constant: Self.errorTopSpacing),
            errorLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            bottomAtDigits,
        ])
        setDigits(count: 4)
        refreshStyle()
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Digits

    /// Sets how many digits there are: 4 by default; a negative count counts as 0 and a
    /// count above ``maximumDigitCount`` is capped to it. The code typed so far is kept as
    /// far as it fits.
    public func setDigits(count: Int) {
        let count = min(max(count, 0), Self.maximumDigitCount)
        let typed = Array(code)
        for digit in digits {
            stackView.removeArrangedSubview(digit)
            digit.removeFromSuperview()
        }
        digits = (0..<count).map { _ in DigitField() }
        digitSizeConstraints = []
        for digit in digits {
            digit.useAutoLayout()
            stackView.addArrangedSubview(digit)
            digitSizeConstraints += [
                digit.widthAnchor.constraint(equalToConstant: digitSize.width),
                digit.heightAnchor.constraint(equalToConstant: digitSize.height),
            ]
        }
        LayoutConstraint.activate(digitSizeConstraints)
        refreshStyle()
        fill(with: typed)
        updateErrorLabel()
    }

    /// Sets the size of every digit. The original set the width twice; this sets the width
    /// and the height. Negative or non-finite lengths count as 0.
    public func setDigit(size: CGSize) {
        digitSize = CGSize(width: size.width.asLength, height: size.height.asLength)
        for (index, constraint) in digitSizeConstraints.enumerated() {
            constraint.constant = index % 2 == 0 ? digitSize.width : digitSize.height
        }
    }

    /// Sets the gap between two digits (negative or non-finite gaps count as 0).
    public func setBetween(space: CGFloat) {
        digitSpacing = space
    }

    /// Applies `style` to the digits and the error message, as SurfUtils' `set(style:)`.
    public func set(style: OTPFieldStyle) {
        self.style = style
    }

    // MARK: - Code

    /// Empties every digit. An error stays shown, as in SurfUtils, which clears the field
    /// right after `showError(message:)`.
    public func clear() {
        fill(with: [])
    }

    // MARK: - Error

    /// Shows the error state: every digit in its error colors and `message` centered below
    /// them. An empty message shows the error state without a message (and no space for
    /// one); so does a field without digits, which has no width to center a message in.
    public func showError(message: String) {
        isShowingError = true
        errorMessage = message
        for digit in digits { digit.isError = true }
        updateErrorLabel()
    }

    /// Leaves the error state and hides the message.
    public func hideError() {
        isShowingError = false
        errorMessage = nil
        errorLabel.text = ""
        errorLabel.isHidden = true
        // The message takes the field's width and never widens it: its text resists
        // compression less than a fitting layout pulls the field narrow.
        errorLabel.setContentCompressionResistancePriority(.fittingSizeLevel - 1, for: .horizontal)
        bottomAtError.isActive = false
        bottomAtDigits.isActive = true
        for digit in digits { digit.isError = false }
    }

    // MARK: - Private

    /// Shows the message under the digits, with the constraints that place it and hold the
    /// field's bottom below it, or hides it and gives its space back.
    private func updateErrorLabel() {
        let message = errorMessage ?? ""
        let shows = isShowingError && !message.isEmpty && !digits.isEmpty
        errorLabel.text = shows ? message : ""
        errorLabel.isHidden = !shows
        // Deactivate before activating, so the field never has two bottoms at once.
        for constraint in shows ? [bottomAtDigits!] : [bottomAtError!, errorWidth!] { constraint.isActive = false }
        for constraint in shows ? [bottomAtError!, errorWidth!] : [bottomAtDigits!] { constraint.isActive = true }
    }

    private func enter(_ text: String) {
        if !text.isEmpty, isShowingError { hideError() }
        fill(with: Array(text))
        let code = self.code
        if !digits.isEmpty, code.count == digits.count { didCodeEnter?(code) }
    }

    private func fill(with characters: [Character]) {
        for (index, digit) in digits.enumerated() {
            digit.text = index < characters.count ? String(characters[index]) : ""
        }
    }

    private func refreshStyle() {
        for digit in digits {
            digit.style = style.digitStyle
            digit.isError = isShowingError
        }
        errorLabel.typography = style.errorFont
        errorLabel.textColor = style.errorTextColor
    }
}
