// `FileSystemFailure` lives in FailureText, so that the token reader can say why a file could
// not be read without depending on this module; re-exported so `import OutputFiles` keeps giving it.
@_exported import FailureText
