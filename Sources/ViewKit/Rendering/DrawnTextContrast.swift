import Foundation
import Synchronization
import TokenModel

/// WCAG 2.2 contrast (success criterion 1.4.3, AA) of the text a view tree draws, run by
/// run: a label's text and each styled-text run in its own color, a button's title in the
/// state shown, a text field's text (or its placeholder when empty), and what a
/// ``TextDrawing`` view says it draws.
///
/// Each run is rated against the surface it is drawn on: the run's own
/// ``DrawnText/surface``, then the fills of its view and of its ancestors (backgrounds, a
/// button's state background) whose rectangle holds the run's centre, the nearest first,
/// composited down to the first opaque one or to the page. Views drawn behind that are not
/// ancestors are not taken as the surface: what lies under a view can be changed by the
/// view's own drawing (a blur smears it), which the views' properties do not say; a view
/// that draws text over a sibling gives it a background or a ``DrawnText/surface``.
/// Views' opacity multiplies into their fills and their text, as the renderer's groups do.
/// Hidden views and views of alpha 0 are skipped with their subviews; the text of an
/// inactive control (a disabled ``Button`` or ``Control``) and of its subviews is exempt,
/// as WCAG exempts it and ``TextContrastCheck`` leaves out the disabled state.
///
/// Where the style check rates the pairs a style declares, this rates what a picture
/// shows: specimen text in a fill token fails here. The renderer notes every tree it
/// draws in the ``recording(_:)``s running, which is how snapshots and the gallery see it.
public enum DrawnTextContrast {
    // MARK: - Nested types

    /// One rated run.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// The run's characters, shortened to 40.
        public var text: String
        /// The type of the view that draws it (`Label`).
        public var view: String
        /// The text color as drawn, the views' opacity applied.
        public var color: Color
        /// The opaque surface under it; `nil` when it lies on a transparent page with no
        /// opaque fill under it, so that its contrast cannot be known.
        public var background: Color?
        /// 1 to 21; `nil` when ``background`` is.
        public var ratio: Double?
        public var fontSize: CGFloat
        public var weight: Double

        /// The AA rating; `nil` when the run could not be rated.
        public var rating: ContrastRating? {
            ratio.map { ContrastRating(ratio: $0, fontSize: Double(fontSize), weight: weight) }
        }

        /// Whether the run fails AA or cannot be rated: what a snapshot and the gallery report.
        public var isFailing: Bool { rating.map { $0 == .fail } ?? true }

        /// What AA asks of text of this size and weight.
        public var requirement: String {
            ContrastRating.requirement(fontSize: Double(fontSize), weight: weight, unit: "pt")
        }

        /// `Label "blue" #3D7EFF on #0B0D10: 3.07:1, below WCAG AA, which asks 4.5:1 for …`.
        public var description: String {
            let head = "\(view) \"\(text)\" \(color.hexString) (\(Self.size(fontSize)) pt, weight \(Int(weight)))"
            guard let background, let ratio else {
                return "\(head) on a transparent page with no opaque fill under it: its contrast cannot be rated"
            }
            let verdict = rating == .fail ? "below WCAG AA, which asks \(requirement)" : "WCAG \(rating?.rawValue ?? "")"
            return "\(head) on \(background.hexString): \(TextContrastCheck.ratioText(ratio)), \(verdict)"
        }

        private static func size(_ size: CGFloat) -> String {
            size == size.rounded() ? "\(Int(size))" : "\(Double(size))"
        }
    }

    // MARK: - Checking

    /// Every run the tree under `view` draws in `theme`, rated on `page` (the picture's
    /// background; `nil` for a transparent one), in drawing order. The tree is read as it
    /// is laid out now.
    /// - Throws: what a ``TextDrawing`` view throws reading its runs.
    public static func findings(in view: View, theme: Theme, page: Color?) throws -> [Finding] {
        var walk = Walk(theme: theme, page: page?.withAlpha(1))
        try walk.visit(view, origin: .zero, opacity: 1, inactive: false)
        return walk.findings
    }

    /// The findings of ``findings(in:theme:page:)`` that fail AA or cannot be rated.
    public static func failures(in view: View, theme: Theme, page: Color?) throws -> [Finding] {
        try findings(in: view, theme: theme, page: page).filter(\.isFailing)
    }

    // MARK: - Recording

    /// Runs `body` and returns what it returns with the findings of every tree a
    /// ``Renderer`` drew in it, in order. Recordings nest: an outer one gets the inner
    /// one's findings too.
    public static func recording<Result>(_ body: () throws -> Result) rethrows -> (result: Result, findings: [Finding]) {
        let log = Log(outer: current)
        let result = try $current.withValue(log) { try body() }
        return (result, log.findings)
    }

    /// Rates the tree under `view`, drawn in `theme` on `page`, for the recordings running;
    /// does nothing when none is, so drawing outside a snapshot or the gallery pays nothing.
    static func noteDrawing(of view: View, theme: Theme, page: Color?) throws {
        guard current != nil else { return }
        let found = try findings(in: view, theme: theme, page: page)
        var log = current
        while let recording = log {
            recording.append(found)
            log = recording.outer
        }
    }

    // MARK: - Private

    /// The innermost recording running on this task: task-local, as a snapshot's or a
    /// gallery picture's drawing calls renderers that know nothing of it.
    @TaskLocal private static var current: Log?

    private final class Log: Sendable {
        let outer: Log?
        private let entries = Mutex<[Finding]>([])

        init(outer: Log?) {
            self.outer = outer
        }

        var findings: [Finding] { entries.withLock { $0 } }

        func append(_ findings: [Finding]) {
            entries.withLock { $0.append(contentsOf: findings) }
        }
    }

    /// A fill of the view visited or an ancestor, in the root view's coordinates, its opacity applied.
    private struct Fill {
        var rect: CGRect
        var color: Color
    }

    /// One pass over a tree, in the renderer's order (a view's fills, its text, then its
    /// subviews back to front), holding the fills of the view visited and its ancestors.
    private struct Walk {
        let theme: Theme
        let page: Color?
        var fills: [Fill] = []
        var findings: [Finding] = []

        mutating func visit(_ view: View, origin: CGPoint, opacity: Double, inactive: Bool) throws {
            guard !view.isHidden, view.alpha > 0 else { return }
            let opacity = opacity * Double(view.alpha)
            let ancestorFills = fills.count
            let bounds = CGRect(origin: origin, size: view.bounds.size)
            addFill(view.layerBackgroundColor, in: bounds, opacity: opacity)
            let button = view as? Button
            if let button { addFill(button.backgroundColor(for: button.state), in: bounds, opacity: opacity) }
            let inactive = inactive || button?.state == .disabled || (view as? Control)?.isEnabled == false
            if !inactive {
                for run in try DrawnTextContrast.runs(of: view, theme: theme) {
                    let frame = (run.frame ?? CGRect(origin: .zero, size: view.bounds.size)).offsetBy(dx: origin.x, dy: origin.y)
                    rate(run, of: view, at: frame, opacity: opacity)
                }
            }
            for subview in view.subviews {
                try visit(subview, origin: CGPoint(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY),
                          opacity: opacity, inactive: inactive)
            }
            // Only ancestors' fills lie under the text of the views drawn next.
            fills.removeLast(fills.count - ancestorFills)
        }

        private mutating func addFill(_ color: Themed<Color>?, in rect: CGRect, opacity: Double) {
            guard let color = color?.resolved(in: theme), color.alpha * opacity > 0 else { return }
            fills.append(Fill(rect: rect, color: color.withAlpha(color.alpha * opacity)))
        }

        private mutating func rate(_ run: DrawnText, of view: View, at frame: CGRect, opacity: Double) {
            let color = run.color.withAlpha(run.color.alpha * opacity)
            let background = surface(at: CGPoint(x: frame.midX, y: frame.midY), own: run.surface?.withAlpha((run.surface?.alpha ?? 1) * opacity))
            let text = run.string.trimmingCharacters(in: .whitespacesAndNewlines)
            findings.append(Finding(
                text: text.count > 40 ? String(text.prefix(39)) + "…" : text,
                view: String(describing: type(of: view)), color: color, background: background,
                ratio: background.map { color.contrastRatio(against: $0) }, fontSize: run.fontSize, weight: run.weight))
        }

        /// The opaque color under `point`: the fills holding it, topmost first, down to an
        /// opaque one or the page; `nil` when they reach a transparent page.
        private func surface(at point: CGPoint, own: Color?) -> Color? {
            var layers = own.map { [$0] } ?? []
            if own.map({ $0.alpha < 1 }) ?? true {
                for fill in fills.reversed() where fill.rect.contains(point) {
                    layers.append(fill.color)
                    if fill.color.alpha >= 1 { break }
                }
            }
            var base: Color?
            if let last = layers.last, last.alpha >= 1 { base = layers.removeLast() } else { base = page }
            guard var color = base else { return nil }
            for layer in layers.reversed() { color = layer.composited(over: color) }
            return color
        }
    }

    // MARK: - Runs

    /// The runs `view` draws itself in `theme`, whole-bounds for the views ViewKit knows.
    private static func runs(of view: View, theme: Theme) throws -> [DrawnText] {
        if let drawing = view as? TextDrawing { return try drawing.drawnTexts(in: theme) }
        let runs: [DrawnText]
        switch view {
        case let label as Label:
            runs = labelRuns(label, theme: theme)
        case let button as Button:
            let title = button.title(for: button.state) ?? ""
            runs = [DrawnText(title, color: button.titleColor(for: button.state).resolved(in: theme), typography: button.titleTypography)]
        case let field as TextField:
            runs = field.text.isEmpty
                ? [DrawnText(field.placeholder ?? "", color: field.placeholderColor.resolved(in: theme), typography: field.typography)]
                : [DrawnText(field.text, color: field.textColor.resolved(in: theme), typography: field.typography)]
        default:
            runs = []
        }
        return runs.filter { !$0.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// A label's text in its color, or each run of its styled text in the run's color,
    /// size and weight over the label's, neighbours that read alike joined.
    private static func labelRuns(_ label: Label, theme: Theme) -> [DrawnText] {
        let base = label.typography, color = label.textColor.resolved(in: theme)
        guard let styled = label.attributedText?.attributedText(in: theme) else {
            return [DrawnText(label.text, color: color, typography: base)]
        }
        var runs: [DrawnText] = []
        for run in styled.runs {
            let string = String(styled.string[run.range])
            guard !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
            let next = DrawnText(string, color: run.attributes.color ?? color, fontSize: run.attributes.fontSize ?? base.fontSize,
                                 weight: Double((run.attributes.fontWeight ?? base.fontWeight).value))
            if let last = runs.last, last.color == next.color, last.fontSize == next.fontSize, last.weight == next.weight {
                runs[runs.count - 1].string += " " + next.string.trimmingCharacters(in: .whitespacesAndNewlines)
            } else {
                runs.append(next)
            }
        }
        return runs
    }
}
