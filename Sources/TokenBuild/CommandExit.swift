import ArgumentParser
import Foundation

/// How dscompile's executables end: 0 success, 1 errors in the inputs, 2 a usage error
/// (ArgumentParser's own would be 64), as compilers and `diff` use them.
package enum CommandExit {
    /// Parses the arguments as `Command`, runs the chosen subcommand and exits with its code.
    package static func run<Command: ParsableCommand>(_ command: Command.Type) -> Never {
        do {
            var parsed = try Command.parseAsRoot()
            try parsed.run()
            Command.exit()
        } catch {
            if Command.exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((Command.fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            Command.exit(withError: error)
        }
    }
}
