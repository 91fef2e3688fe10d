// A view model's script (state flow, calls, results) is Kontract's test face: the framework's view model has
// its Kotlin members only.
import Shared

func mustNotCompileViewModelScripting(viewModel: ProfileViewModel) {
    // expected-error@+1 {{'_kontract' is inaccessible due to '@_spi' protection level}}
    _ = viewModel._kontract
    // expected-error@+1 {{'_kontractInitialState' is inaccessible due to '@_spi' protection level}}
    _ = ProfileViewModel._kontractInitialState
    // expected-error@+1 {{'_kontractIsCleared' is inaccessible due to '@_spi' protection level}}
    _ = viewModel._kontractIsCleared
}
