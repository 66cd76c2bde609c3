import Builders
import Foundation
import Render
import TokenModel

/// Renders every style of a design system in every theme and writes the gallery: PNGs and
/// an `index.html` that shows them. It reads the resolved tokens at run time, so no Swift
/// is compiled.
public struct GalleryWriter {
    // MARK: - Nested types

    public struct Options: Sendable {
        /// Pixels per point of every picture.
        public var scale: Int
        /// The widest a label may be, in points.
        public var maximumWidth: CGFloat
        /// Background around each picture, in points.
        public var padding: CGFloat
        /// The text each label style is shown with.
        public var sampleText: String
        /// The token each picture's background takes, when the design system has it.
        public var backgroundToken: TokenPath

        public init(
            scale: Int = 2,
            maximumWidth: CGFloat = 320,
            padding: CGFloat = 16,
            sampleText: String = "Sphinx of black quartz, judge my vow.",
            backgroundToken: TokenPath = TokenPath(dotted: "colors.background")
        ) {
            self.scale = scale
            self.maximumWidth = maximumWidth
            self.padding = padding
            self.sampleText = sampleText
            self.backgroundToken = backgroundToken
        }
    }

    /// Why the gallery was not written.
    public enum WriteError: Error, CustomStringConvertible {
        /// The output folder holds files that an earlier gallery did not write.
        case notAGallery(URL)

        public var description: String {
            switch self {
            case .notAGallery(let url):
                "\(url.path) is not empty and was not written by dscompile preview (it has no \(GalleryWriter.markerFileName)); choose another --out or empty it"
            }
        }
    }

    // MARK: - Properties

    /// The file that marks a folder as a gallery, so only galleries are ever replaced.
    public static let markerFileName = ".dscompile-gallery"

    public var options: Options

    // MARK: - Initializers

    public init(options: Options = Options()) {
        self.options = options
    }

    // MARK: - Writing

    /// Renders `system` into `directory`, replacing what it held: the new gallery is
    /// written beside it and swapped in whole, so nothing stale survives and a failed run
    /// leaves the old gallery as it was.
    /// - Returns: the items drawn, in page order.
    @discardableResult
    public func write(_ system: ResolvedDesignSystem, to directory: URL, title: String = "Design system") throws -> [GalleryItem] {
        let fileManager = FileManager.default
        let directory = directory.standardizedFileURL
        try Self.checkReplaceable(directory)
        let parent = directory.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).new-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            let items = try render(system, into: staging)
            let page = GalleryPage.html(items: items, themes: system.themes, title: title)
            try Data(page.utf8).write(to: staging.appendingPathComponent("index.html"), options: .atomic)
            try Data("Written by dscompile preview; the folder is replaced on every run.\n".utf8)
                .write(to: staging.appendingPathComponent(Self.markerFileName))
            try replace(directory, with: staging)
            return items
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    // MARK: - Private

    private func render(_ system: ResolvedDesignSystem, into directory: URL) throws -> [GalleryItem] {
        var items: [GalleryItem] = []
        for theme in system.themes {
            let background = system.token(options.backgroundToken, in: theme)?.value.color
            let renderer = Renderer(scale: options.scale, theme: theme, background: background.map(Themed.init))
            for style in system.styles(in: theme) where style.kind == "label" {
                let label = LabelBuilder.startBuild()
                    .apply(style)
                    .setText(options.sampleText)
                    .build()
                let image = try renderer.renderFitting(label, width: options.maximumWidth - 2 * options.padding, padding: options.padding)
                let folder = style.kind + "s"
                let fileName = "\(Self.fileName(for: style.name)).\(Self.fileName(for: theme))@\(options.scale)x.png"
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
                try image.writePNG(to: directory.appendingPathComponent(folder).appendingPathComponent(fileName))
                let tokens = style.values.compactMap { property, value -> (property: String, path: String)? in
                    if case .token(let path, _) = value { return (property, path.description) }
                    return nil
                }
                items.append(GalleryItem(
                    kind: style.kind, name: style.name, theme: theme, imagePath: "\(folder)/\(fileName)",
                    width: image.width / options.scale, height: image.height / options.scale,
                    tokens: tokens, source: style.definition.location,
                    usedFonts: try label.makeLayout(theme: theme).usedFontFamilies
                ))
            }
        }
        return items
    }

    /// A name safe in any file system and URL: ASCII letters, digits and `-` kept, every
    /// other UTF-8 byte written `~XX`, so different names give different file names.
    static func fileName(for name: String) -> String {
        name.utf8.map { byte in
            let scalar = Unicode.Scalar(byte)
            return byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                ? String(scalar) : "~" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// A theme's part of a file name: each context encoded, joined with `_`.
    static func fileName(for theme: Theme) -> String {
        theme.contexts.isEmpty ? "default" : theme.contexts.map { fileName(for: $0.context) }.joined(separator: "_")
    }

    /// Only a missing folder, an empty one, or an earlier gallery may be replaced; never the
    /// working directory or a folder above it.
    static func checkReplaceable(_ directory: URL) throws {
        let fileManager = FileManager.default
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let target = directory.resolvingSymlinksInPath().path
        if current == target || current.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
            throw WriteError.notAGallery(directory)
        }
        guard let contents = try? fileManager.contentsOfDirectory(atPath: directory.path), !contents.isEmpty else { return }
        guard contents.contains(markerFileName) else { throw WriteError.notAGallery(directory) }
    }

    private func replace(_ directory: URL, with staging: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: directory.path) else {
            try fileManager.moveItem(at: staging, to: directory)
            return
        }
        let old = directory.deletingLastPathComponent().appendingPathComponent(".\(directory.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: old)
        try fileManager.moveItem(at: directory, to: old)
        try fileManager.moveItem(at: staging, to: directory)
        try? fileManager.removeItem(at: old)
    }
}
