// The plain values (`Color`, `Dimension`, `Typography`, `Themed`, …) live in TokenValues, which
// generated code needs alone; re-exported so `import TokenModel` keeps giving them.
@_exported import TokenValues

/// Foundation declares a `Dimension` too; inside this module the token one is meant.
public typealias Dimension = TokenValues.Dimension
