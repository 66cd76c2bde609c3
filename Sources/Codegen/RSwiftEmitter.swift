import Foundation
import TokenModel

/// Writes `DesignR.swift` (`dscompile build --rswift`, `"rswift": true` in
/// `designtokens.json`): R.swift's accessors over the design system, so code written for
/// R.swift (`R.image.avatar()`, `R.color.Colors.brand() ?? .black`) compiles unchanged:
///
/// ```swift
/// public enum R {
///     public enum image {
///         public static func avatar() -> Builders::UIImage? { DesignTokens.Images.avatar }
///         public enum Icons {
///             public static func close() -> Builders::UIImage? { DesignTokens.Images.Icons.close }
///         }
///     }
///     public enum color {
///         public enum Colors {
///             public static func brand() -> Builders::UIColor? { DesignTokens.Colors.brand }
///         }
///     }
/// }
/// ```
///
/// It mirrors the namespace and adds no name of its own below `R.image` and `R.color`:
/// `R.image` is `DesignTokens.Images` (``ImageAssetEmitter``, only with an asset folder), and
/// `R.color` holds every color token under the groups that hold it, each enum and function
/// named as ``SwiftEmitter`` named the group and the constant. So nothing can collide that
/// does not already collide in the namespace. Each function returns an optional, as R.swift's
/// do, that is never `nil`: a name that does not exist does not compile. Types are written
/// with module selectors (`Builders::UIColor`), so no group's or folder's enum hides them.
package enum RSwiftEmitter {
    // MARK: - Properties

    /// The generated file.
    package static let fileName = "DesignR.swift"
    /// The top-level enum the file declares, as R.swift's.
    package static let enumName = "R"
    /// `R`'s enum of images, as R.swift's `R.image`.
    static let imagesName = "image"
    /// `R`'s enum of colors, as R.swift's `R.color`.
    static let colorsName = "color"

    // MARK: - Checking

    /// Why the accessors cannot be written beside the namespace `namespace`, or `nil` when
    /// they can: the namespace would be `R` itself.
    package static func namespaceProblem(_ namespace: String) -> String? {
        guard namespace == enumName else { return nil }
        return "the namespace '\(namespace)' is the enum R.swift's accessors declare (rswift); choose another namespace or turn rswift off"
    }

    // MARK: - Emitting

    /// The file for `tokens` (named by ``SwiftEmitter/namedTokens(_:options:warnings:)`` or
    /// returned by ``SwiftEmitter/emit(_:options:warnings:to:partSize:)``, whose options give
    /// the access level, namespace and module name) and, when there is an asset folder,
    /// `images`. A color token missing from some themes has no accessor: its constant is a
    /// `Themed<Color?>`, which no `UIColor?` can stand for; a warning at the token says so,
    /// appended to `warnings`.
    /// - Throws: ``DiagnosticsError`` when the namespace is `R` (``namespaceProblem(_:)``).
    package static func emit(_ tokens: SwiftEmitter.NamedTokens, images: ImageAssetCatalog?,
                            warnings: inout [Diagnostic]) throws(DiagnosticsError) -> GeneratedFile {
        let emitter = tokens.emitter
        let options = emitter.options
        if let problem = namespaceProblem(options.namespace) { throw DiagnosticsError([.error(problem, at: nil)]) }
        let access = options.access, namespace = options.namespace
        var text = options.headerLine(from: SwiftNaming.lineComment(options.sourceDescription)) + "\n"
        text += "import Builders\n\n"
        text += "/// R.swift's accessors over the design system (`dscompile build --rswift`): each is a function\n"
        text += "/// returning an optional, as R.swift's are, named as the constant of \(namespace) it returns.\n"
        text += "/// None is ever `nil`: a name that does not exist does not compile.\n"
        text += "\(access) enum \(enumName) {\n"
        if let images {
            text += "    /// The images of the asset folder, as R.swift's `R.image`: `\(enumName).\(imagesName).name()` returns\n"
            text += "    /// `\(namespace).\(ImageAssetEmitter.enumName).name`, and a subfolder is an enum of the same name.\n"
            writeImages(of: images.root, named: imagesName, constants: "\(namespace).\(ImageAssetEmitter.enumName)", access: access,
                        indent: "    ", into: &text)
            text += "\n"
        }
        text += "    /// Every color token, as R.swift's `R.color`: `\(enumName).\(colorsName).Group.name()` returns\n"
        text += "    /// `\(namespace).Group.name`, under enums named as the groups of \(namespace) that hold colors.\n"
        text += "    \(access) enum \(colorsName) {\n"
        if let root = emitter.tree {
            text += emitter.colorAccessors(of: root, indent: "        ", warnings: &warnings)
        }
        text += "    }\n"
        text += "}\n"
        return GeneratedFile(name: fileName, contents: text)
    }

    // MARK: - Private

    /// The enum `name` holding a function per image of `folder` and an enum per subfolder;
    /// `constants` is the enum of `folder`'s constants.
    private static func writeImages(of folder: ImageAssetCatalog.Folder, named name: String, constants: String, access: String,
                                    indent: String, into text: inout String) {
        text += "\(indent)\(access) enum \(name) {\n"
        let inner = indent + "    "
        for asset in folder.assets {
            text += "\(inner)/// `\(constants).\(asset.identifier)`.\n"
            text += "\(inner)\(access) static func \(asset.identifier)() -> Builders::UIImage? { \(constants).\(asset.identifier) }\n"
        }
        for child in folder.folders {
            writeImages(of: child, named: child.identifier, constants: "\(constants).\(child.identifier)", access: access,
                        indent: inner, into: &text)
        }
        text += "\(indent)}\n"
    }
}

// MARK: - The colors, from the named tree

extension SwiftEmitter {
    /// R.color's declarations for the members of `group` at `indent`: a function per color
    /// token, returning its constant, and an enum per group that holds one at any depth,
    /// named as the namespace names them; empty when `group` holds no color token. A color
    /// token missing from some themes is left out with a warning appended to `warnings`.
    fileprivate func colorAccessors(of group: Group, indent: String, warnings: inout [Diagnostic]) -> String {
        var out = ""
        let access = options.access
        for member in group.members {
            switch member.kind {
            case .group(let child):
                let inner = colorAccessors(of: child, indent: indent + "    ", warnings: &warnings)
                guard !inner.isEmpty else { continue }
                if let description = anyGroup(child.path)?.description {
                    out += SwiftNaming.docComment(description, indent: indent)
                }
                out += "\(indent)\(access) enum \(member.identifier) {\n" + inner + "\(indent)}\n"
            case .token(let reference):
                let (path, token) = self.token(reference)
                guard token.type == .color, let constant = constantName(of: path) else { continue }
                if SwiftLiteral.isPartial(themedValue(of: path)) {
                    warnings.append(.warning("token '\(path)' is missing from some themes, so R.color has no accessor for it (rswift): "
                                             + "its constant \(constant) is a Themed<Color?>, which no UIColor? can stand for",
                                             at: token.definition.location))
                    continue
                }
                let definition = token.definition
                if let description = definition.description {
                    out += SwiftNaming.docComment(description, indent: indent)
                    out += "\(indent)///\n"
                }
                out += "\(indent)/// `\(constant)`.\n"
                if let reason = definition.deprecation {
                    // Marked as its constant is, so calling it warns as naming the constant does.
                    let message = reason.isEmpty ? "" : ", message: \(SwiftNaming.stringLiteral(reason))"
                    out += "\(indent)@available(*, deprecated\(message))\n"
                }
                out += "\(indent)\(access) static func \(member.identifier)() -> Builders::UIColor? { \(constant) }\n"
            }
        }
        return out
    }
}
