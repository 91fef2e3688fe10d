// What a view model's Kotlin constructor does is Kontract's test face: the framework has the constructor only.
import Shared

func mustNotCompileViewModelConstructorHooks() {
    // expected-error@+1 {{'initRepositoryImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ProfileViewModel.initRepositoryImplementation
}
