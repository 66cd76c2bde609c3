import Builders
import Foundation
import TokenModel

/// How the style tests build and read the views of one component kind. Each component
/// gives its hook in its own `ComponentStyleHooks+<Kind>.swift`; the tests of
/// ``StyleApplicationTests`` then cover the kind as they cover `label`.
struct ComponentStyleHook: Sendable {
    /// Each case of the kind's generated style enum, with the view its `setStyle(_:)` builds.
    var generatedViews: @Sendable () -> [(name: String, view: View)]
    /// What the view shows for each of the kind's own properties in a theme (the view
    /// properties are read for every kind); `nil` when the view is not of the kind.
    var read: @Sendable (View, Theme) -> [String: AnyHashable]?
}

/// The hooks of every component kind that has one, by style-sheet key.
enum ComponentStyleHooks {
    static let all: [String: ComponentStyleHook] = {
        let hooks: [(String, ComponentStyleHook?)] = [
            ("mapPin", mapPin),
            ("badge", badge),
            ("initials", initials),
            ("skeleton", skeleton),
            ("loading", loading),
            ("beanPageControl", beanPageControl),
            ("customSwitch", customSwitch),
            ("otpField", otpField),
            ("commonButton", commonButton),
            ("blur", blur),
            ("touchableControl", touchableControl),
        ]
        return Dictionary(uniqueKeysWithValues: hooks.compactMap { name, hook in hook.map { (name, $0) } })
    }()
}
