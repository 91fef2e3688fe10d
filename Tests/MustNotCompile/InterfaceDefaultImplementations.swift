// A Kotlin interface is an Objective-C protocol without default implementations: an app's class adopting it
// implements every function (the generated defaults are the test face's, where a test's fake may rely on them).
import Shared

// expected-error@+2 {{type 'EmptyParcelStore' does not conform to protocol 'ParcelStore'}}
// expected-note@+1 {{add stubs for conformance}}
final class EmptyParcelStore: ParcelStore {}
