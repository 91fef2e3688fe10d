// Rule: the framework's `KotlinBase` cannot be created from Swift: its header declares
// `- (instancetype)init __attribute__((unavailable))` (exporter testData headers), and the initializer Kontract's
// generated classes call instead, `init(kontractBase:)`, is @_spi(KontractGenerated): the app does not see it.
import Shared

func mustNotCompileKotlinBaseConstruction() {
    // expected-error@+1 {{'init()' is unavailable}}
    _ = KotlinBase()
    // expected-error@+1 {{argument passed to call that takes no arguments}}
    _ = KotlinBase(kontractBase: ())
}
