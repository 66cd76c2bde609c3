/// Where an emitter writes its files a part at a time, as they are made, instead of
/// returning each one whole: `dscompile build` writes the parts straight into the staged
/// files, so a big file's text never exists whole in memory (issue 23's build memory).
///
/// Every file is started, in the order the emitter would return them, before any text is
/// appended; then each file's parts are appended in order. A sink that cannot take a part
/// (a full disk) keeps the error to report once the emitter returns.
package protocol GeneratedTextSink: AnyObject {
    /// Starts the file `name`, empty so far.
    func start(_ name: String)
    /// Appends `text` to the file `name`, which was started.
    func append(_ text: String, to name: String)
}

/// A sink that keeps every file whole, for the callers that want the texts.
final class GeneratedTextCollector: GeneratedTextSink {
    // MARK: - Properties

    /// The files in the order they were started.
    private(set) var files: [GeneratedFile] = []
    private var positions: [String: Int] = [:]

    // MARK: - GeneratedTextSink

    func start(_ name: String) {
        positions[name] = files.count
        files.append(GeneratedFile(name: name, contents: ""))
    }

    func append(_ text: String, to name: String) {
        guard let position = positions[name] else { return }
        files[position].contents += text
    }
}
