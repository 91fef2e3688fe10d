// A framework exports Koin only with `export(koin)`, and then under Koin's exported names: the emulation's Koin
// (definitions a test registers, the factories' look-up) is the test face's, `@_spi(Testing)`.
import Shared

func mustNotCompileRuntimeKoin(owner: any ViewModelStoreOwner) {
    // expected-error@+1 {{cannot find 'KoinPlatform' in scope}}
    _ = KoinPlatform.shared
    // expected-error@+1 {{cannot find 'Koin' in scope}}
    _ = Koin(modules: [])
    // expected-error@+1 {{cannot find 'KoinModule' in scope}}
    _ = KoinModule.self
    // expected-error@+1 {{cannot find type 'ParametersHolder' in scope}}
    let _: ParametersHolder? = nil
    // expected-error@+1 {{cannot find 'parametersOf' in scope}}
    _ = parametersOf(1)
    // expected-error@+1 {{cannot find 'koinViewModel' in scope}}
    _ = koinViewModel(ProfileViewModel.self, owner: owner, orElse: { fatalError() })
}
