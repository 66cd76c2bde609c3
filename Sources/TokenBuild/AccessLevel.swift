import ArgumentParser

/// The access level of the generated declarations, as `--access` and the configuration
/// file's `"access"` name it.
package enum AccessLevel: String, CaseIterable, ExpressibleByArgument, Sendable {
    case `public`
    case `internal`
}
