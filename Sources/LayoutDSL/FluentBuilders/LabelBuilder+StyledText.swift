import ViewKit

extension LabelBuilder {
    // MARK: - Styled text

    /// Shows `text` built by a ``StringBuilder`` (see ``Label/setStyledText(_:)``).
    public func setStyledText(_ text: StyledText) -> Self {
        view.setStyledText(text)
        return self
    }
}
