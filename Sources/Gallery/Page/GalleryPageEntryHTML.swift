import Foundation
import HTMLText
import TokenModel

/// The HTML of the gallery's sections: groups of entries, each with its name, source, text,
/// facts and references beside its variants (one per set of themes that look alike), each
/// variant with its pictures.
///
/// The script finds what it filters by `data-` attributes: `data-search` on an entry (its
/// name, group and keywords, lowercased) and `data-themes` on a variant (the indices of its
/// themes in ``GalleryPageContent/themes``, between spaces).
struct GalleryPageEntryHTML {
    // MARK: - Nested types

    /// The words the search box finds marked entries by: `is:failed` (a picture not drawn),
    /// `is:warning` (a fact marked as a warning), `is:deprecated`.
    enum Mark: String, CaseIterable {
        case failed = "is:failed"
        case warning = "is:warning"
        case deprecated = "is:deprecated"
    }

    /// A memo the page fills while it is written (one page is written on one thread).
    private final class VariantHeads {
        var byThemes: [[Theme]: (opening: String, label: String)] = [:]
    }

    // MARK: - Properties

    let content: GalleryPageContent
    /// Every entry on the page.
    let entryCount: Int
    /// Every picture on the page, failed ones included.
    let imageCount: Int
    /// The pictures that could not be drawn.
    let failedCount: Int
    /// The entries with a fact marked as a warning (a fallback font, contrast below AA).
    let warningCount: Int
    /// The deprecated entries.
    let deprecatedCount: Int
    /// Each theme's index in the content's themes: what `data-themes` lists.
    private let themeIndex: [Theme: Int]
    /// Each entry's id by its name, so that a reference to a token links to its entry.
    private let idByName: [String: String]
    /// How a variant's themes are named.
    private let themeLabels: GalleryThemeLabels
    /// Variant heads already built, by their themes.
    private let variantHeads = VariantHeads()
    /// How source files are named: relative to the token folder.
    private let sourcePaths: GallerySourcePaths
    /// The leading folders every source file's name shares but the last (`corpus/` of
    /// `corpus/primer/…`): left out of the file names shown, kept in their tooltip.
    private let sharedFolders: String

    // MARK: - Initializers

    init(content: GalleryPageContent) {
        self.content = content
        var themeIndex: [Theme: Int] = [:]
        for (index, theme) in content.themes.enumerated() where themeIndex[theme] == nil {
            themeIndex[theme] = index
        }
        self.themeIndex = themeIndex
        self.themeLabels = GalleryThemeLabels(content: content)
        var idByName: [String: String] = [:]
        var entryCount = 0, failedCount = 0, warningCount = 0, deprecatedCount = 0
        var files: Set<String> = []
        for section in content.sections {
            for entry in section.entries {
                files.formUnion([entry.source?.file].compactMap { $0 } + entry.variants.compactMap(\.source?.file))
                entryCount += 1
                if idByName[entry.name] == nil { idByName[entry.name] = entry.id }
                for picture in entry.variants.flatMap(\.pictures) {
                    if case .failed? = content.images[picture.recipe] { failedCount += 1 }
                }
                if Self.hasWarning(entry) { warningCount += 1 }
                if entry.deprecation != nil { deprecatedCount += 1 }
            }
        }
        self.idByName = idByName
        let sourcePaths = GallerySourcePaths(root: content.sourceFolder, files: files)
        var sharedFolders: [Substring]?
        for file in files {
            let folders = sourcePaths.name(of: file).split(separator: "/", omittingEmptySubsequences: false).dropLast()
            sharedFolders = Array(zip(sharedFolders ?? Array(folders), folders).prefix { $0 == $1 }.map(\.0))
        }
        self.sourcePaths = sourcePaths
        let leading = (sharedFolders ?? []).dropLast()
        self.sharedFolders = leading.isEmpty ? "" : leading.joined(separator: "/") + "/"
        self.entryCount = entryCount
        self.imageCount = content.sections.pictureCount
        self.failedCount = failedCount
        self.warningCount = warningCount
        self.deprecatedCount = deprecatedCount
    }


    // MARK: - Sections

    /// Appends `section`: its heading, its summary, and its entries under their groups.
    func appendSection(_ section: GallerySection, to html: inout String) {
        html += "<section class=\"gallery-section\" id=\"\(section.id.htmlEscaped)\">\n"
        html += "<h2>\(section.title.htmlEscaped) <span class=\"count\">\(section.entries.count)</span></h2>\n"
        if let summary = section.summary, !summary.isEmpty {
            html += "<p class=\"summary\">\(summary.htmlEscaped)</p>\n"
        }
        var index = section.entries.startIndex
        while index < section.entries.endIndex {
            // Adjacent entries of one group share a heading; the search hides a group whose
            // entries it all hides.
            let group = section.entries[index].group
            html += "<div class=\"group\">"
            if let group, !group.isEmpty {
                html += "<h3 class=\"group-name\">\(Self.nameHTML(group))</h3>"
            }
            html += "\n"
            while index < section.entries.endIndex, section.entries[index].group == group {
                appendEntry(section.entries[index], to: &html)
                index += 1
            }
            html += "</div>\n"
        }
        html += "</section>\n"
    }

    // MARK: - Private

    private func appendEntry(_ entry: GalleryEntry, to html: inout String) {
        var words = ([entry.name, entry.group ?? ""] + entry.keywords).filter { !$0.isEmpty }.map { $0.lowercased() }
        if entry.variants.contains(where: { $0.pictures.contains { picture in isFailed(picture) } }) { words.append(Mark.failed.rawValue) }
        if Self.hasWarning(entry) { words.append(Mark.warning.rawValue) }
        if entry.deprecation != nil { words.append(Mark.deprecated.rawValue) }
        let search = words.joined(separator: " ")
        // An entry that differs between themes gets the whole row when every theme is shown;
        // a component's states, a matrix, get it always.
        let states = Self.states(of: entry)
        let kind = states != nil ? "entry themed states" : entry.variants.count > 1 ? "entry themed" : "entry"
        html += "<article class=\"\(kind)\" id=\"\(entry.id.htmlEscaped)\" data-search=\"\(search.htmlEscaped)\""
        if entry.deprecation != nil { html += " data-deprecated=\"\"" }
        // A long path breaks after its dots rather than inside a word.
        let name = Self.nameHTML(entry.heading)
        // A component's title is a designer's name, not a path: set in the text face.
        let nameClass = entry.title == nil ? "name" : "name titled"
        html += ">\n<div class=\"meta\">\n<h4 class=\"\(nameClass)\"><a href=\"#\(entry.id.urlFragment)\">\(name)</a>"
        if entry.deprecation != nil { html += " <span class=\"badge deprecated\">deprecated</span>" }
        html += " <button type=\"button\" class=\"copy\" data-copy=\"\(entry.name.htmlEscaped)\" title=\"Copy \(entry.title == nil ? "the name" : "the style's path")\">copy</button></h4>\n"
        if let source = entry.source { html += sourceHTML(source) }
        if let deprecation = entry.deprecation {
            let reason = deprecation.isEmpty ? "Deprecated." : "Deprecated: \(deprecation)"
            html += "<p class=\"deprecation\">\(reason.htmlEscaped)</p>\n"
        }
        if let description = entry.description, !description.isEmpty {
            html += "<p class=\"description\">\(description.htmlEscaped)</p>\n"
        }
        appendFacts(entry.facts, to: &html)
        if !entry.references.isEmpty {
            html += "<ul class=\"references\">"
            for reference in entry.references {
                let target = Self.nameHTML("{\(reference.path)}")
                html += "<li><span class=\"property\">\(Self.nameHTML(reference.property))</span> → "
                if let id = idByName[reference.path] {
                    html += "<a href=\"#\(id.urlFragment)\">\(target)</a>"
                } else {
                    html += "<code>\(target)</code>"
                }
                html += "</li>"
            }
            html += "</ul>\n"
        }
        if let states {
            appendMatrix(of: entry, states: states, to: &html)
        } else {
            // Side by side in columns at least as wide as the widest picture; the variants'
            // parts in shared rows (CSS subgrid), so light and dark line up.
            html += "</div>\n<div class=\"variants\" style=\"--column: \(columnWidth(of: entry))px\">\n"
            for variant in entry.variants {
                appendVariant(variant, of: entry, to: &html)
            }
        }
        html += "</div>\n</article>\n"
    }

    private func appendVariant(_ variant: GalleryVariant, of entry: GalleryEntry, to html: inout String) {
        html += variantHead(variant.themes).opening
        html += variantHead(variant.themes).label
        if let source = variant.source { html += sourceHTML(source) }
        appendFacts(variant.facts, to: &html)
        if !variant.pictures.isEmpty {
            html += "<div class=\"pictures\">"
            for picture in variant.pictures {
                appendPicture(picture, of: entry, captioned: true, to: &html)
            }
            html += "</div>\n"
        }
        html += "</div>\n"
    }

    // MARK: - State matrix

    /// The states a component's entry shows as a matrix (states across, themes down): the
    /// captions of its pictures when there are two or more, all named and distinct, and
    /// every variant shows them in the same order; `nil` otherwise.
    static func states(of entry: GalleryEntry) -> [String]? {
        guard let first = entry.variants.first else { return nil }
        let captions = first.pictures.compactMap(\.caption)
        guard captions.count >= 2, captions.count == first.pictures.count, Set(captions).count == captions.count else { return nil }
        let same = entry.variants.allSatisfy { variant in variant.pictures.map(\.caption) == captions }
        return same ? captions : nil
    }

    /// A head row of the states, then one row per variant: its themes, source and facts,
    /// then its pictures in the states' columns (CSS subgrid, so every column lines up), at
    /// 1:1. One too wide for its card at 1:1 is stacked by the page's script (`.stacked`:
    /// each row's pictures wrap under their states' names), so every picture is seen whole.
    private func appendMatrix(of entry: GalleryEntry, states: [String], to html: inout String) {
        // As wide as its columns ask: where the meta leaves less, the matrix goes under it.
        var width = 13 * 14 + 12 * states.count
        for index in states.indices {
            width += entry.variants.compactMap { variant -> Int? in
                guard index < variant.pictures.count, case .image(let image)? = content.images[variant.pictures[index].recipe] else { return nil }
                return image.pointWidth
            }.max() ?? 0
        }
        html += "</div>\n<div class=\"variants matrix\" style=\"flex-basis: \(width)px\"><div class=\"matrix-grid\" style=\"grid-template-columns: minmax(13em, max-content) repeat(\(states.count), max-content)\">\n"
        html += "<div class=\"matrix-head\" aria-hidden=\"true\"><span class=\"matrix-corner\">\(content.themes.count > 1 ? "theme" : "")</span>"
        for state in states {
            html += "<span class=\"matrix-state\">\(Self.nameHTML(state))</span>"
        }
        html += "</div>\n"
        for variant in entry.variants {
            html += variantHead(variant.themes).opening
            html += "<div class=\"matrix-label\">\(variantHead(variant.themes).label)"
            if let source = variant.source { html += sourceHTML(source) }
            appendFacts(variant.facts, to: &html)
            html += "</div>"
            for picture in variant.pictures {
                appendPicture(picture, of: entry, captioned: false, to: &html)
            }
            html += "</div>\n"
        }
        html += "</div>"
    }

    /// The least width of a column of side-by-side variants, in CSS pixels: the widest
    /// picture and the variant's padding, and room for facts.
    private func columnWidth(of entry: GalleryEntry) -> Int {
        var widest = 0
        for picture in entry.variants.flatMap(\.pictures) {
            if case .image(let image)? = content.images[picture.recipe] { widest = max(widest, image.pointWidth) }
        }
        return max(widest + 18, 200)
    }

    /// `file:line`, the file shortened to the folders the page's sources do not all share;
    /// the location relative to the token folder in the tooltip. The file's name wraps after
    /// its slashes and dots (`Tokens/<wbr>components.<wbr>dark.<wbr>…`), so a long one
    /// under a narrow swatch stays inside its card rather than widen it.
    private func sourceHTML(_ source: SourceLocation) -> String {
        let name = sourcePaths.name(of: source.file)
        let file = !sharedFolders.isEmpty && name.hasPrefix(sharedFolders) ? String(name.dropFirst(sharedFolders.count)) : name
        let shown = "\(file):\(source.line)".split(separator: "/", omittingEmptySubsequences: false)
            .map { Self.nameHTML(String($0)) }.joined(separator: "/<wbr>")
        let location = "\(name):\(source.line):\(source.column)"
        return "<div class=\"source\" title=\"\(location.htmlEscaped)\">\(shown)</div>\n"
    }

    /// A picture in its figure; `captioned` false in a matrix, whose head names the states
    /// (a strip's frame labels stay). A matrix's picture also carries its state's name
    /// above it, shown only when the matrix is too wide for its card and stacks its rows.
    private func appendPicture(_ picture: GalleryPicture, of entry: GalleryEntry, captioned: Bool, to html: inout String) {
        let frames = picture.frameLabels.isEmpty ? "" : "<span class=\"frame-labels\">\(picture.frameLabels.joined(separator: " · ").htmlEscaped)</span>"
        var caption = picture.caption.map { "<figcaption>\(Self.nameHTML($0))\(frames)</figcaption>" } ?? ""
        var state = ""
        if !captioned {
            caption = frames.isEmpty ? "" : "<figcaption>\(frames)</figcaption>"
            state = picture.caption.map { "<span class=\"cell-state\">\(Self.nameHTML($0))</span>" } ?? ""
        }
        switch content.images[picture.recipe] {
        case .image(let image)?:
            let path = image.path.urlPathEncoded.htmlEscaped
            let alt = picture.caption.map { "\(entry.heading), \($0)" } ?? entry.heading
            html += "<figure class=\"picture\">\(state)<a class=\"zoomable\" href=\"\(path)\" data-pixels=\"\(image.pixelWidth)×\(image.pixelHeight)\">"
            html += "<img src=\"\(path)\" width=\"\(image.pointWidth)\" height=\"\(image.pointHeight)\" alt=\"\(alt.htmlEscaped)\" loading=\"lazy\" decoding=\"async\"></a>"
            if image.isAnimated { html += "<span class=\"badge animated\">animated</span>" }
            html += "\(caption)</figure>"
        case .failed(let message)?:
            html += "<figure class=\"picture failed\">\(state)<div class=\"failed-box\" role=\"img\" aria-label=\"picture not drawn\">"
            html += "<strong>⚠ Not drawn</strong><pre>\(message.htmlEscaped)</pre></div>\(caption)</figure>"
        case nil:
            html += "<figure class=\"picture failed\">\(state)<div class=\"failed-box\"><strong>Not drawn</strong></div>\(caption)</figure>"
        }
    }

    /// A variant's opening tag with its themes' indices, and the label naming them: the
    /// same for the many entries that share a set of themes, so built once per set.
    private func variantHead(_ themes: [Theme]) -> (opening: String, label: String) {
        if let head = variantHeads.byThemes[themes] { return head }
        let indices = themes.compactMap { themeIndex[$0] }
        let opening = "<div class=\"variant\" data-themes=\" \(indices.map(String.init).joined(separator: " ")) \">"
        var label = ""
        let everyTheme = content.themes.count > 1 && Set(indices).count == themeIndex.count
        if content.themes.count > 1 || themes.count > 1 {
            let names = everyTheme ? "every theme" : themeLabels.label(of: themes)
            let title = themes.map(\.description).joined(separator: "\n")
            label = "<div class=\"variant-themes\" title=\"\(title.htmlEscaped)\">\(names.htmlEscaped)</div>"
        }
        label += "\n"
        variantHeads.byThemes[themes] = (opening, label)
        return (opening, label)
    }

    private func isFailed(_ picture: GalleryPicture) -> Bool {
        if case .image? = content.images[picture.recipe] { return false }
        return true
    }

    private static func hasWarning(_ entry: GalleryEntry) -> Bool {
        entry.facts.contains { $0.level == .warning } || entry.variants.contains { $0.facts.contains { $0.level == .warning } }
    }

    private func appendFacts(_ facts: [GalleryFact], to html: inout String) {
        guard !facts.isEmpty else { return }
        html += "<dl class=\"facts\">"
        for fact in facts {
            html += "<div class=\"fact \(fact.level.rawValue)\"><dt>\(Self.nameHTML(fact.label))</dt><dd>"
            switch fact.level {
            case .pass: html += "<span class=\"mark\" aria-label=\"passes\">✓</span> "
            case .warning: html += "<span class=\"mark\" aria-label=\"warning\">⚠</span> "
            case .plain: break
            }
            html += "\(Self.nameHTML(fact.value))</dd></div>"
        }
        html += "</dl>\n"
    }

    /// `text` escaped, with a line-break opportunity (`<wbr>`) after every dot that
    /// separates a name's parts (`colors.<wbr>mainColor`), none inside a number (`4.8:1`),
    /// so the stylesheet can wrap names only at their dots, never inside a part.
    static func nameHTML(_ text: String) -> String {
        breakingAfterDots(text.htmlEscaped)
    }

    /// Escaped text with a line-break opportunity (`<wbr>`) after every dot but one between
    /// two digits, so long token paths wrap at their dots. By hand: Foundation's
    /// `replacingOccurrences` bridges through NSString, which showed in big pages' profiles.
    static func breakingAfterDots(_ escaped: String) -> String {
        guard escaped.utf8.contains(UInt8(ascii: ".")) else { return escaped }
        var result = ""
        result.reserveCapacity(escaped.utf8.count + 16)
        let parts = escaped.split(separator: ".", omittingEmptySubsequences: false)
        for (offset, part) in parts.enumerated() {
            if offset > 0 {
                let inNumber = parts[offset - 1].last?.isNumber == true && part.first?.isNumber == true
                // A dot at the end breaks nothing.
                result += inNumber || part.isEmpty ? "." : ".<wbr>"
            }
            result += part
        }
        return result
    }
}
