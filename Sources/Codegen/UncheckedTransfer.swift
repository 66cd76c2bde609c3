/// A value handed to concurrent code that only reads it, where the compiler cannot see that
/// nothing it reaches is changed meanwhile (the emitter's tree during the writing pass).
/// Each use says why it is sound.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
