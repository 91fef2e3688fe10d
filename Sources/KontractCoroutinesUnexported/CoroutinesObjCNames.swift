// kotlinx.coroutines under the names a framework that does not `export(...)` the library gives it.

import KontractCoroutines

// The Kotlin/Native ObjC exporter prefixes types of a library the framework does not export with the
// library's module name (`kotlinx-coroutines-core` → `Kotlinx_coroutines_core`), as in
// `__attribute__((swift_name("Kotlinx_coroutines_coreStateFlow")))`. Generated code re-exports this module
// instead of KontractCoroutines unless the framework exports kotlinx.coroutines.
// The flow protocols are the header's, without type parameters (values `Any?`, a primitive boxed): the runtime's
// `ObjC…` protocols, which generated code shows under plain ObjC interop (SKIE shows its `SkieSwift…` classes).

public typealias Kotlinx_coroutines_coreFlow = KontractCoroutines.ObjCFlow
public typealias Kotlinx_coroutines_coreFlowCollector = KontractCoroutines.FlowCollector
public typealias Kotlinx_coroutines_coreSharedFlow = KontractCoroutines.ObjCSharedFlow
public typealias Kotlinx_coroutines_coreStateFlow = KontractCoroutines.ObjCStateFlow
public typealias Kotlinx_coroutines_coreMutableStateFlow = KontractCoroutines.ObjCMutableStateFlow
public typealias Kotlinx_coroutines_coreMutableSharedFlow = KontractCoroutines.ObjCMutableSharedFlow
public typealias Kotlinx_coroutines_coreCoroutineScope = KontractCoroutines.CoroutineScope
public typealias Kotlinx_coroutines_coreJob = KontractCoroutines.KotlinJob
