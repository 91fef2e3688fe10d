// kotlinx.coroutines under the names a framework that does not `export(...)` the library gives it.

import KontractCoroutines

// The Kotlin/Native ObjC exporter prefixes types of a library the framework does not export with the
// library's module name (`kotlinx-coroutines-core` → `Kotlinx_coroutines_core`), as in
// `__attribute__((swift_name("Kotlinx_coroutines_coreStateFlow")))`. Generated code re-exports this module
// instead of KontractCoroutines unless the framework exports kotlinx.coroutines.
// Differs from the real framework: there these are ObjC protocols without type parameters; here they are
// generic aliases of Kontract's flow classes (and existentials of its `Flow`/`SharedFlow` protocols).

public typealias Kotlinx_coroutines_coreFlow<T> = any KontractCoroutines.Flow<T>
public typealias Kotlinx_coroutines_coreFlowCollector = KontractCoroutines.FlowCollector
public typealias Kotlinx_coroutines_coreSharedFlow<T> = any KontractCoroutines.SharedFlow<T>
public typealias Kotlinx_coroutines_coreStateFlow<T> = KontractCoroutines.StateFlow<T>
public typealias Kotlinx_coroutines_coreMutableStateFlow<T> = KontractCoroutines.MutableStateFlow<T>
public typealias Kotlinx_coroutines_coreMutableSharedFlow<T> = KontractCoroutines.MutableSharedFlow<T>
public typealias Kotlinx_coroutines_coreCoroutineScope = KontractCoroutines.CoroutineScope
public typealias Kotlinx_coroutines_coreJob = KontractCoroutines.KotlinJob
