// The umbrella module: one import for every runtime module (apps and tests that want them all).
// `@_spi(Testing) import KontractRuntime` reaches the runtime modules' test face too (docs/testing.md).

@_exported import KMPNativeCoroutinesAsync
@_exported import KMPNativeCoroutinesCore
@_exported import KontractCoroutines
@_exported import KontractCoroutinesUnexported
@_exported import KontractKotlin
@_exported @_spi(Testing) import KontractLifecycle
@_exported import KontractLifecycleUnexported
@_exported import KontractObservation
@_exported @_spi(Testing) import KontractSerialization
@_exported @_spi(Testing) import KontractTranscripts
