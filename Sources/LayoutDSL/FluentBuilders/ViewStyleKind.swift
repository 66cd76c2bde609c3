/// The `view` kind: the properties every view has.
public enum ViewStyleKind {
    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "view", typeName: "View", viewSettersAnd: [])
}
