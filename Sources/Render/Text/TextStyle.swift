import Foundation
import TokenModel

/// How a text is set: what a label's typography, color, alignment and line limits say.
public struct TextStyle: Sendable, Hashable {
    // MARK: - Nested types

    /// What happens to text that does not fit, as UIKit's `NSLineBreakMode`.
    public enum LineBreakMode: Sendable, Hashable, CaseIterable {
        case byWordWrapping
        case byCharWrapping
        case byClipping
        case byTruncatingHead
        case byTruncatingTail
        case byTruncatingMiddle
    }

    // MARK: - Properties

    public var typography: Typography
    public var color: Color
    public var alignment: TextAlignment
    /// The most lines shown; 0 shows every line.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode

    // MARK: - Initializers

    public init(
        typography: Typography = .systemBody,
        color: Color = Color(red: 0, green: 0, blue: 0),
        alignment: TextAlignment = .natural,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail
    ) {
        self.typography = typography
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}
