extension Character {
    /// `0`–`9`, `a`–`f`, `A`–`F` only. Swift's `isHexDigit` also accepts the fullwidth
    /// forms (`Ａ`, U+FF21), which `Int(_:radix:)` does not read: a color or number checked
    /// with it and then parsed would fail where the check said it could not.
    package var isASCIIHexDigit: Bool {
        isASCII && isHexDigit
    }
}
