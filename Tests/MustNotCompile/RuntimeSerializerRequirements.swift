// Rule: a `@Serializable` Kotlin class or enum shows Swift no serialization members on the framework (kotlinx's
// serializer stays on the Kotlin side): Kontract's `kotlinValue`, `kotlinSerialDescriptor`, `kotlinJSONConfiguration`,
// `kotlinValue(of:)` and `value(fromKotlinValue:)` are requirements of the runtime's `KotlinSerializer`, declared
// @_spi(KontractGenerated) @_spi(Testing), `kontractDecode`/`kontractEncode` `KontractJSONField`'s, declared
// @_spi(KontractGenerated), and generated members implementing them are marked so; `init(kotlinJSON:)` and
// `kotlinJSON()` are on the test face (@_spi(Testing)).
import Shared

func mustNotCompileRuntimeSerializerRequirements(profile: TrainerProfile) {
    // expected-error@+1 {{'kotlinValue' is inaccessible due to '@_spi' protection level}}
    _ = profile.kotlinValue
    // expected-error@+1 {{'kotlinSerialDescriptor' is inaccessible due to '@_spi' protection level}}
    _ = TrainerProfile.kotlinSerialDescriptor
    // expected-error@+1 {{'kotlinJSONConfiguration' is inaccessible due to '@_spi' protection level}}
    _ = TrainerProfile.kotlinJSONConfiguration
    // expected-error@+1 {{'kotlinValue' is inaccessible due to '@_spi' protection level}}
    _ = TrainerProfile.kotlinValue(of: profile)
    // expected-error@+1 {{'kotlinValue' is inaccessible due to '@_spi' protection level}}
    _ = Badge.boulder.kotlinValue
    // expected-error@+1 {{'kotlinSerialDescriptor' is inaccessible due to '@_spi' protection level}}
    _ = Badge.kotlinSerialDescriptor
    // expected-error@+1 {{'value' is inaccessible due to '@_spi' protection level}}
    _ = Badge.value(fromKotlinValue:)
    // expected-error@+1 {{'kotlinJSON' is inaccessible due to '@_spi' protection level}}
    _ = try? profile.kotlinJSON()
    // expected-error@+1 {{'kontractDecode' is inaccessible due to '@_spi' protection level}}
    _ = TrainerProfile.kontractDecode
    // expected-error@+1 {{'kontractEncode' is inaccessible due to '@_spi' protection level}}
    _ = Badge.boulder.kontractEncode
    // No initializer from JSON: only the Kotlin constructor's.
    // expected-error@+2 {{extra argument 'kotlinJSON' in call}}
    // expected-error@+1 {{missing arguments for parameters 'id', 'name', 'badges', 'favoriteType', 'level' in call}}
    _ = try? TrainerProfile(kotlinJSON: "{}")
}
