import Foundation

/// Polls `condition` every 50 ms until it holds or `timeout` seconds pass, for tests that
/// watch another process; returns whether it held.
public func waitUntil(timeout: TimeInterval = 30, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
}
