// The runtime modules a generated file can import, in the order it imports them.

/// A module of Kontract's runtime (Sources/<name>): what an app imports from the real framework and
/// its libraries. A generated file imports Foundation and the modules whose symbols it spells.
public enum RuntimeModule: String, CaseIterable, Comparable, Sendable {
    /// The Kotlin standard library as the framework exports it, and Kotlin semantics for Swift values.
    case kotlin = "KontractKotlin"
    /// kotlinx.serialization's JSON codec, descriptors and values.
    case serialization = "KontractSerialization"
    /// kotlinx.coroutines' scope, job and flows; SKIE's flow names; KMP-NativeCoroutines' Kotlin side.
    case coroutines = "KontractCoroutines"
    /// KMP-NativeCoroutines' `KMPNativeCoroutinesCore` (NativeFlow, NativeSuspend).
    case nativeCoroutinesCore = "KMPNativeCoroutinesCore"
    /// KMP-NativeCoroutines' `KMPNativeCoroutinesAsync` (asyncSequence, asyncFunction, asyncResult).
    case nativeCoroutinesAsync = "KMPNativeCoroutinesAsync"
    /// AndroidX lifecycle (ViewModel, store, provider) and Koin.
    case lifecycle = "KontractLifecycle"
    /// View models that replay a transcript.
    case transcripts = "KontractTranscripts"
    /// Observation of view models for SwiftUI.
    case observation = "KontractObservation"
    /// AndroidX lifecycle under the prefixed names of a framework that does not export it.
    case lifecycleUnexported = "KontractLifecycleUnexported"
    /// kotlinx.coroutines under the prefixed names of a framework that does not export it.
    case coroutinesUnexported = "KontractCoroutinesUnexported"
    /// kotlinx.coroutines' flows under the names of a framework that exports it, untyped as in its header.
    case coroutinesExported = "KontractCoroutinesExported"

    /// The module name, as in `import KontractKotlin`.
    public var name: String { rawValue }

    public static func < (lhs: RuntimeModule, rhs: RuntimeModule) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
