// A view model as the framework shows it: its Kotlin constructor only, its state read-only.
import Shared

func mustNotCompileViewModelKotlinShapes(viewModel: ProfileViewModel) {
    // The Kotlin constructor takes the repository; the framework has no other initializer.
    // expected-error@+1 {{missing argument for parameter 'repository' in call}}
    _ = ProfileViewModel()
    // `@NativeCoroutinesState val state` is a get-only property.
    // expected-error@+1 {{cannot assign to property: 'state' is a get-only property}}
    viewModel.state = ProfileStateLoading.shared
    // The Kotlin Long id is Int64.
    let id: Int = 7
    // expected-error@+1 {{cannot convert value of type 'Int' to expected argument type 'Int64'}}
    viewModel.refresh(id: id)
}
