extension StyleSchema {
    /// The `customSwitch` kind (`CustomSwitchBuilder`): the colors or vertical gradients of
    /// the track (off), the overlay (on) and the thumb, the thumb's shadow, the layout
    /// insets and ratios, the spring transition's timing and the initial state, plus the
    /// view properties. A style gives a part a color or a gradient, not both (the later
    /// call would win).
    static let customSwitchKind = ComponentKind(
        viewKindWith: [
            "offColor": .token(.color),
            "onColor": .token(.color),
            "thumbColor": .token(.color),
            "offGradient": .token(.gradient),
            "onGradient": .token(.gradient),
            "thumbGradient": .token(.gradient),
            "thumbShadow": .token(.shadow),
            "padding": .token(.dimension),
            "spacing": .token(.dimension),
            "cornerRatio": .token(.number),
            "thumbCornerRatio": .token(.number),
            "animationDuration": .token(.duration),
            "animationDelay": .token(.duration),
            "springDamping": .token(.number),
            "springVelocity": .token(.number),
            "isOn": .boolean,
        ],
        applications: [
            Application("setOffColor", [.init("offColor", .themed)]),
            Application("setOnColor", [.init("onColor", .themed)]),
            Application("setThumbColor", [.init("thumbColor", .themed)]),
            Application("setOffGradient", [.init("offGradient", .themed)]),
            Application("setOnGradient", [.init("onGradient", .themed)]),
            Application("setThumbGradient", [.init("thumbGradient", .themed)]),
            Application("setThumbShadow", [.init("thumbShadow", .wrappedInThemed)]),
            Application("setPadding", [.init("padding", .constant)]),
            Application("setSpacing", [.init("spacing", .constant)]),
            Application("setCornerRatio", [.init("cornerRatio", .cgFloat)]),
            Application("setThumbCornerRatio", [.init("thumbCornerRatio", .cgFloat)]),
            Application("setAnimationDuration", [.init("animationDuration", .constant)]),
            Application("setAnimationDelay", [.init("animationDelay", .constant)]),
            Application("setSpringDamping", [.init("springDamping", .cgFloat)]),
            Application("setSpringVelocity", [.init("springVelocity", .cgFloat)]),
            Application("setOn", [.init("isOn", .constant)]),
        ]
    )
}
