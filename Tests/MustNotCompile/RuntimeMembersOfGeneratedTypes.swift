// Rule: a framework class has NSObject's `description`, `hash` and `isEqual(_:)` (and Swift's `==`, `hashValue`
// through them), never Kontract's `kotlinDescription`, `kotlinHashCode` or `kotlinEquals(_:)`: the runtime's
// protocols declare those @_spi(KontractGenerated), and generated members implementing them are marked so.
import Shared

func mustNotCompileRuntimeMembersOfGeneratedTypes(profile: TrainerProfile, loaded: ProfileStateLoaded) {
    // What the framework has stays.
    _ = profile.description
    _ = profile == profile
    _ = profile.hashValue
    _ = "\(Badge.boulder)"
    _ = loaded.description
    // expected-error@+1 {{'kotlinDescription' is inaccessible due to '@_spi' protection level}}
    _ = profile.kotlinDescription
    // expected-error@+1 {{'kotlinHashCode' is inaccessible due to '@_spi' protection level}}
    _ = profile.kotlinHashCode
    // expected-error@+1 {{'kotlinEquals' is inaccessible due to '@_spi' protection level}}
    _ = profile.kotlinEquals(profile)
    // expected-error@+1 {{'kotlinDescription' is inaccessible due to '@_spi' protection level}}
    _ = Badge.boulder.kotlinDescription
    // expected-error@+1 {{'kotlinHashCode' is inaccessible due to '@_spi' protection level}}
    _ = Badge.boulder.kotlinHashCode
    // expected-error@+1 {{'kotlinDescription' is inaccessible due to '@_spi' protection level}}
    _ = loaded.kotlinDescription
    // expected-error@+1 {{'kotlinDescription' is inaccessible due to '@_spi' protection level}}
    _ = KotlinInt(value: 1).kotlinDescription
}
