import Builders
import Dispatch
import Foundation
import OutputFiles
import Render
import Synchronization

/// Draws pictures on every core and writes each to its PNG as soon as it is drawn.
struct GalleryDrawing: Sendable {
    // MARK: - Nested types

    /// One picture to draw: its content key and recipe.
    struct Job: Sendable {
        var key: String
        var picture: GalleryPicture
    }

    /// What drawing one job gave.
    struct Outcome: Sendable {
        var key: String
        var result: GalleryImageResult
    }

    // MARK: - Properties

    /// The gallery folder the PNGs go into (under `images/`).
    let directory: URL
    let scale: Int
    /// Told `(done, total)` after each picture, from any thread, one call at a time.
    let progress: @Sendable (Int, Int) -> Void

    static let imageFolder = "images"

    // MARK: - Drawing

    /// Draws `jobs` in parallel.
    /// - Returns: one outcome per job, in the jobs' order. A picture that cannot be drawn
    ///   is a `.failed` outcome, not an error; writing a file that fails throws.
    func draw(_ jobs: [Job]) throws -> [Outcome] {
        guard !jobs.isEmpty else { return [] }
        do {
            try GalleryFolder.ownFolder(Self.imageFolder, in: directory)
        } catch {
            throw GalleryWriter.WriteError.cannotWrite(path: directory.appendingPathComponent(Self.imageFolder).path,
                                                       reason: FileSystemFailure.reason(of: error))
        }
        let state = Mutex(State(outcomes: Array(repeating: nil, count: jobs.count)))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let outcome: Result<Outcome, GalleryWriter.WriteError> = Result { () throws(GalleryWriter.WriteError) in try draw(jobs[index]) }
            state.withLock { state in
                switch outcome {
                case .success(let outcome): state.outcomes[index] = outcome
                case .failure(let error): state.firstError = state.firstError ?? error
                }
                state.done += 1
                progress(state.done, jobs.count)
            }
        }
        let finished = state.withLock { $0 }
        if let error = finished.firstError { throw error }
        return finished.outcomes.map { $0! }
    }

    // MARK: - Private

    private struct State: Sendable {
        var outcomes: [Outcome?]
        var done = 0
        var firstError: GalleryWriter.WriteError?
    }

    private func draw(_ job: Job) throws(GalleryWriter.WriteError) -> Outcome {
        // A picture that cannot be drawn or encoded is shown failed; only a file that cannot
        // be written stops the run.
        let data: Data, still: PixelImage, isAnimated: Bool, problems: [String]
        do {
            // The text every renderer drew for the picture, rated on its background.
            let (rendering, contrasts) = try DrawnTextContrast.recording { try job.picture.draw() }
            var seen = Set<String>()
            problems = contrasts.filter(\.isFailing).map(\.description).filter { seen.insert($0).inserted }
            // An animation's size and thumbnail are its PNG's first frame, as a later run
            // reading the file back gets it: the contact sheet must not depend on which run
            // drew a picture.
            still = try rendering.stillImage(scale: scale)
            switch rendering {
            case .still(let image): (data, isAnimated) = (try image.pngData(), false)
            case .animated(let animation): (data, isAnimated) = (animation, true)
            }
        } catch {
            return Outcome(key: job.key, result: .failed("\(error)"))
        }
        let path = "\(Self.imageFolder)/\(job.key).png"
        let url = directory.appendingPathComponent(path)
        WriteStepHook.step("picture \(url.path)")
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: url.path, reason: FileSystemFailure.reason(of: error))
        }
        let image = GalleryImage(path: path, pixelWidth: still.width, pixelHeight: still.height, scale: scale, isAnimated: isAnimated,
                                 drawnTextProblems: problems)
        // Shrunk now, on this core, and kept for the sheet, which then reads no PNG back.
        _ = try? GalleryThumbnails.shared.store(still, for: job.key)
        return Outcome(key: job.key, result: .image(image))
    }
}
