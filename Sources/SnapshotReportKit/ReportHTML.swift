import Foundation
import HTMLText

/// The `index.html` of a snapshot report: one self-contained page, inline CSS and script,
/// images by relative path, every text escaped.
struct ReportHTML: Sendable {
    // MARK: - Properties

    /// The report's records with their fragments, in report order.
    var items: [SnapshotReportRecords.Item]
    var generated: Date

    // MARK: - Rendering

    /// The whole page, from the fragments rendered when each record was added.
    func render() -> String {
        let failed = items.filter { $0.record.entry.status == .failed }
        let new = items.filter { $0.record.entry.status == .new }
        let passed = items.filter { $0.record.entry.status == .passed }
        var body = """
        <header class="top">
        <div class="top-inner">
        <h1>Snapshot report</h1>
        <p class="when">Generated \(Self.timestamp(generated).htmlEscaped) · \(items.count) snapshot\(items.count == 1 ? "" : "s")</p>
        <nav class="summary">
        <a class="chip failed" href="#failed"><b>\(failed.count)</b> failed</a>
        <a class="chip new" href="#new"><b>\(new.count)</b> new</a>
        <a class="chip passed" href="#passed"><b>\(passed.count)</b> passed</a>
        </nav>
        \(Self.filters)
        </div>
        </header>
        <main>

        """
        body += section(id: "failed", heading: "Failed", records: failed,
                        empty: "No snapshot failed.")
        body += section(id: "new", heading: "New", records: new,
                        empty: "No new snapshot.")
        body += """
        <section id="passed">
        <details class="passed-list">
        <summary><h2>Passed <span class="count">\(passed.count)</span></h2></summary>
        \(passed.isEmpty ? "<p class=\"empty\">No snapshot passed.</p>" : "<ul class=\"passed-grid\">\n" + passed.map(\.html).joined() + "</ul>")
        </details>
        </section>
        </main>
        """
        return StandalonePage.document(
            title: title(failed: failed.count, new: new.count), colorScheme: "light dark", css: ReportAssets.css,
            bodyAttributes: "data-all-images-loaded=\"pending\" data-copy-done=\"Copied\"", body: body, javascript: ReportAssets.javascript)
    }

    /// A record's part of the page: a card for a failed or new snapshot, a thumbnail for a
    /// passed one. It depends on the record alone, so it is rendered once per record.
    static func fragment(of record: SnapshotReportRecord) -> String {
        record.entry.status == .passed ? passedItem(record) : card(record)
    }

    // MARK: - Private: sections

    private func title(failed: Int, new: Int) -> String {
        failed == 0 && new == 0 ? "Snapshots: all passed" : "Snapshots: \(failed) failed, \(new) new"
    }

    private func section(id: String, heading: String, records: [SnapshotReportRecords.Item], empty: String) -> String {
        var html = "<section id=\"\(id)\">\n<h2>\(heading) <span class=\"count\">\(records.count)</span></h2>\n"
        html += records.isEmpty ? "<p class=\"empty\">\(empty)</p>\n" : records.map(\.html).joined()
        return html + "</section>\n"
    }

    /// A failed or new snapshot: its images in four views and the accept command.
    private static func card(_ record: SnapshotReportRecord) -> String {
        let entry = record.entry
        let key = SnapshotReportFiles.key(suite: entry.suite, name: entry.name)
        let comparable = record.expectedImage != nil && record.actualImage != nil
        var html = """
        <article class="card \(entry.status.rawValue)" id="\(key.htmlEscaped)" data-mode="\(comparable ? "side" : "single")" \(filterAttributes(entry))>
        <header class="card-head">
        <div class="card-title"><span class="suite">\(entry.suite.htmlEscaped)</span><h3>\(entry.name.htmlEscaped)</h3></div>
        \(badge(entry))
        </header>

        """
        if let message = entry.message, !message.isEmpty {
            html += "<p class=\"message\">\(message.htmlEscaped)</p>\n"
        }
        if comparable, let expected = record.expectedImage, let actual = record.actualImage {
            html += views(expected: expected, actual: actual, diff: record.diffImage)
        } else {
            html += singleView(record)
        }
        if let command = entry.acceptCommand, !command.isEmpty {
            html += """
            <div class="accept">
            <span class="accept-label">\(entry.status == .new ? "Keep it" : "Accept")</span>
            <code class="command">\(command.htmlEscaped)</code>
            <button type="button" class="copy" data-copy="\(command.htmlEscaped)">Copy</button>
            </div>

            """
        }
        return html + "</article>\n"
    }

    private static func badge(_ entry: SnapshotReportEntry) -> String {
        switch entry.status {
        case .failed:
            guard let count = entry.differingPixels else { return "<span class=\"badge failed\">failed</span>" }
            return "<span class=\"badge failed\">\(Self.grouped(count)) pixel\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")</span>"
        case .new:
            return "<span class=\"badge new\">new</span>"
        case .passed:
            return "<span class=\"badge passed\">passed</span>"
        }
    }

    /// The mode switch and the side-by-side, slider, blink and diff views.
    private static func views(expected: String, actual: String, diff: String?) -> String {
        let expectedImage = image(expected, alt: "expected")
        let actualImage = image(actual, alt: "actual")
        var html = """
        <div class="modes" role="group" aria-label="View">
        <button type="button" data-mode="side" aria-pressed="true">Side by side</button>
        <button type="button" data-mode="slider" aria-pressed="false">Slider</button>
        <button type="button" data-mode="blink" aria-pressed="false">Blink</button>

        """
        if diff != nil { html += "<button type=\"button\" data-mode=\"diff\" aria-pressed=\"false\">Diff</button>\n" }
        html += """
        </div>
        <div class="view view-side">
        <figure><figcaption>Expected</figcaption><div class="frame">\(expectedImage)</div></figure>
        <figure><figcaption>Actual</figcaption><div class="frame">\(actualImage)</div></figure>
        </div>
        <div class="view view-slider">
        <div class="slider-labels"><span>◀ Expected</span><span>Actual ▶</span></div>
        <div class="frame stack slider" style="--pos: 50%">\(actualImage)<div class="over">\(expectedImage)</div><div class="handle"></div></div>
        <input type="range" min="0" max="100" value="50" aria-label="Expected to actual">
        </div>
        <div class="view view-blink">
        <div class="frame stack blink" title="Click to pause or resume">\(expectedImage)<div class="over">\(actualImage)</div></div>
        <p class="blink-label"><span class="showing">Expected</span> · <span class="hint">click the image to pause</span></p>
        </div>

        """
        if let diff {
            html += """
            <div class="view view-diff">
            <figure><figcaption>Expected | diff | actual — red differs, yellow is anti-aliasing</figcaption><div class="frame">\(image(diff, alt: "diff"))</div></figure>
            </div>

            """
        }
        return html
    }

    /// A snapshot with one image to show (new, or a failure without a readable reference).
    private static func singleView(_ record: SnapshotReportRecord) -> String {
        var figures: [String] = []
        if let expected = record.expectedImage {
            figures.append("<figure><figcaption>\(record.entry.status == .new ? "Recorded reference" : "Expected")</figcaption><div class=\"frame\">\(image(expected, alt: "expected"))</div></figure>")
        }
        if let actual = record.actualImage {
            figures.append("<figure><figcaption>Actual</figcaption><div class=\"frame\">\(image(actual, alt: "actual"))</div></figure>")
        }
        if let diff = record.diffImage {
            figures.append("<figure><figcaption>Expected | diff | actual</figcaption><div class=\"frame\">\(image(diff, alt: "diff"))</div></figure>")
        }
        if figures.isEmpty {
            figures.append("<p class=\"empty\">No image was written for this snapshot.</p>")
        }
        return "<div class=\"view view-single\">\n" + figures.joined(separator: "\n") + "\n</div>\n"
    }

    /// A passed snapshot: a thumbnail and its name.
    private static func passedItem(_ record: SnapshotReportRecord) -> String {
        let entry = record.entry
        let thumbnail = record.expectedImage.map { image($0, alt: entry.name) } ?? ""
        return """
        <li \(filterAttributes(entry))><div class="thumb">\(thumbnail)</div><span class="suite">\(entry.suite.htmlEscaped)</span><span class="name">\(entry.name.htmlEscaped)</span></li>

        """
    }

    // MARK: - Private: filters

    /// The filters (text in the suite or name, and the statuses shown) and the command that
    /// accepts every change shown; the script fills the command in and keeps it current.
    private static let filters = """
        <div class="filters" role="search">
        <input type="search" id="filter-text" placeholder="Filter by suite or name" aria-label="Filter by suite or name">
        <label><input type="checkbox" class="filter-status" value="failed" checked> Failed</label>
        <label><input type="checkbox" class="filter-status" value="new" checked> New</label>
        <label><input type="checkbox" class="filter-status" value="passed" checked> Passed</label>
        <span class="shown" id="filter-shown"></span>
        </div>
        <div class="accept accept-all" id="accept-all">
        <span class="accept-label">Accept all shown (<span id="accept-all-count">0</span>)</span>
        <code class="command" id="accept-all-command"></code>
        <button type="button" class="copy" id="accept-all-copy" data-copy="">Copy</button>
        </div>
        """

    /// What the filters read of an entry's card or thumbnail: its status, suite and name, and
    /// the command that accepts it (for the accept-all command).
    private static func filterAttributes(_ entry: SnapshotReportEntry) -> String {
        var attributes = "data-status=\"\(entry.status.rawValue)\" data-suite=\"\(entry.suite.htmlEscaped)\" data-name=\"\(entry.name.htmlEscaped)\""
        if entry.status != .passed, let command = entry.acceptCommand, !command.isEmpty {
            attributes += " data-accept=\"\(command.htmlEscaped)\""
        }
        return attributes
    }

    // MARK: - Private: pieces

    private static func image(_ relativePath: String, alt: String) -> String {
        "<img src=\"\(relativePath.urlPathEncoded.htmlEscaped)\" alt=\"\(alt.htmlEscaped)\">"
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        return formatter.string(from: date) + " UTC"
    }

    private static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
