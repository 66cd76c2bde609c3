/// How a view placed above or below others lines up with them horizontally, as
/// PinLayout's `HorizontalAlignment` (`below(of: title, aligned: .left)`). Layout is
/// left to right, so `.start` is `.left` and `.end` is `.right`.
public enum HorizontalAlignment: Sendable, Hashable {
    /// The left edges line up (with the leftmost of several views).
    case left
    /// The centers line up (with the average center of several views).
    case center
    /// The right edges line up (with the rightmost of several views).
    case right
    case start
    case end

    /// The case's name, for warnings.
    var name: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .start: "start"
        case .end: "end"
        }
    }
}

/// How a view placed before or after others lines up with them vertically, as PinLayout's
/// `VerticalAlignment` (`after(of: avatar, aligned: .top)`).
public enum VerticalAlignment: Sendable, Hashable {
    /// The top edges line up (with the topmost of several views).
    case top
    /// The centers line up (with the average center of several views).
    case center
    /// The bottom edges line up (with the bottommost of several views).
    case bottom

    /// The case's name, for warnings.
    var name: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        }
    }
}

/// Where `justify(_:)` puts a view narrower than the space between its left and right
/// edges, as PinLayout's `HorizontalAlign`; left to right, so `.start` is `.left`.
public enum HorizontalAlign: Sendable, Hashable {
    case left
    case center
    case right
    case start
    case end
}

/// Where `align(_:)` puts a view shorter than the space between its top and bottom edges,
/// as PinLayout's `VerticalAlign`.
public enum VerticalAlign: Sendable, Hashable {
    case top
    case center
    case bottom
}
