import Foundation
import TokenModel

/// Writes `DesignImages.swift`: one constant per image of an asset folder
/// (``ImageAssetCatalog``), in the enum ``enumName`` of the generated namespace, a nested
/// enum per subfolder, as R.swift's `R.image` does:
///
/// ```swift
/// extension DesignTokens {
///     public enum Images {
///         /// avatar.png, avatar@2x.png, avatar@3x.png
///         public static var avatar: Builders::Image { Builders::Image(asset: Builders::ImageAsset(name: "avatar", scales: [1, 2, 3])) }
///         public enum Icons { … }
///     }
/// }
/// ```
///
/// Each constant is a `Builders.Image`, so every view and builder that takes an image takes
/// it, and a misspelt name does not compile. It is loaded from `ImageAssets.current` each
/// time it is read (`Image(asset:)`). Types are written with module selectors
/// (`Builders::Image`, `Foundation::URL`), so no group's or folder's enum hides them.
package enum ImageAssetEmitter {
    // MARK: - Properties

    /// The generated file.
    package static let fileName = "DesignImages.swift"
    /// The enum of the images in the namespace, as `Colors` holds a `colors` group's tokens.
    package static let enumName = "Images"

    // MARK: - Emitting

    /// The file for `catalog`, to be written into `outputDirectory`; `options` gives the
    /// access level, namespace and module name. The images load from the asset folder found
    /// from the generated file's place (its path relative to `outputDirectory`), unless the
    /// program chooses a folder, so a program run from anywhere finds them.
    /// - Throws: ``DiagnosticsError`` when a top group of `system` would also become
    ///   ``enumName`` in the namespace.
    package static func emit(_ catalog: ImageAssetCatalog, options: SwiftEmitter.Options,
                            system: ResolvedDesignSystem, outputDirectory: String) throws(DiagnosticsError) -> GeneratedFile {
        try checkTopGroups(of: system, namespace: options.namespace)
        try checkFolderNames(in: catalog.root, namespace: options.namespace)
        // An absolute path (the build plugin's) would make the file differ between machines.
        let folder = SwiftNaming.lineComment(catalog.directory.hasPrefix("/") ? (catalog.directory as NSString).lastPathComponent : catalog.directory)
        var text = options.headerLine(from: folder) + "\n"
        text += "import Builders\nimport Foundation\n\n"
        text += "extension \(options.namespace) {\n"
        text += "    /// The images of \(folder), loaded when read from the folder the program chose\n"
        text += "    /// (`ImageAssets.current`), else from \(folder) itself, found from this file's place:\n"
        text += "    /// `name.png`, `name@2x.png` and `name@3x.png` are one image; a subfolder is an enum.\n"
        let relative = SwiftNaming.stringLiteral(relativePath(from: outputDirectory, to: catalog.directory))
        let folderExpression = "\(options.namespace).\(enumName).\(ImageAssetCatalog.folderMember)"
        write(catalog.root, named: enumName, access: options.access, indent: "    ", folderExpression: folderExpression, into: &text) { inner in
            "\(inner)/// The asset folder, relative to this file's.\n"
                + "\(inner)static let \(ImageAssetCatalog.folderMember) = Foundation::URL(fileURLWithPath: #filePath).deletingLastPathComponent()"
                + ".appendingPathComponent(\(relative)).standardizedFileURL\n"
        }
        text += "}\n"
        return GeneratedFile(name: fileName, contents: text)
    }

    // MARK: - Private

    private static func write(_ folder: ImageAssetCatalog.Folder, named name: String, access: String, indent: String,
                              folderExpression: String, into text: inout String, header: (String) -> String = { _ in "" }) {
        text += "\(indent)\(access) enum \(name) {\n"
        let inner = indent + "    "
        text += header(inner)
        for asset in folder.assets {
            let files = asset.scales.map { scale in
                (asset.name as NSString).lastPathComponent + (scale == 1 ? ".png" : "@\(scale)x.png")
            }
            text += SwiftNaming.docComment(files.joined(separator: ", "), indent: inner)
            let scales = asset.scales.map(String.init).joined(separator: ", ")
            text += "\(inner)\(access) static var \(asset.identifier): Builders::Image {\n"
            text += "\(inner)    Builders::Image(asset: Builders::ImageAsset(name: \(SwiftNaming.stringLiteral(asset.name)), scales: [\(scales)], "
                + "folder: \(folderExpression)))\n"
            text += "\(inner)}\n"
        }
        for child in folder.folders {
            write(child, named: child.identifier, access: access, indent: inner, folderExpression: folderExpression, into: &text)
        }
        text += "\(indent)}\n"
    }

    /// The path of `target` relative to `base` (both made absolute from the current
    /// directory): `../Assets`; `.` for the same folder.
    package static func relativePath(from base: String, to target: String) -> String {
        func components(_ path: String) -> [String] {
            URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
        }
        let from = components(base), to = components(target)
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// Refuses a subfolder whose enum would take the namespace's name: inside it the
    /// namespace, through which each image reaches the asset folder, would name the
    /// subfolder, and the file would not compile.
    private static func checkFolderNames(in folder: ImageAssetCatalog.Folder, namespace: String) throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        func visit(_ folder: ImageAssetCatalog.Folder, swiftName: String) {
            for child in folder.folders {
                let childName = "\(swiftName).\(child.identifier)"
                if child.identifier == namespace {
                    diagnostics.append(.error("the folder would become \(childName), whose name hides the namespace \(namespace) "
                                              + "inside it; rename the folder or choose another namespace",
                                              at: SourceLocation(file: child.path, line: 1, column: 1)))
                }
                visit(child, swiftName: childName)
            }
        }
        visit(folder, swiftName: "\(namespace).\(enumName)")
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }

    /// Refuses a top group that would declare ``enumName`` in the namespace too.
    private static func checkTopGroups(of system: ResolvedDesignSystem, namespace: String) throws(DiagnosticsError) {
        var diagnostics: [Diagnostic] = []
        var seen: Set<TokenPath> = []
        for theme in system.themes {
            for (path, group) in system.groupsByTheme[theme] ?? [:] where path.count == 1 && seen.insert(path).inserted {
                if SwiftNaming.typeName(path.name) == enumName {
                    diagnostics.append(.error("the top group '\(path)' would become \(namespace).\(enumName), which the asset folder's "
                                              + "images declare (--assets); rename the group", at: group.location))
                }
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    }
}
