import ViewKit

// SurfUtils' name for a view a style can style, so code written against it compiles unchanged.

/// SurfUtils' `UIStyleProtocol`: a view that a ``UIStyle`` of its own class styles
/// (``UIStyleApplicable``; every ``View`` is one).
public typealias UIStyleProtocol = UIStyleApplicable
