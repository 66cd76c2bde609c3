import Foundation
import OutputFiles

/// A run that fails removes the pictures it added, so a failed `preview` leaves the folder
/// as it found it; the pictures of the earlier gallery stay, as its page shows them.
extension GalleryWriter {
    // MARK: - Cleanup

    /// The names of the pictures in `directory`'s image folder now.
    static func pictureNames(in directory: URL) -> Set<String> {
        let folder = directory.appendingPathComponent(GalleryDrawing.imageFolder)
        return Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    /// Removes the pictures added to `directory`'s image folder since `before` was taken,
    /// after a failed run; nothing when the run left a journal, whose completion by the next
    /// run makes the new page, which shows them, current.
    static func removePictures(addedTo directory: URL, since before: Set<String>) {
        let journal = directory.appendingPathComponent(OutputTransaction.journalFileName)
        guard !FileManager.default.fileExists(atPath: journal.path) else { return }
        let folder = directory.appendingPathComponent(GalleryDrawing.imageFolder)
        for name in pictureNames(in: directory).subtracting(before) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}
