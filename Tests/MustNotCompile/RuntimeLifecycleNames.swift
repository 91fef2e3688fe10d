// Lifecycle names the framework does not have: AndroidX's inline `viewModelFactory { }` is not exported, its default
// factory is not a class of the app's, and kotlinx's `CoroutineScope` has no `close()`. AndroidX's default key and
// `initializer { }` (internal, inline) are not on the header; `VIEW_MODEL_KEY` and `create(store:…)` are the
// companion's, not statics; `addInitializer` takes a `KClass` (Tests/AppFace/runtime-members.allowed).
import Shared

func mustNotCompileRuntimeLifecycleNames(viewModel: ProfileViewModel) {
    // expected-error@+1 {{cannot find 'DefaultViewModelProviderFactory' in scope}}
    _ = DefaultViewModelProviderFactory.self
    // expected-error@+1 {{cannot find 'viewModelFactory' in scope}}
    _ = viewModelFactory
    // expected-error@+1 {{value of type 'CoroutineScope' has no member 'close'}}
    viewModel.viewModelScope.close()
    // expected-error@+1 {{'defaultKeyPrefix' is inaccessible due to '@_spi' protection level}}
    _ = ViewModelProvider.defaultKeyPrefix
    // expected-error@+1 {{'viewModelKey' is inaccessible due to '@_spi' protection level}}
    _ = ViewModelProvider.viewModelKey
    // expected-error@+1 {{'defaultKey' is inaccessible due to '@_spi' protection level}}
    _ = try? ViewModelProvider.defaultKey(for: ProfileViewModel.self)
    // expected-error@+1 {{'initializer' is inaccessible due to '@_spi' protection level}}
    try? InitializerViewModelFactoryBuilder().initializer { viewModel }
    // expected-error@+1 {{'addInitializer' is inaccessible due to '@_spi' protection level}}
    try? InitializerViewModelFactoryBuilder().addInitializer(ProfileViewModel.self) { _ in viewModel }
    // expected-error@+1 {{'create' is inaccessible due to '@_spi' protection level}}
    _ = ViewModelProvider.create(store: ViewModelStore())
}
