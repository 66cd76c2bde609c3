/// Where a call was written, as `#fileID` and `#line` give it: where a constraint was made,
/// or the `pin` chain that set a view's frame. Layout warnings name it, so a conflict points
/// at the team's line rather than at the view.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The module and file, `MyApp/ProfileView.swift`.
    public let fileID: String
    public let line: UInt

    // MARK: - Initializers

    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    // MARK: - Description

    /// `MyApp/ProfileView.swift:12`.
    public var description: String { "\(fileID):\(line)" }

    /// Whether the call is inside this library (a component's own constraint, made in
    /// `Builders/OTPField.swift`), not in the code that uses it.
    public var isInLibrary: Bool { fileID.hasPrefix("Builders/") }
}
