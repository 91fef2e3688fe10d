// A function's settable implementation is Kontract's test face: the framework has the function only.
import Shared

func mustNotCompileTestHooksOfFunctions() {
    // expected-error@+1 {{'labelPrefixImplementation' is inaccessible due to '@_spi' protection level}}
    _ = Parcel.labelPrefixImplementation
    // expected-error@+1 {{'nowImplementation' is inaccessible due to '@_spi' protection level}}
    _ = Clock.nowImplementation
    // expected-error@+1 {{'updatesImplementation' is inaccessible due to '@_spi' protection level}}
    _ = FeedKt.updatesImplementation
}
