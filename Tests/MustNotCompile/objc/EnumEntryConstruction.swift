// Rule: a Kotlin enum class's entries are its only instances: the exporter marks the subclass's
// `init(name:ordinal:)` (inherited from `KotlinEnum`) unavailable (exporter testData headers/enumClass), so app code
// cannot make an entry (here the initializer is private, so Swift finds none taking 'ordinal'). objc only: under
// SKIE the enum is a Swift enum.
import Shared

func mustNotCompileEnumEntryConstruction() {
    // expected-error@+1 {{extra argument 'ordinal' in call}}
    _ = Badge(name: "GYM", ordinal: 9)
    _ = Badge.boulder.ordinal
}
