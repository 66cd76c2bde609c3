extension StyleSchema {
    /// The `otpField` kind (`OtpFieldBuilder`): the digits' typography, their text and
    /// bottom-line colors when active, inactive and in error, the error message's color
    /// and typography, the digits' size, gap and count, the inset of the content (for a field drawn as a card), plus the view properties.
    static let otpFieldKind = ComponentKind(
        viewKindWith: [
            "digitTypography": .token(.typography),
            "activeTextColor": .token(.color),
            "inactiveTextColor": .token(.color),
            "digitErrorTextColor": .token(.color),
            "activeBottomLineColor": .token(.color),
            "inactiveBottomLineColor": .token(.color),
            "errorBottomLineColor": .token(.color),
            "errorTextColor": .token(.color),
            "errorTypography": .token(.typography),
            "digitWidth": .token(.dimension),
            "digitHeight": .token(.dimension),
            "digitSpacing": .token(.dimension),
            "digitCount": .integer(minimum: 0),
            "contentInset": .token(.dimension),
        ],
        applications: [
            Application("setDigitFont", [.init("digitTypography", .constant)]),
            Application("setActiveTextColor", [.init("activeTextColor", .themed)]),
            Application("setInactiveTextColor", [.init("inactiveTextColor", .themed)]),
            Application("setDigitErrorTextColor", [.init("digitErrorTextColor", .themed)]),
            Application("setActiveBottomLineColor", [.init("activeBottomLineColor", .themed)]),
            Application("setInactiveBottomLineColor", [.init("inactiveBottomLineColor", .themed)]),
            Application("setErrorBottomLineColor", [.init("errorBottomLineColor", .themed)]),
            Application("setErrorTextColor", [.init("errorTextColor", .themed)]),
            Application("setErrorFont", [.init("errorTypography", .constant)]),
            Application("setDigitSize", [.init("width", "digitWidth", .constant), .init("height", "digitHeight", .constant)]),
            Application("setBetween", [.init("space", "digitSpacing", .constant)]),
            Application("setDigits", [.init("count", "digitCount", .constant)]),
            Application("setContentInset", [.init("contentInset", .constant)]),
        ]
    )
}
