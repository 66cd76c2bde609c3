import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one run, `report/entries.jsonl`: one JSON record a line, appended under the
/// report's lock, so that a writer reads only the lines added since it last looked.
///
/// A later line of the same suite and name replaces an earlier one (see
/// ``SnapshotReportRecords``). ``generation`` names this journal: a new run starts a new
/// journal with a new generation, which tells a cached reading it must start over.
struct SnapshotReportJournal: Sendable {
    // MARK: - Properties

    /// The journal file.
    let url: URL
    /// A fresh identifier for each journal a new run starts.
    let generation: String

    // MARK: - Writing

    /// `record` as the journal stores it: one line of JSON, with its newline.
    static func line(of record: SnapshotReportRecord) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(record) + Data("\n".utf8)
    }

    /// Appends `record` as one line, in one `write` of an `O_APPEND` descriptor.
    func append(_ record: SnapshotReportRecord) throws {
        let line = try Self.line(of: record)
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(descriptor) }
        try line.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
                written += result
            }
        }
    }

    // MARK: - Reading

    /// The records of the whole lines from byte `offset` on, and the offset after the last
    /// whole line; a missing journal has none. A line that cannot be decoded (of an older
    /// format, or cut short by a crash) is skipped.
    func records(from offset: UInt64) throws -> (records: [SnapshotReportRecord], end: UInt64) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return ([], offset) }
        defer { try? handle.close() }
        try handle.seek(toOffset: offset)
        let data = try handle.readToEnd() ?? Data()
        guard let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")) else { return ([], offset) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let records = data[data.startIndex...lastNewline].split(separator: UInt8(ascii: "\n")).compactMap { line in
            try? decoder.decode(SnapshotReportRecord.self, from: Data(line))
        }
        return (records, offset + UInt64(lastNewline - data.startIndex + 1))
    }

    /// The size of the journal in bytes; 0 when it is missing.
    func size() -> UInt64 {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.uint64Value ?? 0
    }
}
