// `import UIBuilder`, as UIBuilder's own package is imported: its builder (`UIBuilder`,
// `UILayout`, `UILayoutDouble`) lives in Builders with the UIKit names it configures
// (`UIView`, `UILabel`, `UIColor`…), so this module re-exports Builders and the value
// types its API takes (CGRect and CGFloat from Foundation, colors and fonts from
// TokenValues). On iOS those come from `import UIKit`, which does not exist on Linux.
@_exported import Builders
@_exported import Foundation
@_exported import TokenValues
