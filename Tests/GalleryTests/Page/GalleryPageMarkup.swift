import Foundation

/// The tags of a gallery page, read the way a browser tokenizes them (outside the page's own
/// `<style>` and `<script>`), for tests that prove text from a design system never became
/// markup: every tag is one the page writes, every attribute one it uses, every value quoted.
struct GalleryPageMarkup {
    // MARK: - Nested types

    struct Tag {
        var name: String
        var isClosing: Bool
        /// Attribute name → value (`""` for one without a value), in order.
        var attributes: [(name: String, value: String)]
        var raw: String
    }

    enum MarkupError: Error, CustomStringConvertible {
        case unreadable(String)
        var description: String {
            switch self { case .unreadable(let why): "unreadable markup: \(why)" }
        }
    }

    // MARK: - Properties

    var tags: [Tag] = []
    /// The text between the page's `<style>` tags and between its `<script>` tags.
    var styles: [String] = []
    var scripts: [String] = []

    /// The attribute values of every tag named `tag` with an attribute `attribute`.
    func values(of attribute: String, in tag: String? = nil) -> [String] {
        tags.filter { tag == nil || $0.name == tag }.flatMap { $0.attributes.filter { $0.name == attribute }.map(\.value) }
    }

    // MARK: - Initializers

    init(html: String) throws {
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[open...]
            if rest.hasPrefix("<!doctype") || rest.hasPrefix("<!DOCTYPE") {
                guard let close = rest.firstIndex(of: ">") else { throw MarkupError.unreadable("doctype") }
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { throw MarkupError.unreadable("a tag never closes") }
            let raw = String(rest[rest.index(after: rest.startIndex)..<close])
            let tag = try Self.tag(raw)
            tags.append(tag)
            rest = rest[rest.index(after: close)...]
            // The page's own CSS and script are raw text up to their closing tag.
            if !tag.isClosing, tag.name == "style" || tag.name == "script" {
                guard let end = rest.range(of: "</\(tag.name)>") else { throw MarkupError.unreadable("no </\(tag.name)>") }
                if tag.name == "style" { styles.append(String(rest[..<end.lowerBound])) } else { scripts.append(String(rest[..<end.lowerBound])) }
                rest = rest[end.lowerBound...]
            }
        }
    }

    // MARK: - Private

    private static func tag(_ raw: String) throws -> Tag {
        var scanner = Substring(raw)
        let isClosing = scanner.hasPrefix("/")
        if isClosing { scanner = scanner.dropFirst() }
        let name = String(scanner.prefix { $0.isLetter || $0.isNumber })
        guard !name.isEmpty else { throw MarkupError.unreadable("a tag without a name: <\(raw.prefix(80))>") }
        scanner = scanner.dropFirst(name.count)
        var attributes: [(name: String, value: String)] = []
        while true {
            scanner = scanner.drop { $0 == " " || $0 == "\n" }
            if scanner.isEmpty { break }
            let attribute = String(scanner.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
            guard !attribute.isEmpty else { throw MarkupError.unreadable("junk in <\(raw.prefix(120))>") }
            scanner = scanner.dropFirst(attribute.count)
            if scanner.hasPrefix("=\"") {
                scanner = scanner.dropFirst(2)
                guard let quote = scanner.firstIndex(of: "\"") else { throw MarkupError.unreadable("an unclosed value in <\(raw.prefix(120))>") }
                attributes.append((attribute, String(scanner[..<quote])))
                scanner = scanner[scanner.index(after: quote)...]
                guard scanner.isEmpty || scanner.hasPrefix(" ") || scanner.hasPrefix("\n") else {
                    throw MarkupError.unreadable("no space after a value in <\(raw.prefix(120))>")
                }
            } else {
                attributes.append((attribute, ""))
            }
        }
        return Tag(name: name, isClosing: isClosing, attributes: attributes, raw: raw)
    }
}
