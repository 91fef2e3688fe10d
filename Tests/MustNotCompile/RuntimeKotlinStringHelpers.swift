// The framework's String and collections have no Kotlin helpers: `kotlinLength`, `kotlinSize`… are what generated
// getters call (@_spi(KontractGenerated)), so the app sees none of them.
import Shared

func mustNotCompileKotlinStringHelpers(name: String, badges: [Badge]) {
    // expected-error@+1 {{'kotlinLength' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinLength
    // expected-error@+1 {{'kotlinIsBlank' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinIsBlank()
    // expected-error@+1 {{'kotlinPadStart' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinPadStart(Int32(3), UInt16(0x30))
    // expected-error@+1 {{'kotlinUppercase' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinUppercase()
    // expected-error@+1 {{'kotlinLowercase' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinLowercase()
    // expected-error@+1 {{'kotlinContains' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinContains("a")
    // expected-error@+1 {{'kotlinCompareTo' is inaccessible due to '@_spi' protection level}}
    _ = name.kotlinCompareTo("b")
    // expected-error@+1 {{'kotlinSize' is inaccessible due to '@_spi' protection level}}
    _ = badges.kotlinSize
}
