import Builders
import Foundation

extension View {
    /// Activates required width and height constraints that make the view `size` large,
    /// for a recipe that draws a style on a box of a fixed size; returns the view.
    func fixingSize(to size: CGSize) -> Self {
        LayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: size.width),
            heightAnchor.constraint(equalToConstant: size.height),
        ])
        return self
    }
}
