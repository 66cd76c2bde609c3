// SurfUtils' name for the loading view, so code written against it compiles unchanged.

/// SurfUtils' `BaseLoadingView`: ``LoadingView``.
public typealias BaseLoadingView = LoadingView
