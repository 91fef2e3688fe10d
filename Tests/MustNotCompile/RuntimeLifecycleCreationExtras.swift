// CreationExtras in AndroidX's exported shape: `CreationExtras.Key<T>` is an interface (the protocol
// `CreationExtrasKey`, no initializer), `Empty` an object (`CreationExtras.Empty.shared`, no static `empty`), the
// constructor is internal (no `init()`), and `MutableCreationExtras`' default argument is not exported
// (Tests/AppFace/runtime-members.allowed).
import Shared

func mustNotCompileRuntimeLifecycleCreationExtras(extras: CreationExtras) {
    // expected-error@+2 {{'Key' is inaccessible due to '@_spi' protection level}}
    // expected-error@+1 {{'CreationExtras.Key<T>' initializer is inaccessible due to '@_spi' protection level}}
    _ = CreationExtras.Key<String>()
    // expected-error@+1 {{type 'CreationExtras' has no member 'empty'}}
    _ = CreationExtras.empty
    // expected-error@+2 {{'CreationExtras' initializer is inaccessible due to 'internal' protection level}}
    // expected-error@+1 {{missing argument for parameter 'values' in call}}
    _ = CreationExtras()
    // expected-error@+1 {{'any CreationExtrasKey' cannot be constructed because it has no accessible initializers}}
    _ = CreationExtrasKey()
    // expected-error@+1 {{missing argument for parameter 'initialExtras' in call}}
    _ = MutableCreationExtras()
}
