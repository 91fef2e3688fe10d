// The `Kotlin` namespace: Kotlin semantics (toString, hashCode, equality) for Swift values.

/// Namespace for helpers that reproduce Kotlin behaviour on Swift values; other files extend it.
public enum Kotlin {}
