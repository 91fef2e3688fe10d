// Rule: a file's function is a class method of its facade `…Kt` and nothing more (exporter testData); the
// settable `…Implementation` behind each is Kontract's test face (`@_spi(Testing)`), absent from the app face.
import Shared

func mustNotCompileTestHooksOfFileFunctions() {
    // expected-error@+1 {{'greetingNameImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.greetingNameImplementation
    // expected-error@+1 {{'parseTextImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.parseTextImplementation
    // expected-error@+1 {{'resetImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.resetImplementation
    // expected-error@+1 {{'checkIdImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.checkIdImplementation
    // A suspend function's implementation too.
    // expected-error@+1 {{'loadIdImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.loadIdImplementation
    // expected-error@+1 {{'refreshImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.refreshImplementation
    // An extension function's implementation.
    // expected-error@+1 {{'shoutImplementation' is inaccessible due to '@_spi' protection level}}
    _ = ParcelRepositoryKt.shoutImplementation
    // An object's member function's implementation.
    // expected-error@+1 {{'laterByImplementation' is inaccessible due to '@_spi' protection level}}
    _ = Clock.laterByImplementation
}
