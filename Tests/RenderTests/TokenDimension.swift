import TokenValues

/// Foundation declares a `Dimension` too; in these tests the token one is meant (TokenModel
/// has the same alias for its own files).
typealias Dimension = TokenValues.Dimension
