// A function's settable implementation is Kontract's test face: the framework has the function only (exporter
// testData: a file's function is a class method of its facade `…Kt`, an object's a method of `shared`).
import Shared

func mustNotCompileTestHooksOfFunctions() {
    // expected-error@+1 {{'labelPrefixImplementation' is inaccessible due to '@_spi' protection level}}
    _ = Parcel.labelPrefixImplementation
    // expected-error@+1 {{'nowImplementation' is inaccessible due to '@_spi' protection level}}
    _ = Clock.nowImplementation
    // expected-error@+1 {{'updatesImplementation' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.updatesImplementation
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
