import LayoutDSL
import TokenModel
import ViewKit

/// Every kind style sheets may style, one line each, in ``StyleKindCatalog``'s order: the
/// plain views', then the components'. A new component adds its descriptor and table in
/// its folder, one line here and one in the catalog; a test checks that the catalog (what
/// the token reader, code generation and the contrast check read), the tables, the
/// generated style enums and the gallery (`StyleGalleries`, module Gallery) list the same
/// kinds, in the same order.
public enum StyleRegistry {
    // MARK: - Nested types

    /// One registered kind: its schema and how to build a view styled by it.
    public struct Entry: Sendable {
        /// The kind as data.
        public let kind: StyleKind
        /// A new view of the kind's builder, with `style` applied.
        public let makeView: @Sendable (ResolvedStyle) -> View
        /// What a view shows for each of the kind's properties (``StyleTable/shown(by:)``);
        /// `nil` when the view is not of the kind's builder.
        public let shown: @Sendable (View) -> [(property: String, state: ControlState?, argument: StyleArgument?)]?

        init<Builder: StyledBuilder>(_ builder: Builder.Type) {
            let table = Builder.styleTable
            kind = table.kind
            makeView = { Builder.startBuild().apply($0).build() }
            shown = { view in (view as? Builder.BuiltView).map { table.shown(by: $0) } }
        }
    }

    // MARK: - Properties

    /// The registered kinds, in the order of ``StyleKindCatalog/kinds``.
    public static let entries: [Entry] = [
        Entry(LabelBuilder.self),
        Entry(ViewBuilder.self),
        Entry(ImageViewBuilder.self),
        Entry(ButtonBuilder.self),
        Entry(MapPinBuilder.self),
        Entry(BadgeBuilder.self),
        Entry(InitialsBuilder.self),
        Entry(SkeletonBuilder.self),
        Entry(LoadingBuilder.self),
        Entry(BeanPageControlBuilder.self),
        Entry(CustomSwitchBuilder.self),
        Entry(OTPFieldBuilder.self),
        Entry(CommonButtonBuilder.self),
        Entry(BlurBuilder.self),
        Entry(TouchableControlBuilder.self),
    ]

    /// The entry of the kind `key`, `nil` when none is registered.
    public static func entry(ofKind key: String) -> Entry? {
        entries.first { $0.kind.key == key }
    }
}
