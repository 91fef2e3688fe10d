// AndroidX lifecycle under the names a framework that does not `export(...)` the library gives it.

import KontractLifecycle

// The Kotlin/Native ObjC exporter names a type from a library the framework does not export with the
// library's module name as a prefix (`androidx.lifecycle:lifecycle-viewmodel` → `Lifecycle_viewmodel`),
// as in `__attribute__((swift_name("Lifecycle_viewmodelViewModel")))`. Generated code re-exports this
// module instead of KontractLifecycle when the library is not exported, so `import Shared` offers these
// names and not `ViewModelStoreOwner`.

public typealias Lifecycle_viewmodelViewModel = KontractLifecycle.ViewModel
public typealias Lifecycle_viewmodelViewModelStore = KontractLifecycle.ViewModelStore
public typealias Lifecycle_viewmodelViewModelStoreOwner = KontractLifecycle.ViewModelStoreOwner
public typealias Lifecycle_viewmodelViewModelProvider = KontractLifecycle.ViewModelProvider
public typealias Lifecycle_viewmodelViewModelProviderFactory = KontractLifecycle.ViewModelProviderFactory
public typealias Lifecycle_viewmodelCreationExtras = KontractLifecycle.CreationExtras
public typealias Lifecycle_viewmodelCreationExtrasKey = KontractLifecycle.CreationExtrasKey
public typealias Lifecycle_viewmodelMutableCreationExtras = KontractLifecycle.MutableCreationExtras
public typealias Lifecycle_viewmodelInitializerViewModelFactoryBuilder =
    KontractLifecycle.InitializerViewModelFactoryBuilder
