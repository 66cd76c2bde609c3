import Foundation
import OutputFiles
import TestSupport
import Testing

/// The cause of a file-system failure in words, from every shape of error Foundation throws.
@Suite("FileSystemFailure")
struct FileSystemFailureTests {
    @Test func posixErrorsReadAsWords() {
        #expect(FileSystemFailure.reason(of: POSIXError(.ENOSPC)) == "no space left on device")
        #expect(FileSystemFailure.reason(of: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "permission denied")
        #expect(FileSystemFailure.reason(errno: ENOTDIR).contains("a file is where a folder should be"))
        #expect(FileSystemFailure.reason(errno: EISDIR) == "is a folder, not a file")
        #expect(FileSystemFailure.reason(errno: EROFS) == "read-only file system")
    }

    @Test func cocoaErrorsReadAsWordsPreferringTheirUnderlyingCode() {
        #expect(FileSystemFailure.reason(of: CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
        #expect(FileSystemFailure.reason(of: CocoaError(.fileReadNoSuchFile)) == "no such file or folder")
        #expect(FileSystemFailure.reason(of: CocoaError(.fileWriteNoPermission)) == "permission denied")
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteUnknown.rawValue,
                              userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(FileSystemFailure.reason(of: wrapped) == "no space left on device")
    }

    @Test func anUnlistedCodeUsesTheSystemsWordsInLowerCase() {
        let reason = FileSystemFailure.reason(errno: ENXIO)
        #expect(!reason.isEmpty)
        #expect(reason.first?.isLowercase == true)
        #expect(!reason.contains("Error Domain"))
    }

    @Test func aRealFoundationFailureIsNoErrorDump() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let file = folder.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        // A file where a folder should be: the write below it fails for root too.
        let error = #expect(throws: (any Error).self) { try Data("y".utf8).write(to: file.appendingPathComponent("inner")) }
        let reason = try #require(error.map { FileSystemFailure.reason(of: $0) })
        #expect(!reason.contains("NSCocoaErrorDomain"))
        #expect(!reason.contains("Error Domain"))
        #expect(reason == FileSystemFailure.reason(errno: ENOTDIR) || reason == "no such file or folder", "\(reason) \(String(describing: error))")
    }
}
