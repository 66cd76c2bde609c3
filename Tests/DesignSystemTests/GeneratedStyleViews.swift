import Builders
import DesignSystem

/// Each case of every kind's generated style enum (the DesignSystem target's), with the view
/// its `setStyle(_:)` builds, by style-sheet key: one line per kind, the enums being named
/// by code generation and so not reachable from the style tables.
enum GeneratedStyleViews {
    static let all: [String: @Sendable () -> [(name: String, view: View)]] = [
        "label": { DesignTokens.LabelStyle.allCases.map { ($0.rawValue, LabelBuilder.startBuild().setStyle($0).build()) } },
        "view": { DesignTokens.ViewStyle.allCases.map { ($0.rawValue, ViewBuilder.startBuild().setStyle($0).build()) } },
        "imageView": { DesignTokens.ImageViewStyle.allCases.map { ($0.rawValue, ImageViewBuilder.startBuild().setStyle($0).build()) } },
        "button": { DesignTokens.ButtonStyle.allCases.map { ($0.rawValue, ButtonBuilder.startBuild().setStyle($0).build()) } },
        "mapPin": { DesignTokens.MapPinStyle.allCases.map { ($0.rawValue, MapPinBuilder.startBuild().setStyle($0).build()) } },
        "badge": { DesignTokens.BadgeStyle.allCases.map { ($0.rawValue, BadgeBuilder.startBuild().setStyle($0).build()) } },
        "initials": { DesignTokens.InitialsStyle.allCases.map { ($0.rawValue, InitialsBuilder.startBuild().setStyle($0).build()) } },
        "skeleton": { DesignTokens.SkeletonStyle.allCases.map { ($0.rawValue, SkeletonBuilder.startBuild().setStyle($0).build()) } },
        "loading": { DesignTokens.LoadingStyle.allCases.map { ($0.rawValue, LoadingBuilder.startBuild().setStyle($0).build()) } },
        "beanPageControl": { DesignTokens.BeanPageControlStyle.allCases.map { ($0.rawValue, BeanPageControlBuilder.startBuild().setStyle($0).build()) } },
        "customSwitch": { DesignTokens.CustomSwitchStyle.allCases.map { ($0.rawValue, CustomSwitchBuilder.startBuild().setStyle($0).build()) } },
        "otpField": { DesignTokens.OTPFieldStyle.allCases.map { ($0.rawValue, OTPFieldBuilder.startBuild().setStyle($0).build()) } },
        "commonButton": { DesignTokens.CommonButtonStyle.allCases.map { ($0.rawValue, CommonButtonBuilder.startBuild().setStyle($0).build()) } },
        "blur": { DesignTokens.BlurStyle.allCases.map { ($0.rawValue, BlurBuilder.startBuild().setStyle($0).build()) } },
        "touchableControl": { DesignTokens.TouchableControlStyle.allCases.map { ($0.rawValue, TouchableControlBuilder.startBuild().setStyle($0).build()) } },
    ]
}
