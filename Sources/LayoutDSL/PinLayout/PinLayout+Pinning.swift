import Foundation
import TokenModel
import ViewKit

/// How a call pins a property: where it was written, what it conflicts with, and the
/// located warning when it is left out.
extension PinLayout {
    // MARK: - Pinning

    /// Starts a call written at `fileID`:`line`; the chain's first call locates the warnings
    /// found when the frame is computed.
    func call(_ fileID: StaticString, _ line: UInt) -> Location {
        let here = Location(fileID: fileID, line: line)
        if location == nil { location = here }
        return here
    }

    /// Pins `property` to `value` unless it was pinned to another value or conflicts with
    /// what is pinned; `name` and `input` describe the call in the warning.
    func set(_ property: Property, _ value: CGFloat, _ input: Input, _ name: String, at location: Location) {
        if let pinned = self[property] {
            if pinned.value != value {
                warn("\(name)(\(input.description)) won't be applied since its value has already been set (\(pinned.describe(as: property)))", at: location)
            }
            return
        }
        let conflicting = conflicts(with: property)
        guard conflicting.isEmpty else {
            let set = conflicting.map { self[$0]!.describe(as: $0) }.joined(separator: ", ")
            warn("\(name)(\(input.description)) won't be applied since it conflicts with the following already set properties: \(set)", at: location)
            return
        }
        self[property] = Pinned(value: value, input: input, call: name)
    }

    /// Pins a length that must not be negative.
    func setLength(_ property: Property, _ value: CGFloat, _ input: Input, _ name: String, at location: Location) {
        guard value >= 0 else {
            warn("\(name)(\(input.description)) won't be applied, the \(property.rawValue) (\(LayoutConstraint.format(value))) must be greater or equal to 0", at: location)
            return
        }
        set(property, value, input, name, at: location)
    }

    /// The superview's size, for a call that needs it; `nil`, with a warning, when the view
    /// has no superview.
    func superviewSize(for name: @autoclosure () -> String, at location: Location) -> CGSize? {
        guard let superview = view.superview else {
            warn("\(name()) won't be applied, the view must be added as a sub-view before being layouted using this method", at: location)
            return nil
        }
        return superview.bounds.size
    }

    /// Writes a warning about this chain's view, located at `location`.
    func warn(_ message: String, at location: Location) {
        RuntimeWarning.report("\(location.fileID):\(location.line): warning: PinLayout: \(message) (\(View.describe(view)))")
    }

    // MARK: - Private

    /// The pinned properties that leave no room for `property`: a center with an edge, or
    /// two edges with the length between them.
    private func conflicts(with property: Property) -> [Property] {
        func pinned(_ properties: Property...) -> [Property] {
            properties.allSatisfy { self[$0] != nil } ? properties : []
        }
        switch property {
        case .left: return hCenter != nil ? [.hCenter] : pinned(.right, .width)
        case .right: return hCenter != nil ? [.hCenter] : pinned(.left, .width)
        case .hCenter: return [.left, .right].filter { self[$0] != nil }
        case .width: return pinned(.left, .right)
        case .top: return vCenter != nil ? [.vCenter] : pinned(.bottom, .height)
        case .bottom: return vCenter != nil ? [.vCenter] : pinned(.top, .height)
        case .vCenter: return [.top, .bottom].filter { self[$0] != nil }
        case .height: return pinned(.top, .bottom)
        }
    }
}
