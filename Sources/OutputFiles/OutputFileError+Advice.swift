/// What a command says when an output cannot be locked or written.
extension OutputFileError {
    /// The description, with what to do when another run holds the output (only a command
    /// that did not wait for it sees ``busy(path:holderPID:)``).
    package var descriptionWithAdvice: String {
        guard case .busy = self else { return description }
        return "\(description); run again when it has finished, or without --no-wait to wait for it"
    }
}
