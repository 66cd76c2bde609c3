// The style kinds' descriptors are part of the vocabulary style sheets are read in, so
// `import TokenModel` gives them too, as it gives the values.
@_exported import StyleKinds
