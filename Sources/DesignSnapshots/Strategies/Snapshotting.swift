import ImageDiff
import Render

/// How a value of type `Value` is snapshotted: the pictures it turns into, each compared
/// with its own reference, and the options of that comparison. The shape of
/// swift-snapshot-testing's `Snapshotting`, with PNG pictures as the only format.
///
/// Built-in strategies: ``image`` for views (any `View` subclass) and for a `PixelImage`,
/// ``frames`` for a `[PixelImage]`, and ``frames(at:as:_:)`` for an animation of a view. Make a strategy for
/// another type from one of them with ``pullback(_:)``, or from scratch with
/// ``init(options:snapshot:)``. What fails a snapshot besides its pictures (fallback
/// fonts, constraint conflicts) is in ``checks``:
///
/// ```swift
/// extension Snapshotting where Value == ProfileCard {
///     static func card(theme: Theme) -> Self {
///         Snapshotting<View>.image(width: 343, theme: theme).pullback { $0.contentView }
///     }
/// }
/// ```
public struct Snapshotting<Value>: Sendable {
    // MARK: - Properties

    /// How each picture is compared with its reference.
    public var options: ComparisonOptions
    /// The pictures of a value, each with what its reference's name gets appended.
    public var snapshot: @Sendable (Value) throws -> [SnapshotImage]
    /// What else fails the snapshot: fallback fonts (by default), constraint conflicts
    /// (when asked); see ``SnapshotChecks``.
    public var checks = SnapshotChecks()

    // MARK: - Initializers

    /// A strategy that turns a value into the pictures `snapshot` returns, compared as
    /// `options` say. A picture whose ``SnapshotImage/suffix`` is empty is stored under the
    /// name the assertion is given; the others under that name and their suffix.
    public init(options: ComparisonOptions = .default, snapshot: @escaping @Sendable (Value) throws -> [SnapshotImage]) {
        self.options = options
        self.snapshot = snapshot
    }

    /// A strategy of one picture a value, stored under the name the assertion is given.
    public init(options: ComparisonOptions = .default, image: @escaping @Sendable (Value) throws -> PixelImage) {
        self.init(options: options) { value in [SnapshotImage(try image(value))] }
    }

    // MARK: - Composing

    /// The strategy for `NewValue` that snapshots what `transform` makes of it with this
    /// strategy, with the same options: a snapshot of a screen type through its root view,
    /// say.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        var result = Snapshotting<NewValue>(options: options) { try snapshot(transform($0)) }
        result.checks = checks
        return result
    }

    // MARK: - Internal

    /// `ComparisonOptions.default` with `tolerance` and `threshold` (clamped to 0…1, as
    /// `ComparisonOptions` does).
    static func options(tolerance: ComparisonTolerance, threshold: Double) -> ComparisonOptions {
        var options = ComparisonOptions.default
        options.tolerance = tolerance
        options.threshold = ComparisonOptions(threshold: threshold).threshold
        return options
    }
}

/// One picture of a snapshot and what its reference's name gets appended: `.dark` for a
/// theme, `.3` for the fourth frame of an animation, nothing for a single picture.
public struct SnapshotImage: Sendable, Hashable {
    // MARK: - Properties

    /// The picture; its scale is the reference's (`<name>@<scale>x.png`).
    public var image: PixelImage
    /// Appended to the name the assertion is given, for this picture's reference.
    public var suffix: String

    // MARK: - Initializers

    /// `image`, stored under the assertion's name followed by `suffix`.
    public init(_ image: PixelImage, suffix: String = "") {
        self.image = image
        self.suffix = suffix
    }
}
