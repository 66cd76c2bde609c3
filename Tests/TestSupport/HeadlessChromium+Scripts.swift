import Foundation

extension HeadlessChromium {
    /// Hands each script of `sources` (name → text) to Chromium's parser (`new Function`, which
    /// parses without running) in a blank page, with `broken` added as a control, and returns
    /// what failed to parse, `name: ErrorName` joined by `; ` in name order. A clean run returns
    /// `"broken: SyntaxError"`: the control shows that an error would be seen.
    public static func scriptParseErrors(_ sources: [String: String], in directory: URL) throws -> String {
        var all = sources
        all["broken"] = "function (a {"
        let literals = try all.map { name, text in
            // A JSON string is a JavaScript string; "</" could end the page's script.
            let json = String(decoding: try JSONEncoder().encode(text), as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
            return "\"\(name)\": \(json)"
        }
        let page = """
            <!DOCTYPE html><html><body><script>
            var sources = {\(literals.joined(separator: ", "))};
            var errors = [];
            Object.keys(sources).sort().forEach(function (name) {
              try { new Function(sources[name]); } catch (e) { errors.push(name + ": " + e.name); }
            });
            document.body.setAttribute("data-script-errors", errors.join("; "));
            </script></body></html>
            """
        let file = directory.appendingPathComponent("parse-scripts.html")
        try Data(page.utf8).write(to: file)
        let dom = try dumpDOM(of: file, screenshot: nil)
        guard let start = dom.range(of: "data-script-errors=\"") else { return "no result: the page's script did not run" }
        return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }
}
