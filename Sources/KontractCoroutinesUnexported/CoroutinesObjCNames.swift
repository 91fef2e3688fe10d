// kotlinx.coroutines under the names a framework that does not `export(...)` the library gives it.

import KontractCoroutines

@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreFlow
@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreJob
@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreMutableSharedFlow
@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreMutableStateFlow
@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreSharedFlow
@_exported import protocol KontractCoroutines.Kotlinx_coroutines_coreStateFlow

// The Kotlin/Native ObjC exporter prefixes types of a library the framework does not export with the
// library's module name (`kotlinx-coroutines-core` → `Kotlinx_coroutines_core`), as in
// `__attribute__((swift_name("Kotlinx_coroutines_coreStateFlow")))`. Generated code re-exports this module
// instead of KontractCoroutines unless the framework exports kotlinx.coroutines.
// The flow protocols and `Job` are the header's, without type parameters (values `Any?`, a primitive boxed), declared under
// these names in KontractCoroutines (so a compiler message names them as on iOS) and re-exported one by one here;
// generated code shows them under plain ObjC interop (SKIE shows its `SkieSwift…` classes).

public typealias Kotlinx_coroutines_coreFlowCollector = KontractCoroutines.FlowCollector
public typealias Kotlinx_coroutines_coreCoroutineScope = KontractCoroutines.CoroutineScope
