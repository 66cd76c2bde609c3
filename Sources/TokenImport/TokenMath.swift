import Foundation
import TokenModel

/// Tokens Studio's math in a value (`"4 * 2"`, `"16px / 2"`, `"roundTo(10 / 3, 2)"`), once
/// every reference in it is replaced by a value: `+ - * /`, parentheses, and the functions
/// `roundTo`, `round`, `floor`, `ceil`, `abs`, `min`, `max`. Units follow sd-transforms'
/// `checkAndEvaluateMath` (Tokens Studio's own rule): `px` counts as a plain number, and the
/// result takes `px` when any operand had it (`4px * 7px` is `28px`); one other unit may
/// appear, and the result takes it (`4 * 7rem` is `28rem`, `2em * 20px` is `40em`); with
/// only `*` between them its quantities multiply freely (`4 * 7em * 8em` is `224em`), else
/// CSS `calc()`'s rules apply (`4 + 7rem` and `1000 / 20em` have no answer). Two units
/// besides px (`8px + 1rem` is fine, `4em + 7rem` is not) are refused, never guessed. The
/// result is rounded to 4 decimals, sd-transforms' default `mathFractionDigits`.
struct TokenMath {
    // MARK: - Nested types

    /// Why an expression has no constant value.
    struct Failure: Error {
        var message: String
    }

    private enum Piece: Equatable {
        case quantity(CSSValues.Quantity)
        case symbol(Character)
        case name(String)
    }

    // MARK: - Properties

    private var pieces: [Piece]
    private var index = 0
    /// How deep the parentheses and calls around the current piece go.
    private var depth = 0
    /// Deeper nesting is refused, so no expression can exhaust the stack.
    private static let deepestNesting = 64

    // MARK: - Evaluating

    /// Whether `text` looks like an expression rather than a plain value: it has an
    /// operator between operands, or a function call (words alone, `Bold Italic`, are not).
    static func isExpression(_ text: String) -> Bool {
        guard let pieces = try? tokenize(text) else { return false }
        return pieces.count > 1 && pieces.contains { if case .symbol = $0 { true } else { false } }
    }

    /// The value of the expression `text`.
    /// - Throws: ``Failure`` saying why it has no constant value.
    static func evaluate(_ text: String) throws(Failure) -> CSSValues.Quantity {
        var pieces = try tokenize(text)
        var hasPx = false
        var units: [String] = []
        for piece in pieces {
            guard case .quantity(let quantity) = piece, !quantity.unit.isEmpty else { continue }
            if quantity.unit == "px" { hasPx = true } else if !units.contains(quantity.unit) { units.append(quantity.unit) }
        }
        guard units.count <= 1 else { throw Failure(message: "mixes the units \(units.joined(separator: " and ")), which have no exact ratio") }
        let unit = units.first
        let onlyProducts = !pieces.contains { [.symbol("+"), .symbol("-"), .symbol("/")].contains($0) }
        // px is a plain number here, and so is the one other unit when only products join them.
        pieces = pieces.map { piece in
            guard case .quantity(let quantity) = piece, quantity.unit == "px" || (onlyProducts && quantity.unit == unit) else { return piece }
            return .quantity(CSSValues.Quantity(value: quantity.value, unit: ""))
        }
        var math = TokenMath(pieces: pieces)
        let value = try math.sum()
        guard math.index == math.pieces.count else { throw Failure(message: "'\(text)' is not an expression convert understands") }
        guard value.value.isFinite else { throw Failure(message: "'\(text)' has no finite value") }
        let rounded = (value.value * fractionScale).rounded() / fractionScale
        return CSSValues.Quantity(value: rounded == 0 ? 0 : rounded, unit: unit ?? (hasPx ? "px" : ""))
    }

    /// Results keep 4 decimals, as sd-transforms' default `mathFractionDigits` does.
    private static let fractionScale = 10_000.0

    // MARK: - Private: reading

    private static func tokenize(_ text: String) throws(Failure) -> [Piece] {
        var pieces: [Piece] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" { index += 1; continue }
            if "+-*/(),".contains(character) {
                // A sign right after an operator or at the start belongs to the number.
                let isSign = (character == "-" || character == "+") && (pieces.last.map { if case .symbol(let s) = $0 { s != ")" } else { false } } ?? true)
                if !isSign || !(index + 1 < characters.count && (characters[index + 1].isNumber || characters[index + 1] == ".")) {
                    pieces.append(.symbol(character))
                    index += 1
                    continue
                }
            }
            if character.isNumber || character == "." || character == "-" || character == "+" {
                var end = index + 1
                while end < characters.count, characters[end].isNumber || characters[end] == "." || characters[end].isLetter || characters[end] == "%" { end += 1 }
                guard let quantity = CSSValues.quantity(String(characters[index..<end])) else {
                    throw Failure(message: "'\(String(characters[index..<end]))' is not a number")
                }
                pieces.append(.quantity(quantity))
                index = end
                continue
            }
            if character.isLetter {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
                pieces.append(.name(String(characters[index..<end])))
                index = end
                continue
            }
            throw Failure(message: "'\(character)' is not part of an expression convert understands")
        }
        return pieces
    }

    private var next: Piece? { index < pieces.count ? pieces[index] : nil }

    private mutating func sum() throws(Failure) -> CSSValues.Quantity {
        var value = try product()
        while let piece = next, piece == .symbol("+") || piece == .symbol("-") {
            index += 1
            let right = try product()
            guard value.unit == right.unit || value.value == 0 || right.value == 0 else {
                throw Failure(message: "adds \(Self.text(value)) and \(Self.text(right)), whose units differ")
            }
            let unit = value.unit.isEmpty ? right.unit : value.unit
            value = CSSValues.Quantity(value: piece == .symbol("+") ? value.value + right.value : value.value - right.value, unit: unit)
        }
        return value
    }

    private mutating func product() throws(Failure) -> CSSValues.Quantity {
        var value = try factor()
        while let piece = next, piece == .symbol("*") || piece == .symbol("/") {
            index += 1
            let right = try factor()
            if piece == .symbol("*") {
                guard value.unit.isEmpty || right.unit.isEmpty else { throw Failure(message: "multiplies \(Self.text(value)) by \(Self.text(right)); one must have no unit") }
                value = CSSValues.Quantity(value: value.value * right.value, unit: value.unit.isEmpty ? right.unit : value.unit)
            } else {
                guard right.value != 0 else { throw Failure(message: "divides by zero") }
                if right.unit == value.unit {
                    value = CSSValues.Quantity(value: value.value / right.value, unit: "")
                } else {
                    guard right.unit.isEmpty else { throw Failure(message: "divides \(Self.text(value)) by \(Self.text(right)), whose units differ") }
                    value = CSSValues.Quantity(value: value.value / right.value, unit: value.unit)
                }
            }
        }
        return value
    }

    private mutating func factor() throws(Failure) -> CSSValues.Quantity {
        guard let piece = next else { throw Failure(message: "the expression ends early") }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepestNesting else { throw Failure(message: "nests more than \(Self.deepestNesting) levels deep") }
        index += 1
        switch piece {
        case .quantity(let quantity):
            return quantity
        case .symbol("("):
            let value = try sum()
            try expect(")")
            return value
        case .symbol("-"):
            let value = try factor()
            return CSSValues.Quantity(value: -value.value, unit: value.unit)
        case .name(let name):
            try expect("(")
            var arguments = [try sum()]
            while next == .symbol(",") {
                index += 1
                arguments.append(try sum())
            }
            try expect(")")
            return try call(name, arguments)
        default:
            throw Failure(message: "unexpected '\(piece)' in the expression")
        }
    }

    private mutating func expect(_ symbol: Character) throws(Failure) {
        guard next == .symbol(symbol) else { throw Failure(message: "expected '\(symbol)' in the expression") }
        index += 1
    }

    private func call(_ name: String, _ arguments: [CSSValues.Quantity]) throws(Failure) -> CSSValues.Quantity {
        let first = arguments[0]
        func same(_ value: Double) -> CSSValues.Quantity { CSSValues.Quantity(value: value, unit: first.unit) }
        switch (name, arguments.count) {
        case ("roundTo", 1), ("round", 1): return same(first.value.rounded())
        case ("roundTo", 2):
            guard arguments[1].unit.isEmpty, arguments[1].value == arguments[1].value.rounded(), (0...15).contains(arguments[1].value) else {
                throw Failure(message: "roundTo's second argument must be a whole number of decimals")
            }
            let scale = pow(10, arguments[1].value)
            return same((first.value * scale).rounded() / scale)
        case ("floor", 1): return same(first.value.rounded(.down))
        case ("ceil", 1): return same(first.value.rounded(.up))
        case ("abs", 1): return same(abs(first.value))
        case ("min", _), ("max", _):
            guard arguments.allSatisfy({ $0.unit == first.unit }) else { throw Failure(message: "\(name) of values whose units differ") }
            let values = arguments.map(\.value)
            return same(name == "min" ? values.min()! : values.max()!)
        default:
            throw Failure(message: "the function '\(name)' with \(arguments.count) argument(s) is not one convert evaluates (roundTo, round, floor, ceil, abs, min, max)")
        }
    }

    private static func text(_ quantity: CSSValues.Quantity) -> String {
        "\(quantity.value.shortestText)\(quantity.unit)"
    }
}
