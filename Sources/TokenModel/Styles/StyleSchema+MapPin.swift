extension StyleSchema {
    /// The `mapPin` kind: `MapPinBuilder` builds a `MapTextPinView`, a text bubble for a
    /// map annotation drawn by Render's `MapTextPinDrawer`. The bubble's own corner radius
    /// is `bubbleCornerRadius`, so the view's `cornerRadius` keeps its meaning.
    static let mapPinKind = ComponentKind(
        viewKindWith: [
            "font": .token(.typography),
            "textColor": .token(.color),
            "bubbleColorNormal": .token(.color),
            "bubbleColorSelected": .token(.color),
            "insetTop": .token(.dimension),
            "insetLeft": .token(.dimension),
            "insetBottom": .token(.dimension),
            "insetRight": .token(.dimension),
            "arrowWidth": .token(.dimension),
            "arrowHeight": .token(.dimension),
            "bubbleCornerRadius": .token(.dimension),
        ],
        applications: [
            Application("setFont", [.init("font", .constant)]),
            Application("setTextColor", [.init("textColor", .themed)]),
            Application("setBubbleColorNormal", [.init("bubbleColorNormal", .themed)]),
            Application("setBubbleColorSelected", [.init("bubbleColorSelected", .themed)]),
            // UIEdgeInsets is one value, so a style gives all four insets or none.
            Application("setEdgeInsets", [
                .init("top", "insetTop", .constant), .init("left", "insetLeft", .constant),
                .init("bottom", "insetBottom", .constant), .init("right", "insetRight", .constant),
            ]),
            Application("setArrowSize", [.init("width", "arrowWidth", .constant), .init("height", "arrowHeight", .constant)]),
            Application("setBubbleCornerRadius", [.init("bubbleCornerRadius", .constant)]),
        ]
    )
}
