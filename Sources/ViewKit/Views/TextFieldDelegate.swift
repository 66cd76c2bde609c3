/// What a ``TextField`` tells about editing, as `UITextFieldDelegate`: a class-bound
/// protocol with no requirements, so a controller that conforms and implements UIKit's
/// methods (`textFieldShouldReturn(_:)`…) compiles. A render edits nothing, so none of
/// them is ever called.
public protocol TextFieldDelegate: AnyObject {}
