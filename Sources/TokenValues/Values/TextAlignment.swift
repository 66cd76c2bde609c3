/// How lines of text sit in their box, as UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left
    case center
    case right
    case justified
    /// Left for left-to-right text, right for right-to-left.
    case natural
}
