extension StyleSchema {
    /// The `loading` kind: a ``LoadingView``'s configuration (placeholder and shimmer
    /// colors, band ratio, sweep duration, top offset, fade and repeat of the last block).
    static let loadingKind = ComponentKind(
        viewKindWith: [
            "placeholderColor": .token(.color),
            "shimmerColor": .token(.color),
            "shimmerRatio": .token(.number),
            "movingAnimationDuration": .token(.duration),
            "topOffset": .token(.dimension),
            "needGradient": .boolean,
            "needRepeatLast": .boolean,
        ],
        applications: [
            Application("setPlaceholderColor", [.init("placeholderColor", .themed)]),
            Application("setShimmerColor", [.init("shimmerColor", .themed)]),
            Application("setShimmerRatio", [.init("shimmerRatio", .cgFloat)]),
            Application("setMovingAnimationDuration", [.init("movingAnimationDuration", .constant)]),
            Application("setTopOffset", [.init("topOffset", .constant)]),
            Application("setNeedGradient", [.init("needGradient", .constant)]),
            Application("setNeedRepeatLast", [.init("needRepeatLast", .constant)]),
        ]
    )
}
