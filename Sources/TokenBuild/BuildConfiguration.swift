import Codegen
import Foundation
import OutputFiles
import TokenModel

/// The build plugin's configuration file (`designtokens.json`), as `dscompile build --config`
/// reads it on every build, so that an edit of it takes effect without SwiftPM planning the
/// build again.
///
/// ```json
/// {"tokens": "../../Tokens", "resolver": "../../Tokens/app.resolver.json", "access": "internal",
///  "mode": "compat", "moduleName": "AppDesign", "outputReferences": true, "designChecks": "error", "rswift": true}
/// ```
///
/// Every key is optional. `tokens` and `resolver` choose the inputs, so only the plugin
/// reads them (when it plans the build); here they are checked, not used. `rswift` is read
/// by both: the plugin declares `DesignR.swift` by it. This is the one
/// full validation of the file: the plugin checks only the keys it needs to plan.
package struct BuildConfiguration: Equatable {
    // MARK: - Properties

    /// Every key the file may have.
    package static let keys = ["tokens", "resolver", "access", "mode", "moduleName", "namespace", "outputReferences", "allJSON", "designChecks", "rswift"]

    /// `public` or `internal`.
    package var access: String?
    /// `--strict` or `--compat`.
    package var mode: InputOptions.Mode?
    /// The Swift module the generated code is compiled into.
    package var moduleName: String?
    /// Whether aliases are written as references to the aliased constant.
    package var outputReferences: Bool?
    /// The enum the generated code is declared in.
    package var namespace: String?
    /// Whether every `.json` and `.yaml` file in the token folders is a token file (`--all-json`).
    package var allJSON: Bool?
    /// Whether fonts not installed and text below WCAG AA are warnings or errors (`--design-checks`).
    package var designChecks: DesignCheckLevel?
    /// Whether `DesignR.swift`, R.swift's accessors, is written too (`--rswift`).
    package var rswift: Bool?

    // MARK: - Reading

    init() {}

    /// Reads and checks the file at `path`.
    /// - Throws: ``BuildConfigurationError`` naming the file and, when one is at fault, the key.
    init(contentsOf path: String) throws(BuildConfigurationError) {
        let data: Data
        do {
            // A FIFO or a device (a link to /dev/zero) is refused before it is opened.
            data = Data(try RegularFile.read(path, limit: DocumentReader.maximumFileSize))
        } catch {
            let message = if case .unreadable(let reason) = error { "cannot be read: \(reason)" } else { error.message }
            throw BuildConfigurationError(file: path, key: nil, message: message)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw BuildConfigurationError(file: path, key: nil, message: "cannot be read as JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw BuildConfigurationError(file: path, key: nil, message: "must be a JSON object with the keys \(Self.keyList)")
        }
        if let unknown = dictionary.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            let hint = StyleSchema.suggestion(for: unknown, among: Self.keys).map { "did you mean \"\($0)\"? " } ?? ""
            throw BuildConfigurationError(file: path, key: unknown, message: "is not a key of this file; \(hint)the keys are \(Self.keyList)")
        }
        func fail(_ key: String, _ message: String) -> BuildConfigurationError {
            BuildConfigurationError(file: path, key: key, message: message)
        }
        switch dictionary["tokens"] {
        case nil: break
        case let path as String where !path.isEmpty: break
        case let paths as [String] where !paths.isEmpty && !paths.contains(""): break
        default: throw fail("tokens", "must be a path or a non-empty list of paths (strings), relative to the target's folder")
        }
        switch dictionary["resolver"] {
        case nil: break
        case let path as String where !path.isEmpty: break
        default: throw fail("resolver", "must be a path (a string), relative to the target's folder")
        }
        access = try Self.choice(dictionary, "access", among: AccessLevel.allCases.map(\.rawValue), file: path)
        mode = try Self.choice(dictionary, "mode", among: ["strict", "compat"], file: path).flatMap(InputOptions.Mode.init(rawValue:))
        designChecks = try Self.choice(dictionary, "designChecks", among: DesignCheckLevel.allCases.map(\.rawValue), file: path)
            .flatMap(DesignCheckLevel.init(rawValue:))
        if let value = dictionary["moduleName"] {
            guard let name = value as? String, Self.isIdentifier(name) else {
                throw fail("moduleName", "must be a Swift module name (letters, digits and _, not starting with a digit), not \(Self.text(value))")
            }
            moduleName = name
        }
        if let value = dictionary["namespace"] {
            guard let name = value as? String else { throw fail("namespace", "must be a string, not \(Self.text(value))") }
            if let problem = SwiftEmitter.namespaceProblem(name) { throw fail("namespace", problem) }
            namespace = name
        }
        if let value = dictionary["outputReferences"] {
            guard Self.isBoolean(value), let flag = value as? Bool else {
                throw fail("outputReferences", "must be true or false, not \(Self.text(value))")
            }
            outputReferences = flag
        }
        if let value = dictionary["allJSON"] {
            guard Self.isBoolean(value), let flag = value as? Bool else {
                throw fail("allJSON", "must be true or false, not \(Self.text(value))")
            }
            allJSON = flag
        }
        if let value = dictionary["rswift"] {
            guard Self.isBoolean(value), let flag = value as? Bool else {
                throw fail("rswift", "must be true or false, not \(Self.text(value))")
            }
            if flag, let problem = RSwiftEmitter.namespaceProblem(namespace ?? SwiftEmitter.defaultNamespace) {
                throw fail("rswift", problem)
            }
            rswift = flag
        }
    }

    /// Whether `name` can name a Swift module: ASCII letters, digits and `_`, no leading digit.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    // MARK: - Private

    private static var keyList: String { keys.map { "\"\($0)\"" }.joined(separator: ", ") }

    private static func choice(_ dictionary: [String: Any], _ key: String, among values: [String], file: String) throws(BuildConfigurationError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard let string = value as? String, values.contains(string) else {
            throw BuildConfigurationError(file: file, key: key, message: "must be \(values.map { "\"\($0)\"" }.joined(separator: " or ")), not \(text(value))")
        }
        return string
    }

    /// Whether a value JSONSerialization read was a JSON `true` or `false`: it gives numbers
    /// and booleans alike as NSNumber (and `1 as? Bool` succeeds); a boolean's type code is `c`.
    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// A JSON value as the file has it, for messages.
    private static func text(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if isBoolean(value), let flag = value as? Bool { return flag ? "true" : "false" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }
}

/// A mistake in the configuration file: `designtokens.json: error: key "access": must be …`.
package struct BuildConfigurationError: Error, CustomStringConvertible {
    /// The file, as the command line names it.
    package var file: String
    /// The key at fault; `nil` when the file as a whole is.
    package var key: String?
    package var message: String

    package var description: String {
        "\(file): error: " + (key.map { "key \"\($0)\": " } ?? "") + message
    }
}
