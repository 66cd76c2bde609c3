import Foundation

/// libFuzzer's driver, which its own `main` calls. Declared here because no C module
/// exports it; the signature is `int LLVMFuzzerRunDriver(int *argc, char ***argv,
/// int (*UserCb)(const uint8_t *Data, size_t Size))` from FuzzerInterface.h.
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// What every fuzz target's `main` does. libFuzzer brings a `main` of its own, but SwiftPM
/// links every executable target with `--defsym main=<Target>_main` (so tests can link it),
/// which replaces libFuzzer's `main` and fails the link under `-parse-as-library` alone,
/// with no `<Target>_main` to point at. So each target has a `main` that starts libFuzzer's
/// driver itself, with the same arguments and callback as libFuzzer's own would.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments, calling `test` with each input, and
    /// exits with its status.
    public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}
