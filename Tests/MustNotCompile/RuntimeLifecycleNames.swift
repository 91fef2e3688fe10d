// Lifecycle names the framework does not have: AndroidX's inline `viewModelFactory { }` is not exported, its default
// factory is not a class of the app's, and kotlinx's `CoroutineScope` has no `close()`.
import Shared

func mustNotCompileRuntimeLifecycleNames(viewModel: ProfileViewModel) {
    // expected-error@+1 {{cannot find 'DefaultViewModelProviderFactory' in scope}}
    _ = DefaultViewModelProviderFactory.self
    // expected-error@+1 {{cannot find 'viewModelFactory' in scope}}
    _ = viewModelFactory
    // expected-error@+1 {{value of type 'CoroutineScope' has no member 'close'}}
    viewModel.viewModelScope.close()
}
