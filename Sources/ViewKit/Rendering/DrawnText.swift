import Foundation
import TokenModel

/// One run of text a view draws in one color, font size and weight: what
/// ``DrawnTextContrast`` rates against the surface under it.
public struct DrawnText: Sendable, Hashable {
    // MARK: - Properties

    /// The characters of the run.
    public var string: String
    /// The glyphs' color, before the view's opacity.
    public var color: Color
    /// The size in points, compared with WCAG's large-text sizes.
    public var fontSize: CGFloat
    /// The weight, 100…1000.
    public var weight: Double
    /// Where the run lies in the drawing view's bounds; `nil` for the whole bounds.
    public var frame: CGRect?
    /// A fill the view draws under this run itself (a pin's bubble, a badge's disc), over
    /// whatever lies under the view; `nil` when the run lies on what is under the view.
    public var surface: Color?

    // MARK: - Initializers

    public init(_ string: String, color: Color, fontSize: CGFloat, weight: Double, frame: CGRect? = nil, surface: Color? = nil) {
        self.string = string
        self.color = color
        self.fontSize = fontSize
        self.weight = weight
        self.frame = frame
        self.surface = surface
    }

    /// A run in `typography`.
    public init(_ string: String, color: Color, typography: Typography, frame: CGRect? = nil, surface: Color? = nil) {
        self.init(string, color: color, fontSize: typography.fontSize, weight: Double(typography.fontWeight.value),
                  frame: frame, surface: surface)
    }
}

/// A view that draws text in its own ``View/draw(in:)`` (not through a ``Label``, a
/// ``Button`` or a ``TextField``, which ``DrawnTextContrast`` reads itself): it tells the
/// contrast check what it draws, so that no drawn text goes unrated.
public protocol TextDrawing: View {
    /// The runs the view draws in `theme`, as it draws them now.
    func drawnTexts(in theme: Theme) throws -> [DrawnText]
}
