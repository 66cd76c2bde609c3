import Builders
import Foundation
import Render
import TokenModel

/// The gallery's components, one section per kind (docs/COMPONENTS.md), each style in the
/// states a designer asks about: pins normal and selected, badges with 1, 12 and 100,
/// initials, skeleton and loading shimmer animated and as frame strips, the bean control
/// on its pages and its transition strip, switches off and on, OTP fields empty, partly
/// filled, filled and in error, common buttons in their four states, blurs over stripes.
enum ComponentSection {
    // MARK: - Properties

    static let pinText = "1 250 ₽"
    static let badgeCounts = [1, 12, 100]
    static let initialsNames: [(first: String, last: String)] = [("Anna", "Petrova"), ("иван", "сидоров"), ("Ω", "")]
    static let beanCount = 5
    static let otpStates: [(state: String, code: String, error: String?)] = [
        ("empty", "", nil), ("partly filled", "47", nil), ("filled", "471123", nil), ("error", "471123", "Wrong code"),
    ]
    static let commonButtonTitle = "Pay 1 200 ₽"
    /// The moments of a switch turning on that its strip shows: dense early, where the
    /// spring moves fast and overshoots.
    static let switchProgress: [Double] = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1]
    static let blurSize = CGSize(width: 240, height: 120)

    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        [
            mapPins, badges, initials, skeletons, loadings, beanPageControls, customSwitches, otpFields, commonButtons, blurs,
        ].flatMap { $0(context) }
    }

    // MARK: - Kinds

    static func mapPins(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "map-pins", title: "Map pins", summary: "Each pin style normal and selected, with its font and the text's contrast on each bubble.",
            kind: "mapPin", in: context, keywords: ["pin", "selected"],
            facts: { StyleFacts.text(of: $0.style, typography: "font", pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style
                return [false, true].map { selected in
                    subject.fittingPicture(selected ? "selected" : "normal", detail: "text \(pinText)") {
                        MapPinBuilder.startBuild().apply(style).setText(pinText).setSelected(selected).build()
                    }
                }
            }
        )
    }

    static func badges(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "badges", title: "Badges", summary: "Each badge style on a portrait with 1, 12 and 100.",
            kind: "badge", in: context, keywords: ["count"],
            facts: { StyleFacts.contrast(of: $0.style, pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style, scale = subject.options.scale
                return badgeCounts.map { count in
                    subject.fittingPicture(String(count), detail: "sample portrait 40") {
                        BadgeBuilder.startBuild().apply(style).setImage(Image(try SampleImages.portrait(scale: scale))).setCount(count).build()
                    }
                }
            }
        )
    }

    static func initials(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "initials", title: "Initials", summary: "Each initials style for a Latin, a Cyrillic and a one-letter name, with the letters' contrast on the circle.",
            kind: "initials", in: context, keywords: ["avatar"],
            facts: { StyleFacts.text(of: $0.style, typography: "typography", pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style
                return initialsNames.map { name in
                    subject.fittingPicture([name.first, name.last].filter { !$0.isEmpty }.joined(separator: " "), detail: "names \(String(reflecting: name))") {
                        InitialsBuilder.startBuild().apply(style).setNames(firstname: name.first, lastname: name.last).build()
                    }
                }
            }
        )
    }

    static func skeletons(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "skeletons", title: "Skeletons", summary: "Each skeleton style over a profile card: one loop animated, and eight frames of it.",
            kind: "skeleton", in: context, keywords: ["shimmer", "animation"],
            pictures: { subject in
                let style = subject.style
                return ShimmerSpecimens.pictures(of: subject, specimen: "profile card \(ShimmerSpecimens.cardSize)") {
                    ShimmerSpecimens.skeletonCard(style)
                }
            }
        )
    }

    static func loadings(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "loadings", title: "Loading views", summary: "Each loading style over a feed's blocks: one loop animated, and eight frames of it.",
            kind: "loading", in: context, keywords: ["shimmer", "animation"],
            pictures: { subject in
                let style = subject.style, background = subject.background
                return ShimmerSpecimens.pictures(of: subject, specimen: "feed \(ShimmerSpecimens.feedSize)") {
                    ShimmerSpecimens.loadingFeed(style, fadeColor: background)
                }
            }
        )
    }

    static func beanPageControls(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "bean-page-controls", title: "Bean page controls",
            summary: "Each bean style on the first, middle and last of \(beanCount) pages, and its transition from the first page to the last, a row per step.",
            kind: "beanPageControl", in: context, keywords: ["page control", "transition"],
            pictures: { subject in
                let style = subject.style, padding = subject.options.padding
                let pages = [0, beanCount / 2, beanCount - 1].map { page in
                    subject.fittingPicture("page \(page + 1) of \(beanCount)") { beanControl(style, page: page) }
                }
                let strip = subject.picture("transition", detail: "count \(beanCount) steps 4 padding \(padding)") { renderer in
                    .still(try beanControl(style, page: 0).transitionStrip(stepsPerPage: 4, renderer: renderer, padding: padding / 2))
                }
                return pages + [strip]
            }
        )
    }

    static func customSwitches(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "custom-switches", title: "Switches", summary: "Each switch style off and on, and turning on, left to right: the spring moves the thumb while the on color fades in.",
            kind: "customSwitch", in: context, keywords: ["toggle", "transition"],
            pictures: { subject in
                let style = subject.style, padding = subject.options.padding
                let states = [false, true].map { on in
                    subject.fittingPicture(on ? "on" : "off") {
                        CustomSwitchBuilder.startBuild().apply(style).setOn(on).build()
                    }
                }
                let strip = subject.picture("turning on", detail: "progress \(switchProgress) padding \(padding)") { renderer in
                    let toggle = CustomSwitchBuilder.startBuild().apply(style).setOn(true).build()
                    try LayoutPass.layoutRoot(toggle, fittingWidth: nil)
                    let frames = try switchProgress.map { progress in
                        toggle.transitionProgress = progress
                        return try renderer.render(toggle, padding: padding / 4)
                    }
                    return .still(try FrameStrip.compose(frames, spacing: 0, background: subject.background))
                }
                return states + [strip]
            }
        )
    }

    static func otpFields(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "otp-fields", title: "OTP fields", summary: "Each OTP style empty, partly filled, filled and showing an error, with its digits' font.",
            kind: "otpField", in: context, keywords: ["code", "error"],
            facts: { subject in
                StyleFacts.text(of: subject.style, typography: "digitTypography", pageBackground: subject.background)
            },
            pictures: { subject in
                let style = subject.style
                return otpStates.map { specimen in
                    subject.fittingPicture(specimen.state, detail: "code \(specimen.code) error \(String(reflecting: specimen.error))") {
                        let field = OtpFieldBuilder.startBuild().apply(style).setCode(specimen.code).build()
                        if let message = specimen.error { field.showError(message: message) }
                        return field
                    }
                }
            }
        )
    }

    static func commonButtons(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "common-buttons", title: "Common buttons",
            summary: "Each common button style with an icon, normal, highlighted, disabled and selected, with each state's title contrast.",
            kind: "commonButton", in: context, keywords: ["button", "state"],
            facts: { StyleFacts.text(of: $0.style, typography: "titleTypography", pageBackground: $0.background) },
            pictures: { subject in
                let style = subject.style, scale = subject.options.scale
                return ControlState.allCases.map { state in
                    subject.fittingPicture(state.rawValue, detail: "title \(commonButtonTitle) sample icon 16 spacing 8") {
                        CommonButtonBuilder.startBuild().apply(style)
                            .setTitleForAllStates(commonButtonTitle)
                            .setImageForAllStates(Image(try SampleImages.icon(side: 16, scale: scale), renderingMode: .alwaysOriginal))
                            .setImageTitleSpacing(8)
                            .setContentEdgeInsets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
                            .setState(state)
                            .build()
                    }
                }
            }
        )
    }

    static func blurs(in context: GalleryContext) -> [GallerySection] {
        StyleEntries.section(
            id: "blurs", title: "Blurs", summary: "Each blur style over colored stripes and a dark disc; the stripes outside it stay sharp.",
            kind: "blur", in: context, keywords: ["backdrop"],
            pictures: { subject in
                let style = subject.style, padding = subject.options.padding
                return [subject.picture("over stripes", detail: "stripes \(blurSize) padding \(padding)") { renderer in
                    .still(try renderer.render(blurSpecimen(style), padding: padding))
                }]
            }
        )
    }

    // MARK: - Specimens

    static func beanControl(_ style: ResolvedStyle, page: Int) -> BeanPageControl {
        BeanPageControlBuilder.startBuild().apply(style).setCount(beanCount).setPage(page).build()
    }

    /// Stripes 8 points wide in six colors with a dark disc, under a blur view in `style`
    /// covering the middle.
    static func blurSpecimen(_ style: ResolvedStyle) -> View {
        let root = View(frame: CGRect(origin: .zero, size: blurSize))
        let colors: [UInt32] = [0xF44336, 0xFF9800, 0xFFEB3B, 0x4CAF50, 0x2196F3, 0x9C27B0]
        for index in 0..<Int(blurSize.width / 8) {
            let stripe = View(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: blurSize.height))
            stripe.backgroundColor = Themed(Color(srgbHex: colors[index % colors.count]))
            root.addSubview(stripe)
        }
        let disc = View(frame: CGRect(x: blurSize.width / 2 - 20, y: blurSize.height / 2 - 20, width: 40, height: 40))
        disc.backgroundColor = Themed(Color(srgbHex: 0x15181E))
        disc.cornerRadius = 20
        root.addSubview(disc)
        let blur = BlurBuilder.startBuild().apply(style).build()
        blur.frame = CGRect(x: 40, y: 24, width: blurSize.width - 80, height: blurSize.height - 48)
        root.addSubview(blur)
        return root
    }
}
