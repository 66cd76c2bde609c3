import Foundation
import FuzzDriver
import Gallery
import Render
import TokenModel

// libFuzzer's entry point for the gallery's drawings and Render's layout and painting of
// typed token values; see docs/FUZZING.md. The first byte, modulo 2, picks the mode:
//
// 0: a design system written from the bytes (``FuzzDesignSystem``) is loaded as a user's
//    token folder would be, and every picture of its gallery is drawn: the catalog's own
//    code, every token section and every style, component and device picture.
// 1: typed values, NaN and the infinities included, handed to Render directly: text
//    laid out, measured and drawn; shadows, gradients, strokes and rounded corners painted.
//
// A load error, a failed picture or a thrown RenderError is a correct answer. Only a crash,
// a trap, a hang past `-timeout`, a leak or memory past `-rss_limit_mb` is a finding.

/// The program's entry: libFuzzer's driver, started as its own `main` would (see
/// ``FuzzDriver``).
@main
enum RenderFuzzer {
    static func main() {
        FuzzDriver.run { data, size in
            guard let data else { return 0 }
            return fuzzRender(data, size)
        }
    }

    /// The per-process folder the design system's files are written to.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("RenderFuzzer-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    static let isVerbose = ProcessInfo.processInfo.environment["RENDER_FUZZER_VERBOSE"] != nil

    static func report(_ line: String) {
        if isVerbose { FileHandle.standardError.write(Data("RenderFuzzer: \(line)\n".utf8)) }
    }

    /// Small pictures at 1× so that an input draws in milliseconds.
    static let options = GalleryOptions(scale: 1, maximumWidth: 120, padding: 2, sampleText: "Ag Qy\nZ")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    var input = FuzzBytes(start + 1, count: count - 1)
    if start.load(as: UInt8.self) % 2 == 0 {
        drawGallery(&input)
    } else {
        TypedValueDrawing.draw(&input)
    }
    return 0
}

/// Mode 0: the design system of the bytes, loaded and drawn picture by picture. With
/// `RENDER_FUZZER_VERBOSE` set, says for each input what was drawn or why nothing was.
func drawGallery(_ input: inout FuzzBytes) {
    let files = FuzzDesignSystem(&input)
    guard (try? files.write(to: RenderFuzzer.folder)) != nil else { return }
    let system: ResolvedDesignSystem
    do {
        system = try DesignSystemLoader.load(paths: [RenderFuzzer.folder.path])
    } catch {
        RenderFuzzer.report("not loaded: \(error.diagnostics.first.map(String.init(describing:)) ?? "")")
        return
    }
    // One part of the page per input (tokens of one kind, styles, components or devices),
    // so that an input draws in well under a second and the fuzzer tells them apart.
    let source = input.pick(GalleryCatalog.sources)
    let catalog = GalleryCatalog(GalleryContext(system: system, options: RenderFuzzer.options), sources: [source])
    var failures = 0
    for picture in catalog.pictures {
        let start = Date()
        if (try? picture.draw().stillImage(scale: RenderFuzzer.options.scale)) == nil { failures += 1 }
        let seconds = Date().timeIntervalSince(start)
        if seconds > 0.5 { RenderFuzzer.report("\(String(format: "%.1f", seconds)) s: \(picture.recipe.prefix(3000))") }
    }
    RenderFuzzer.report("\(catalog.pictures.count) pictures, \(failures) failed, sections \(catalog.sections.map(\.id))")
}
