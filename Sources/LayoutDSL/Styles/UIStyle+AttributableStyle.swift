import Foundation
import ViewKit

/// A ``UIStyle`` that also gives its text attributes (SurfUtils' `AttributableStyle`),
/// for a style of a label whose text a ``StringBuilder`` builds.
public protocol AttributableStyle {
    /// The attributes of text in this style.
    var attributes: [StringAttribute] { get }
}
