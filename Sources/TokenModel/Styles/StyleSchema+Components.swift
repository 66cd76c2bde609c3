import OrderedCollections

/// The style-sheet kinds of the components (`mapPin`, `customSwitch`, …). Each component
/// declares its kind in its own `StyleSchema+<Kind>.swift`; this file lists them, so the
/// schema, the generated style enums and the run-time `apply(_:)` see every one.
extension StyleSchema {
    // MARK: - Nested types

    /// One component's kind: the properties its styles take and the builder calls that
    /// apply them.
    public struct ComponentKind: Sendable {
        /// The properties, in the order messages and documentation list them.
        public var properties: OrderedDictionary<String, PropertyKind>
        /// The builder calls; every property is applied by exactly one.
        public var applications: [Application]

        /// A kind of `ownProperties`, applied by `ownApplications`, plus every view
        /// property (``viewProperties``) that they do not replace.
        public init(viewKindWith ownProperties: OrderedDictionary<String, PropertyKind>, applications ownApplications: [Application]) {
            self.properties = StyleSchema.viewProperties.merging(ownProperties) { $1 }
            self.applications = StyleSchema.withViewApplications(ownApplications)
        }

        /// A kind of exactly `properties`, applied by `applications`, for a component that
        /// is not a view (an image drawer).
        public init(properties: OrderedDictionary<String, PropertyKind>, applications: [Application]) {
            self.properties = properties
            self.applications = applications
        }
    }

    // MARK: - Kinds

    /// Every component kind that is defined, by its style-sheet key, in this order.
    public static let componentKinds: OrderedDictionary<String, ComponentKind> = {
        let all: [(String, ComponentKind)] = [
            ("mapPin", mapPinKind),
            ("badge", badgeKind),
            ("initials", initialsKind),
            ("skeleton", skeletonKind),
            ("loading", loadingKind),
            ("beanPageControl", beanPageControlKind),
            ("customSwitch", customSwitchKind),
            ("otpField", otpFieldKind),
            ("commonButton", commonButtonKind),
            ("blur", blurKind),
        ]
        return OrderedDictionary(uniqueKeysWithValues: all.filter { !$0.1.properties.isEmpty })
    }()
}
