extension StyleSchema {
    /// The `beanPageControl` kind (`BeanPageControlBuilder`): the beans' colors and
    /// lengths, plus the view properties.
    static let beanPageControlKind = ComponentKind(
        viewKindWith: [
            "beanActiveColor": .token(.color),
            "beanInactiveColor": .token(.color),
            "beanHeight": .token(.dimension),
            "inactiveBeanWidth": .token(.dimension),
            "activeBeanWidth": .token(.dimension),
            "padding": .token(.dimension),
            "beanCornerRadius": .token(.dimension),
        ],
        applications: [
            Application("setBeanActiveColor", [.init("beanActiveColor", .themed)]),
            Application("setBeanInactiveColor", [.init("beanInactiveColor", .themed)]),
            Application("setBeanHeight", [.init("beanHeight", .constant)]),
            Application("setInactiveBeanWidth", [.init("inactiveBeanWidth", .constant)]),
            Application("setActiveBeanWidth", [.init("activeBeanWidth", .constant)]),
            Application("setPadding", [.init("padding", .constant)]),
            Application("setBeanCornerRadius", [.init("beanCornerRadius", .constant)]),
        ]
    )
}
