import Foundation
import LayoutDSL
import TokenModel

/// Builds an ``OTPField`` in the template project's builder style; its style table (`otpField` in style
/// sheets) is in `OTPFieldBuilder+StyleTable.swift`, and the generated `setStyle(_:)` takes
/// a design system's `OTPFieldStyle`:
///
/// ```swift
/// let field = OTPFieldBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.default)
///     .setDigits(count: 6)
///     .build()
/// ```
public final class OTPFieldBuilder: ControlBuilding, StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = OTPField

    // MARK: - Properties

    /// The field being configured.
    public let view: OTPField

    // MARK: - Initializers

    private init(view: OTPField) {
        self.view = view
    }

    /// A builder holding a new field of 4 digits.
    public static func startBuild() -> OTPFieldBuilder {
        OTPFieldBuilder(view: OTPField())
    }

    // MARK: - Digits

    /// Sets how many digits there are (capped to ``OTPField/maximumDigitCount``).
    public func setDigits(count: Int) -> Self {
        view.setDigits(count: count)
        return self
    }

    /// Sets the size of every digit.
    public func setDigit(size: CGSize) -> Self {
        view.setDigit(size: size)
        return self
    }

    /// Sets the width and height of every digit.
    public func setDigitSize(width: CGFloat, height: CGFloat) -> Self {
        setDigit(size: CGSize(width: width, height: height))
    }

    /// Sets the gap between two digits.
    public func setBetween(space: CGFloat) -> Self {
        view.setBetween(space: space)
        return self
    }

    /// Sets the space between the field's edges and its content.
    public func setContentInset(_ inset: CGFloat) -> Self {
        view.contentInset = inset
        return self
    }

    /// Sets the code typed so far.
    public func setCode(_ code: String) -> Self {
        view.code = code
        return self
    }

    /// Shows the error state with `message`.
    public func showError(message: String) -> Self {
        view.showError(message: message)
        return self
    }

    // MARK: - Style

    /// Sets the whole style, as SurfUtils' `set(style:)`.
    public func set(style: OTPFieldStyle) -> Self {
        view.set(style: style)
        return self
    }

    /// Sets the digits' font.
    public func setDigitFont(_ typography: Typography) -> Self {
        view.style.digitStyle.font = typography
        return self
    }

    /// Sets the text color of a digit that holds a character.
    public func setActiveTextColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.activeTextColor = color
        return self
    }

    /// Sets the text color of an empty digit (a placeholder character, if any).
    public func setInactiveTextColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.inactiveTextColor = color
        return self
    }

    /// Sets the digits' text color in the error state.
    public func setDigitErrorTextColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.errorTextColor = color
        return self
    }

    /// Sets the bottom line's color under a digit that holds a character.
    public func setActiveBottomLineColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.activeBottomLineColor = color
        return self
    }

    /// Sets the bottom line's color under an empty digit.
    public func setInactiveBottomLineColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.inactiveBottomLineColor = color
        return self
    }

    /// Sets the bottom lines' color in the error state.
    public func setErrorBottomLineColor(_ color: Themed<Color>) -> Self {
        view.style.digitStyle.errorBottomLineColor = color
        return self
    }

    /// Sets the error message's color.
    public func setErrorTextColor(_ color: Themed<Color>) -> Self {
        view.style.errorTextColor = color
        return self
    }

    /// Sets the error message's font.
    public func setErrorFont(_ typography: Typography) -> Self {
        view.style.errorFont = typography
        return self
    }
}

/// The builder's name before the kinds' names followed one rule (issue 25).
@available(*, deprecated, renamed: "OTPFieldBuilder")
public typealias OtpFieldBuilder = OTPFieldBuilder
