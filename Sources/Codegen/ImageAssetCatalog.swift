import Foundation
import TokenModel

/// The images of an asset folder (`dscompile build --assets DIR`), named for Swift and
/// checked: what ``ImageAssetEmitter`` writes a constant for.
///
/// The rule, as R.swift users expect it with the names the token groups get:
/// - `name.png`, `name@2x.png` and `name@3x.png` are one image at scales 1, 2 and 3; an
///   image may lack any of them (an `@2x` alone is accepted, as UIKit accepts it: its size in
///   points comes from its scale).
/// - The constant is the file's name without scale and extension, by the tokens' naming
///   rule (``SwiftNaming/memberName(_:)``): `arrow-left.png` → `arrowLeft`; a subfolder is a
///   nested enum named by the groups' rule (``SwiftNaming/typeName(_:)``): `icons/close.png`
///   → `Images.Icons.close`.
/// - A name is made of ASCII letters, digits, `-`, `_`, `.` and spaces, with a letter
///   among them; anything else, two files or folders that give one Swift name, an image
///   `folder` at the top (the enum's own ``folderMember``), a `.PNG` or `@1x`/`@4x` file,
///   and a PNG file whose header cannot be read are errors. A name the rule renames
///   (`init.png` → `init_`) is warned about at its file.
/// - A file that is not a PNG image is left out with a warning; files and folders whose
///   names start with `.` (`.DS_Store`, `.git`) are left out silently, as every tool does.
package struct ImageAssetCatalog: Sendable {
    // MARK: - Nested types

    /// One image: its files at each scale.
    package struct Asset: Sendable, Equatable {
        /// The path in the folder without scale and extension (`icons/close`), which the
        /// program loads it by.
        package var name: String
        /// The Swift constant's name.
        package var identifier: String
        /// The scales present, ascending.
        package var scales: [Int]
    }

    /// A folder: its images and subfolders, each sorted by Swift name.
    package struct Folder: Sendable, Equatable {
        /// The enum's name; empty for the asset folder itself.
        package var identifier: String
        /// The folder's path as read, for diagnostics.
        package var path = ""
        package var assets: [Asset] = []
        package var folders: [Folder] = []
    }

    /// One file of an image while the folder is read.
    private struct ScaledFile {
        var scale: Int
        var path: String
        var header: PNGFileHeader
    }

    // MARK: - Properties

    /// The folder as the user named it.
    package let directory: String
    /// Its images and subfolders.
    package let root: Folder
    /// What was left out (files that are not PNG images, scales whose sizes disagree).
    package let warnings: [Diagnostic]

    // MARK: - Initializers

    /// Reads every image under `directory`.
    /// - Throws: ``DiagnosticsError`` with every error found (a missing folder, a name the
    ///   rule refuses, two files of one Swift name, an unreadable PNG), each at its file.
    package init(directory: String) throws(DiagnosticsError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) else {
            throw DiagnosticsError([.error("the asset folder \(directory) does not exist (--assets)", at: nil)])
        }
        guard isFolder.boolValue else {
            throw DiagnosticsError([.error("--assets takes a folder of PNG images, and \(directory) is a file", at: nil)])
        }
        var log = DiagnosticLog()
        self.directory = directory
        root = Self.readFolder(directory, relativePath: "", identifier: "", swiftName: ImageAssetEmitter.enumName, log: &log)
        try log.throwIfErrors()
        warnings = log.diagnostics
    }

    // MARK: - Private

    /// Each scale with the end of its file's name, the longer ends first.
    private static let scaleSuffixes = [(3, "@3x.png"), (2, "@2x.png"), (1, ".png")]

    /// The folder at `path`, whose enum is `swiftName` in the namespace (`Images.Icons`).
    private static func readFolder(_ path: String, relativePath: String, identifier: String, swiftName: String, log: inout DiagnosticLog) -> Folder {
        var folder = Folder(identifier: identifier, path: path)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            log.error("the asset folder \(path) cannot be read (\((error as NSError).localizedDescription))", at: nil)
            return folder
        }
        var filesByStem: [String: [ScaledFile]] = [:]
        // Every Swift name of this folder, with the file or folder that took it.
        var claimed: [String: String] = [:]
        for name in names where !name.hasPrefix(".") {
            let filePath = (path as NSString).appendingPathComponent(name)
            let relative = relativePath.isEmpty ? name : relativePath + "/" + name
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: filePath, isDirectory: &isFolder)
            if isFolder.boolValue {
                if let problem = nameProblem(name) {
                    log.error("the folder name '\(name)' cannot become a Swift enum: \(problem)", at: location(filePath))
                } else if claim(SwiftNaming.typeName(name), by: filePath, in: &claimed, log: &log) {
                    let identifier = SwiftNaming.typeName(name)
                    warnIfRenamed("the folder '\(relative)'", as: "\(swiftName).\(identifier)", at: filePath, log: &log)
                    folder.folders.append(readFolder(filePath, relativePath: relative, identifier: identifier, swiftName: "\(swiftName).\(identifier)", log: &log))
                }
                continue
            }
            guard let (stem, scale) = stemAndScale(name, at: filePath, log: &log) else { continue }
            if let problem = nameProblem(stem) {
                log.error("the image name '\(stem)' cannot become a Swift constant: \(problem)", at: location(filePath))
                continue
            }
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: filePath))
            } catch {
                log.error("cannot read the image (\((error as NSError).localizedDescription))", at: location(filePath))
                continue
            }
            do throws(PNGFileHeader.Problem) {
                let header = try PNGFileHeader(data)
                filesByStem[stem, default: []].append(ScaledFile(scale: scale, path: filePath, header: header))
            } catch {
                log.error("cannot read this PNG image: \(error.message)", at: location(filePath))
            }
        }
        for stem in filesByStem.keys.sorted() {
            let files = filesByStem[stem]!.sorted { $0.scale < $1.scale }
            let identifier = SwiftNaming.memberName(stem)
            if relativePath.isEmpty, identifier == folderMember {
                log.error("the image '\(stem)' would become \(swiftName).\(identifier), which the generated file declares itself (the asset folder's place); rename it",
                          at: location(files[0].path))
                continue
            }
            guard claim(identifier, by: files[0].path, in: &claimed, log: &log) else { continue }
            warnIfRenamed("the image '\(relativePath.isEmpty ? stem : relativePath + "/" + stem)'", as: "\(swiftName).\(identifier)", at: files[0].path, log: &log)
            checkSizes(files, log: &log)
            folder.assets.append(Asset(name: relativePath.isEmpty ? stem : relativePath + "/" + stem, identifier: identifier,
                                       scales: files.map(\.scale)))
        }
        folder.assets.sort { $0.identifier < $1.identifier }
        folder.folders.sort { $0.identifier < $1.identifier }
        return folder
    }

    /// The image name and scale of the file `name`: `nil` (with a warning or error) when it
    /// is not a PNG image or its scale is not one an asset may have.
    private static func stemAndScale(_ name: String, at path: String, log: inout DiagnosticLog) -> (String, Int)? {
        let lowercased = name.lowercased()
        guard lowercased.hasSuffix(".png") else {
            log.warning("not a PNG image, so left out of the asset constants (an asset folder holds name.png, name@2x.png and name@3x.png)",
                        at: location(path))
            return nil
        }
        guard name.hasSuffix(".png") else {
            log.error("the extension must be .png in lowercase: the program looks the image up as name.png", at: location(path))
            return nil
        }
        for (scale, suffix) in scaleSuffixes where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if let at = stem.lastIndex(of: "@"), stem[at...].hasSuffix("x"), stem[stem.index(after: at)...].dropLast().allSatisfy(\.isNumber) {
                log.error("an image's scales are name.png (1×), name@2x.png and name@3x.png; '\(stem[at...])' is none of them",
                          at: location(path))
                return nil
            }
            return (stem, scale)
        }
        return nil
    }

    /// Why `name` cannot be an image's or folder's Swift name, or `nil` when it can.
    private static func nameProblem(_ name: String) -> String? {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_. ".unicodeScalars.contains(scalar))
        }
        guard allowed else { return "a name is made of ASCII letters, digits, '-', '_', '.' and spaces" }
        guard name.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return "a name needs a letter" }
        return nil
    }

    /// The member the asset folder's enum declares beside its images: the folder's URL.
    static let folderMember = "folder"

    /// Warns at `path` when the naming rule renamed `what`'s identifier, the last of `swiftName`.
    private static func warnIfRenamed(_ what: String, as swiftName: String, at path: String, log: inout DiagnosticLog) {
        guard let identifier = swiftName.split(separator: ".").last, let reason = SwiftNaming.renameReason(of: String(identifier)) else { return }
        log.warning(SwiftEmitter.renameWarning(of: what, as: swiftName, reason: reason), at: location(path))
    }

    /// Records that `identifier` is taken by `path`; `false`, with an error naming both
    /// files, when another file or folder took it.
    private static func claim(_ identifier: String, by path: String, in claimed: inout [String: String], log: inout DiagnosticLog) -> Bool {
        if let other = claimed[identifier] {
            log.error("\((other as NSString).lastPathComponent) and \((path as NSString).lastPathComponent) would both become the Swift name \(identifier); rename one of them",
                      at: location(path))
            return false
        }
        claimed[identifier] = path
        return true
    }

    /// Warns about a scale whose pixel size is not its scale times the smallest scale's
    /// size in points: the view is sized by the smallest and would draw this one stretched.
    private static func checkSizes(_ files: [ScaledFile], log: inout DiagnosticLog) {
        let base = files[0]
        for file in files.dropFirst() {
            // The smallest scale's size in points, times this scale.
            let wanted = (base.header.width * file.scale / base.scale, base.header.height * file.scale / base.scale)
            guard (file.header.width, file.header.height) != wanted else { continue }
            log.warning("is \(file.header.width)×\(file.header.height) pixels, but at \(file.scale)× the "
                        + "\(base.header.width)×\(base.header.height) pixels of \((base.path as NSString).lastPathComponent) "
                        + "take \(wanted.0)×\(wanted.1); it will be drawn stretched", at: location(file.path))
        }
    }

    private static func location(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }
}
