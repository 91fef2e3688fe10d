// The `Kotlin` namespace: Kotlin semantics (toString, hashCode, equality) for Swift values.

/// Namespace for helpers that reproduce Kotlin behaviour on Swift values; other files extend it.
/// `@_spi(KontractGenerated)`: the framework has no such name (generated code and the tool call it).
@_spi(KontractGenerated) public enum Kotlin {}
