// Rule: a Kotlin enum class's entries are its only instances: the exporter marks the subclass's
// `init(name:ordinal:)` (inherited from `KotlinEnum`) unavailable (exporter testData headers/enumClass), so app code
// cannot make an entry (here the initializer is private: since `init(kotlinJSON:)` left the app face it is the only
// candidate, so Swift names it inaccessible). objc only: under SKIE the enum is a Swift enum.
import Shared

func mustNotCompileEnumEntryConstruction() {
    // expected-error@+1 {{'Badge' initializer is inaccessible due to 'private' protection level}}
    _ = Badge(name: "GYM", ordinal: 9)
    _ = Badge.boulder.ordinal
    // The exporter's class is an NSObject: `description` is Kotlin's `toString()` (SKIE's Swift enum has none).
    _ = Badge.boulder.description
}
