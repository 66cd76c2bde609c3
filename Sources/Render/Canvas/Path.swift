import CCairoPango
import Foundation

/// A shape to fill, stroke, clip to or cast a shadow from: a list of subpaths made of
/// lines, cubic Bézier curves and circular arcs, in points.
///
/// Build it like a `UIBezierPath` or `CGMutablePath`:
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 0))
/// path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 14, y: 5))
/// path.closeSubpath()
/// ```
///
/// A path may hold coordinates that are not finite; it does not check them when it is
/// built. ``Canvas`` checks ``isFinite`` before drawing and records
/// ``RenderError/nonFiniteGeometry(_:)`` instead of drawing such a path.
public struct Path: Sendable, Hashable {
    // MARK: - Nested types

    /// One drawing command.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A circular arc; angles in radians from the positive x axis, growing towards the
        /// positive y axis (downwards), as UIKit measures them. When the path has a current
        /// point, a line joins it to the start of the arc.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    // MARK: - Properties

    /// The commands in the order they were added.
    public private(set) var elements: [Element] = []
    /// Where the next line or curve starts; `nil` before the first `move`.
    public private(set) var currentPoint: CGPoint?
    private var subpathStart: CGPoint?

    // MARK: - Initializers

    /// An empty path.
    public init() {}

    /// A rectangle, clockwise from its top-left corner.
    public init(rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with one circular radius per corner, clamped as CSS and UIKit do so
    /// that neighbouring corners never overlap (see ``CornerRadii/clamped(to:)``).
    public init(roundedRect rect: CGRect, cornerRadii: CornerRadii) {
        addRoundedRect(rect, cornerRadii: cornerRadii)
    }

    /// A rectangle with the same radius at every corner.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(rect, cornerRadii: CornerRadii(cornerRadius))
    }

    /// The ellipse that fits `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a line from the current point to `point`; without a current point, starts a
    /// subpath at `point` instead (as Cairo does).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point`. Without a current
    /// point the curve starts at `control1`, as Cairo does.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point`, stored as the
    /// equal cubic curve. Without a current point the curve starts at `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let start = currentPoint ?? control
        if currentPoint == nil { move(to: control) }
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Adds a circular arc around `center`. `clockwise` (on screen, y pointing down) means
    /// growing angles, as in UIKit. A line joins the current point, if any, to the arc.
    /// A negative radius draws as 0, as it does in Cairo.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // The points the arc is drawn through: `replay` draws a negative radius as 0.
        let drawn = radius < 0 ? 0 : radius
        let start = CGPoint(x: center.x + drawn * cos(startAngle), y: center.y + drawn * sin(startAngle))
        if currentPoint == nil { subpathStart = start }
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
        currentPoint = CGPoint(x: center.x + drawn * cos(endAngle), y: center.y + drawn * sin(endAngle))
    }

    /// Closes the current subpath; the current point goes back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds a closed rectangle as a new subpath; `CGRect.null` adds nothing.
    public mutating func addRect(_ rect: CGRect) {
        guard !rect.isNull else { return }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed rounded rectangle as a new subpath, clockwise from the top edge.
    /// Radii are clamped with ``CornerRadii/clamped(to:)``; a rectangle with no radius is
    /// added as a plain rectangle. `CGRect.null` adds nothing.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadii: CornerRadii) {
        guard !rect.isNull else { return }
        let rect = rect.standardized
        let radii = cornerRadii.clamped(to: rect.size)
        guard !radii.isZero else { return addRect(rect) }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let quarter = CGFloat.pi / 2
        move(to: CGPoint(x: minX + radii.topLeft, y: minY))
        corner(CGPoint(x: maxX - radii.topRight, y: minY + radii.topRight), radii.topRight, from: -quarter,
               else: CGPoint(x: maxX, y: minY))
        corner(CGPoint(x: maxX - radii.bottomRight, y: maxY - radii.bottomRight), radii.bottomRight, from: 0,
               else: CGPoint(x: maxX, y: maxY))
        corner(CGPoint(x: minX + radii.bottomLeft, y: maxY - radii.bottomLeft), radii.bottomLeft, from: quarter,
               else: CGPoint(x: minX, y: maxY))
        corner(CGPoint(x: minX + radii.topLeft, y: minY + radii.topLeft), radii.topLeft, from: .pi,
               else: CGPoint(x: minX, y: minY))
        closeSubpath()
    }

    /// Adds the ellipse that fits `rect` as a closed subpath of four cubic curves;
    /// `CGRect.null` adds nothing.
    public mutating func addEllipse(in rect: CGRect) {
        guard !rect.isNull else { return }
        let rect = rect.standardized
        // The control point distance that makes a quarter circle from one cubic curve.
        let kappa: CGFloat = 0.552_284_749_830_793_4
        let (cx, cy) = (rect.midX, rect.midY)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let (ox, oy) = (rx * kappa, ry * kappa)
        move(to: CGPoint(x: rect.maxX, y: cy))
        addCurve(to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + oy),
                 control2: CGPoint(x: cx + ox, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - ox, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: cy + oy))
        addCurve(to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - oy),
                 control2: CGPoint(x: cx - ox, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + ox, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: cy - oy))
        closeSubpath()
    }

    /// Adds every subpath of `other`.
    public mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
        if other.currentPoint != nil {
            currentPoint = other.currentPoint
            subpathStart = other.subpathStart
        }
    }

    // MARK: - Inspecting

    /// The largest coordinate or radius, in points, a path may use. Cairo keeps device
    /// coordinates in 24.8 fixed point (about ±8.4 million pixels), so nothing beyond can
    /// be drawn as asked; and an arc's cost grows with its radius (a radius of 1e30 takes
    /// seconds, 1e300 never ends), so a bound keeps every draw quick.
    public static let coordinateLimit: CGFloat = 10_000_000

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate, radius and angle is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point):
                point.isFinite
            case .curve(let point, let control1, let control2):
                point.isFinite && control1.isFinite && control2.isFinite
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                center.isFinite && radius.isFinite && startAngle.isFinite && endAngle.isFinite
            case .close:
                true
            }
        }
    }

    /// Whether every coordinate and radius is within ``coordinateLimit`` (and so finite)
    /// and every angle is finite.
    public var isWithinLimits: Bool {
        func fits(_ value: CGFloat) -> Bool { abs(value) <= Self.coordinateLimit }
        func fits(_ point: CGPoint) -> Bool { fits(point.x) && fits(point.y) }
        return elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point):
                fits(point)
            case .curve(let point, let control1, let control2):
                fits(point) && fits(control1) && fits(control2)
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                fits(center) && fits(radius) && startAngle.isFinite && endAngle.isFinite
            case .close:
                true
            }
        }
    }

    // MARK: - Drawing

    /// Replaces the current path of `context` with this one, in its user space.
    func replay(in context: OpaquePointer) {
        cairo_new_path(context)
        for element in elements {
            switch element {
            case .move(let point):
                cairo_move_to(context, Double(point.x), Double(point.y))
            case .line(let point):
                cairo_line_to(context, Double(point.x), Double(point.y))
            case .curve(let point, let control1, let control2):
                cairo_curve_to(context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(point.x), Double(point.y))
            case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
                let arc = clockwise ? cairo_arc : cairo_arc_negative
                let end = Self.boundedEndAngle(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise)
                arc(context, Double(center.x), Double(center.y), Double(max(radius, 0)), Double(startAngle), end)
            case .close:
                cairo_close_path(context)
            }
        }
    }

    // MARK: - Private

    /// `end`, moved by whole turns so that the arc sweeps less than two turns but ends at
    /// the same angle. Cairo draws every turn of a longer sweep (up to 65,536 of them),
    /// which takes seconds and shows nothing a second turn does not.
    static func boundedEndAngle(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let sweep = clockwise ? end - start : start - end
        guard sweep > 2 * turn else { return end }
        let kept = turn + sweep.truncatingRemainder(dividingBy: turn)
        return clockwise ? start + kept : start - kept
    }

    /// A quarter arc clockwise from `startAngle`, or a sharp corner at `point` when the
    /// radius is zero.
    private mutating func corner(_ center: CGPoint, _ radius: CGFloat, from startAngle: CGFloat, else point: CGPoint) {
        if radius > 0 {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + .pi / 2, clockwise: true)
        } else {
            addLine(to: point)
        }
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
