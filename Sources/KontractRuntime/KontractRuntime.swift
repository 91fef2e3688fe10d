// The umbrella module: one import for every runtime module (apps and tests that want them all).

@_exported import KMPNativeCoroutinesAsync
@_exported import KMPNativeCoroutinesCore
@_exported import KontractCoroutines
@_exported import KontractCoroutinesUnexported
@_exported import KontractKotlin
@_exported import KontractLifecycle
@_exported import KontractLifecycleUnexported
@_exported import KontractObservation
@_exported import KontractSerialization
@_exported import KontractTranscripts

// The test face (`@_spi(Testing) import KontractRuntime`) reaches the runtime modules' test face.
@_spi(Testing) import KontractLifecycle
@_spi(Testing) import KontractTranscripts
