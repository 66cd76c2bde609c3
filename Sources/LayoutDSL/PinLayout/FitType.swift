import ViewKit

/// Which dimension `sizeToFit(_:)` keeps when it asks the view for its size, as
/// PinLayout's `FitType`.
public enum FitType: Sendable, Hashable {
    /// The width is the reference (pinned, or else the current one) and stays; the height
    /// is what ``View/sizeThatFits(_:)`` returns for it.
    case width
    /// The height is the reference and stays; the width is what the view returns for it.
    case height
    /// As ``width``, but the width becomes the one the view returns (a one-line label may
    /// be narrower).
    case widthFlexible
    /// As ``height``, but the height becomes the one the view returns.
    case heightFlexible
    /// The view's own size, as `UIView.sizeToFit()`: ``View/sizeThatFits(_:)`` of an
    /// unlimited size.
    case content
}

/// Which dimensions `wrapContent(_:padding:)` fits to the subviews, as PinLayout's
/// `WrapType`.
public enum WrapType: Sendable, Hashable {
    /// The width, moving the subviews horizontally.
    case horizontally
    /// The height, moving the subviews vertically.
    case vertically
    /// Both.
    case all
}
