extension StyleSchema {
    /// The `skeleton` kind: a ``SkeletonView``'s colors, timing, band ratio and direction.
    static let skeletonKind = ComponentKind(
        viewKindWith: [
            "gradientBackgroundColor": .token(.color),
            "gradientMovingColor": .token(.color),
            "movingAnimationDuration": .token(.duration),
            "delayBetweenAnimationLoops": .token(.duration),
            "shimmerRatio": .token(.number),
            "direction": .choice(["right", "left"]),
        ],
        applications: [
            Application("setGradientBackgroundColor", [.init("gradientBackgroundColor", .themed)]),
            Application("setGradientMovingColor", [.init("gradientMovingColor", .themed)]),
            Application("setMovingAnimationDuration", [.init("movingAnimationDuration", .constant)]),
            Application("setDelayBetweenAnimationLoops", [.init("delayBetweenAnimationLoops", .constant)]),
            Application("setShimmerRatio", [.init("shimmerRatio", .cgFloat)]),
            Application("setDirection", [.init("direction", .constant)]),
        ]
    )
}
