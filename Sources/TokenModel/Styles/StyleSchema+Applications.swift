import OrderedCollections

/// How each property of each kind is applied: the builder method, its arguments and how
/// each value is passed. Code generation writes these calls; the builders' run-time
/// `apply(_:)` makes the same calls by ``Application/method``.
extension StyleSchema {
    // MARK: - Nested types

    /// One builder call that applies one or more properties of a style.
    public struct Application: Sendable, Hashable {
        /// How a property's value is passed to the method.
        public enum Form: Sendable, Hashable {
            /// As it is; the value must be the same in every theme.
            case constant
            /// As it is; the method also takes a `Themed` value, so it may differ between
            /// themes (`setTextColor(_ color: Themed<Color>)`).
            case themed
            /// Always as a `Themed` value, wrapping one that is the same in every theme
            /// (`setShadow(_ shadow: Themed<[Shadow]>?)`).
            case wrappedInThemed
            /// As a `CGFloat` (a number token's `Double`); the same in every theme.
            case cgFloat

            /// Whether the value may differ between themes.
            public var takesThemedValues: Bool { self == .themed || self == .wrappedInThemed }
        }

        /// One argument of the call.
        public struct Argument: Sendable, Hashable {
            /// The argument label, `nil` for an unlabelled one.
            public var label: String?
            /// The style property whose value is passed.
            public var property: String
            /// How the property's value is passed.
            public var form: Form

            /// An unlabelled argument.
            public init(_ property: String, _ form: Form) {
                self.label = nil
                self.property = property
                self.form = form
            }

            /// An argument with a label.
            public init(_ label: String, _ property: String, _ form: Form) {
                self.label = label
                self.property = property
                self.form = form
            }
        }

        /// The builder method (`setBorder`).
        public var method: String
        /// The properties passed, in the method's order. A style gives all of them or none
        /// (the loader reports a style that gives only some).
        public var arguments: [Argument]
        /// Whether the method takes `for: ControlState` and is called once per state the
        /// style gives (a single value is the `normal` state's, which the others fall back to).
        public var perState: Bool

        /// A call of `method` with `arguments`, once per state when `perState`.
        public init(_ method: String, _ arguments: [Argument], perState: Bool = false) {
            self.method = method
            self.arguments = arguments
            self.perState = perState
        }

        /// `setBorder(width:color:)`, for messages.
        public var signature: String {
            "\(method)(" + arguments.map { "\($0.label ?? "_"):" }.joined() + (perState ? "for:" : "") + ")"
        }
    }

    // MARK: - Rules

    /// What every view builder applies (``ViewBuilding``'s methods).
    public static let viewApplications: [Application] = [
        Application("setBackgroundColor", [.init("backgroundColor", .themed)]),
        Application("setCornerRadius", [.init("cornerRadius", .constant)]),
        // UIKit sets a layer's border width and color separately, but the builder sets them
        // together, so a style gives both or neither (see ``Application/arguments``).
        Application("setBorder", [.init("width", "borderWidth", .constant), .init("color", "borderColor", .themed)]),
        Application("setShadow", [.init("shadow", .wrappedInThemed)]),
        Application("setAlpha", [.init("alpha", .cgFloat)]),
        Application("setClipsToBounds", [.init("clipsToBounds", .constant)]),
    ]

    /// The applications of each kind: the kind's own, then the view's it does not replace.
    /// Every property of ``kinds`` is applied by exactly one of them.
    public static let applications: OrderedDictionary<String, [Application]> =
        viewKindApplications.merging(componentKinds.mapValues(\.applications)) { $1 }

    /// The applications of the plain views' kinds.
    private static let viewKindApplications: OrderedDictionary<String, [Application]> = [
        "label": withViewApplications([
            Application("setTypography", [.init("typography", .constant)]),
            Application("setTextColor", [.init("textColor", .themed)]),
            Application("setAlignment", [.init("alignment", .constant)]),
            Application("setNumberOfLines", [.init("numberOfLines", .constant)]),
        ]),
        "button": withViewApplications([
            // A button's backgroundColor is its per-state fill (UIKit's background image of
            // the custom button), drawn over the view's own background.
            Application("setBackgroundColor", [.init("backgroundColor", .themed)], perState: true),
            Application("setFont", [.init("titleTypography", .constant)]),
            Application("setTitleColor", [.init("titleColor", .themed)], perState: true),
        ]),
        "view": viewApplications,
        "imageView": withViewApplications([
            Application("setTintColor", [.init("tintColor", .themed)]),
            Application("setContentMode", [.init("contentMode", .constant)]),
        ]),
    ]

    /// The application of `property` in `kind`, `nil` when there is none.
    public static func application(of property: String, inKind kind: String) -> Application? {
        applications[kind]?.first { $0.arguments.contains { $0.property == property } }
    }

    /// The applications `style` calls for, each once, in the order of the first property
    /// of each that the style writes. Both the generated code and the run-time `apply(_:)`
    /// call them in this order.
    public static func orderedApplications(of style: StyleDefinition) -> [Application] {
        var result: [Application] = []
        for property in style.properties.keys {
            guard let application = application(of: property, inKind: style.kind), !result.contains(application) else { continue }
            result.append(application)
        }
        return result
    }

    /// The states `application` is called for in `style`: `nil` alone (one call without
    /// `for:`) when it is not per state; otherwise `normal`, then every other state the
    /// style gives a value for, in the order written.
    public static func states(of application: Application, in style: StyleDefinition) -> [ControlState?] {
        guard application.perState else { return [nil] }
        var states: [ControlState] = [.normal]
        for argument in application.arguments {
            guard case .states(let values)? = style.properties[argument.property] else { continue }
            states += values.keys.filter { !states.contains($0) }
        }
        return states
    }

    // MARK: - Private

    static func withViewApplications(_ own: [Application]) -> [Application] {
        let replaced = Set(own.flatMap { $0.arguments.map(\.property) })
        return viewApplications.filter { !$0.arguments.contains { replaced.contains($0.property) } } + own
    }
}
