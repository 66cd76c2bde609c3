import Foundation
import OrderedCollections

/// Lengths and durations: the standard `{value, unit}` objects, what `--compat` reads
/// besides, and the lengths inside a typography, where `em` has a font size to refer to.
extension TokenValueParser {
    // MARK: - Dimensions

    /// - Parameter insideTypography: whether the length belongs to a typography, which
    ///   converts an `em` against its own font size; anywhere else an `em` is taken against
    ///   the root font size, with a warning naming the token.
    func dimension(_ node: SourceNode, insideTypography: Bool = false, log: inout DiagnosticLog) -> Dimension? {
        if let members = node.object, members.count >= 2, members["value"] == nil, members["unit"] == nil {
            // Paragon's padding `{x: ".5rem", y: ".75rem"}` or `{offset-x, offset-y}`: several lengths, not one.
            let names = members.keys.joined(separator: ", ")
            return leaveOut("its dimension is a set of \(members.count) lengths {\(names)}, which one dimension cannot hold", at: node, log: &log)
        }
        if !insideTypography, let text = node.string, log.mode == .compat, Self.compatDimension(node) == nil, !text.hasSuffix("%"), !Self.isCSSExpression(text) {
            // Paragon's print page size "a3": a CSS word, no length.
            return leaveOut("its dimension \"\(text)\" is no length", at: node, log: &log)
        }
        if !insideTypography, let text = node.string, text.hasSuffix("%") || Self.isCSSExpression(text) {
            return leaveOut("its dimension \"\(text)\" is a percentage of an unknown base or a CSS expression, which has no exact length", at: node, log: &log)
        }
        if !Self.isStandardDimension(node), let (dimension, written) = Self.compatDimension(node) {
            guard log.deviation(.dimensionUnit, "token '\(path)': a dimension must be {value, unit} in px or rem, not \(written)", at: node.location) else {
                return nil
            }
            if dimension.unit == .em, !insideTypography {
                warnAgainstRootSize(dimension, what: "\(dimension)", at: node, log: &log)
            }
            return checkedLength(dimension, at: node, log: &log)
        }
        guard let (value, unit) = measure(node, of: "dimension", units: Dimension.Unit.standard, log: &log) else { return nil }
        return checkedLength(Dimension(value, unit), at: node, log: &log)
    }

    /// Says that an `em` length, which refers to the font size of the text around it, is
    /// taken against the root font size in points, and kept as written in CSS and JSON.
    private func warnAgainstRootSize(_ length: Dimension, what: String, at node: SourceNode, log: inout DiagnosticLog) {
        log.warning("token '\(path)': \(what) is relative to the font size of the text around it, which a token cannot know; "
                    + "CSS and JSON keep \(length), Swift and the renderer take it against the root size "
                    + "\(Double(Dimension.defaultRemSize).shortestText)px: \(Double(length.points()).shortestText)pt (--compat)", at: node.location)
    }

    /// `dimension` when it is no longer than ``ValueLimits/largestLength`` (in points, or as
    /// written for a unit with no size in points).
    private func checkedLength(_ dimension: Dimension, at node: SourceNode, log: inout DiagnosticLog) -> Dimension? {
        let length = dimension.hasPointSize ? Double(dimension.points()) : dimension.value
        guard length.isFinite, abs(length) <= ValueLimits.largestLength else {
            let limit = ValueLimits.largestLength.shortestText
            let range = "from -\(limit) to \(limit) px"
            // A length in rem or em is named in its own unit and in the pixels it converts to.
            guard dimension.unit != .px, dimension.hasPointSize else {
                return fail("a dimension must be \(range), not \(dimension)", at: node, log: &log)
            }
            let unit = dimension.unit.rawValue
            let remSize = Double(Dimension.defaultRemSize)
            let converted = length.isFinite ? ", which is \(length.shortestText) px" : ""
            return fail("a dimension must be \(range) (\((ValueLimits.largestLength / remSize).shortestText) \(unit) either way, at \(remSize.shortestText) px per \(unit)), "
                        + "not \(dimension)\(converted)", at: node, log: &log)
        }
        return dimension
    }

    /// Whether `node` is `{value: number, unit: "px" | "rem"}`.
    private static func isStandardDimension(_ node: SourceNode) -> Bool {
        guard let members = node.object, members.count == 2, members["value"]?.number != nil,
              let name = members["unit"]?.string, let unit = Dimension.Unit(rawValue: name) else { return false }
        return Dimension.Unit.standard.contains(unit)
    }

    /// Lengths DTCG does not allow but real systems write, with how they were written: a
    /// bare number (px), a CSS string (`"0.16px"`, `"1.5rem"`: the same length as the object
    /// form), or `{value, unit}` in em, vw or vh (kept so, for the outputs that understand
    /// them), dp, pt or no unit (1 px each). `nil` when `node` is none of these.
    private static func compatDimension(_ node: SourceNode) -> (dimension: Dimension, written: String)? {
        let value: Double
        let unitName: String
        let written: String
        switch node.value {
        case .number(let number):
            (value, unitName, written) = (number, "px", "the number \(number.shortestText)")
        case .string(let text):
            guard let (number, rest) = numberAndUnit(text) else { return nil }
            (value, unitName, written) = (number, rest.isEmpty ? "px" : rest, "the string \"\(text)\"")
        case .object(let members):
            guard members.count == 2, let number = members["value"]?.number, let name = members["unit"]?.string else { return nil }
            (value, unitName, written) = (number, name, "the unit \"\(name)\"")
        default:
            return nil
        }
        let unit: Dimension.Unit
        switch unitName {
        case "px", "dp", "pt", "": unit = .px
        default:
            guard let named = Dimension.Unit(rawValue: unitName) else { return nil }
            unit = named
        }
        return (Dimension(value, unit), written)
    }

    /// `"1.5rem"` as 1.5 and `rem`; `nil` when the text does not start with a number.
    private static func numberAndUnit(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard let number = Double(digits) else { return nil }
        return (number, String(trimmed.dropFirst(digits.count)))
    }

    // MARK: - Durations

    func duration(_ node: SourceNode, log: inout DiagnosticLog) -> TokenDuration? {
        let duration: TokenDuration
        if let text = node.string, let (value, unitName) = Self.numberAndUnit(text), let unit = TokenDuration.Unit(rawValue: unitName) {
            guard log.deviation(.durationString, "token '\(path)': a duration must be {value, unit} in ms or s, not the string \"\(text)\"", at: node.location) else {
                return nil
            }
            duration = TokenDuration(value, unit)
        } else {
            guard let (value, unit) = measure(node, of: "duration", units: TokenDuration.Unit.allCases, log: &log) else { return nil }
            duration = TokenDuration(value, unit)
        }
        // DTCG 2025.10: a duration is a length of time; CSS refuses a negative one too.
        guard duration.value >= 0 else {
            return fail("a duration is a length of time and must not be negative, not \(duration)", at: node, log: &log)
        }
        return duration
    }

    // MARK: - Typography

    func typography(_ node: SourceNode, log: inout DiagnosticLog) -> Typography? {
        let fields = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        var node = node
        if var members = node.object {
            // Real systems leave out letterSpacing or lineHeight and add CSS properties.
            for (key, value) in members where !fields.contains(key) {
                guard log.deviation(.typographyShape, "token '\(path)': a typography value has no property '\(key)'", at: value.location) else { return nil }
                members[key] = nil
            }
            for key in ["letterSpacing", "lineHeight"] where members[key] == nil {
                guard log.deviation(.typographyShape, "token '\(path)': a typography value needs '\(key)'", at: node.location) else { return nil }
            }
            node = SourceNode(.object(members), at: node.location)
        }
        let required = log.mode == .compat ? ["fontFamily", "fontSize", "fontWeight"] : fields
        guard let members = members(node, of: "typography", required: required, optional: fields, log: &log),
              let family = fontFamily(members["fontFamily"]!, log: &log),
              let size = dimension(members["fontSize"]!, insideTypography: true, log: &log),
              let weight = fontWeight(members["fontWeight"]!, log: &log)
        else { return nil }
        var spacing = Dimension(0)
        if let spacingNode = members["letterSpacing"] {
            guard let value = dimension(spacingNode, insideTypography: true, log: &log) else { return nil }
            spacing = value
        }
        guard let sizePoints = fontSizePoints(size, at: members["fontSize"]!, log: &log),
              let spacingPoints = points(of: spacing, fontSize: sizePoints, field: "letterSpacing", at: members["letterSpacing"] ?? node, log: &log)
        else { return nil }
        var lineHeight: Double?
        if let lineHeightNode = members["lineHeight"] {
            guard let value = self.lineHeight(lineHeightNode, fontSize: sizePoints, log: &log) else { return nil }
            lineHeight = value
        }
        let written = Typography(fontFamily: family, fontSize: sizePoints, fontWeight: weight, letterSpacing: spacingPoints, lineHeight: lineHeight)
        guard var typography = checkedLineBox(written, members: members, at: node, log: &log) else { return nil }
        if size.unit != .px || spacing.unit != .px {
            typography.authored = AuthoredTypography(fontSize: size, letterSpacing: spacing)
        }
        for warning in ValueLimits.clampWarnings(for: typography) {
            log.warning("token '\(path)': \(warning) by the renderer (previews and snapshots); the generated code keeps the value as written", at: node.location)
        }
        return typography
    }

    /// `typography` when its letter spacing and line height, in points, are lengths no
    /// longer than ``ValueLimits/largestLength``, as every other length (an `em` spacing or
    /// a line-height multiple reaches past it from small numbers); `nil` after saying which.
    private func checkedLineBox(_ typography: Typography, members: OrderedDictionary<String, SourceNode>, at node: SourceNode,
                                log: inout DiagnosticLog) -> Typography? {
        let limit = ValueLimits.largestLength
        let spacing = Double(typography.letterSpacing)
        guard abs(spacing) <= limit else {
            return fail("a typography's letterSpacing must be at most \(limit.shortestText) px, not \(spacing.shortestText) px",
                        at: members["letterSpacing"] ?? node, log: &log)
        }
        if let multiple = typography.lineHeight {
            let height = multiple * Double(typography.fontSize)
            guard height <= limit else {
                return fail("a typography's line height (fontSize × lineHeight) must be at most \(limit.shortestText) px, not \(height.shortestText) px",
                            at: members["lineHeight"] ?? node, log: &log)
            }
        }
        return typography
    }

    /// A typography's font size in points, greater than 0. An `em` font size refers to the
    /// text around, which a token cannot know (Primer writes one for inline code): CSS and
    /// JSON keep it, and the points take it against the root font size, with a warning that
    /// says so. A viewport unit has no size in points: an error.
    private func fontSizePoints(_ size: Dimension, at node: SourceNode, log: inout DiagnosticLog) -> CGFloat? {
        let points: CGFloat
        switch size.unit {
        case .px, .rem:
            points = size.points()
        case .em:
            points = size.points()
            warnAgainstRootSize(size, what: "a typography's fontSize \(size)", at: node, log: &log)
        case .vw, .vh:
            return fail("a typography's fontSize must be in px or rem: \(size) has no size in points", at: node, log: &log)
        }
        guard points > 0 else { return fail("a typography's fontSize must be greater than 0", at: node, log: &log) }
        return points
    }

    /// A length inside a typography in points: `em` against the typography's own font size
    /// in points (0.05em on 20px is 1pt); `nil` after reporting a viewport unit, which has none.
    private func points(of length: Dimension, fontSize: CGFloat, field: String, at node: SourceNode, log: inout DiagnosticLog) -> CGFloat? {
        switch length.unit {
        case .px, .rem: return length.points()
        case .em: return CGFloat(length.value) * fontSize
        case .vw, .vh: return fail("a typography's \(field) in \(length.unit.rawValue) has no size in points", at: node, log: &log)
        }
    }

    /// The line height as a multiple of the font size: a number, or under `--compat` a
    /// length (`1.5em` is 1.5; `24px` on 16px is 1.5).
    private func lineHeight(_ node: SourceNode, fontSize: CGFloat, log: inout DiagnosticLog) -> Double? {
        let multiple: Double
        if node.object != nil || node.string != nil {
            guard let height = dimension(node, insideTypography: true, log: &log),
                  log.deviation(.typographyShape, "token '\(path)': a typography's lineHeight must be a number (a multiple of the font size)", at: node.location),
                  let points = points(of: height, fontSize: fontSize, field: "lineHeight", at: node, log: &log)
            else { return nil }
            multiple = Double(points / fontSize)
        } else {
            guard let value = number(node, field: "lineHeight", log: &log) else { return nil }
            multiple = value
        }
        guard multiple > 0 else {
            return fail("a typography's lineHeight must be greater than 0 (a multiple of the font size)", at: node, log: &log)
        }
        return multiple
    }
}
