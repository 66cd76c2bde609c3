extension StyleSchema {
    /// The `mapPin` kind: not written yet.
    static let mapPinKind = ComponentKind.notYetDefined
}
