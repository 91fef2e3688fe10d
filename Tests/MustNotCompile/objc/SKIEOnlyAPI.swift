// Rule: under plain Objective-C export (no SKIE) an enum class is a final class with one class property per
// entry, a sealed interface is a protocol, and SKIE's `onEnum(of:)` and Swift enums do not exist (SKIE docs).
import Shared

func mustNotCompileSKIEOnlyAPIUnderObjC(badge: Badge, state: any ProfileState) -> Int {
    // expected-error@+1 {{cannot find 'onEnum' in scope}}
    _ = onEnum(of: state)
    // SKIE's enums are `CaseIterable`; the exporter's class has `entries`/`values()` instead.
    // expected-error@+1 {{type 'Badge' has no member 'allCases'}}
    _ = Badge.allCases
    // A switch over the exporter's enum class is not exhaustive without `default`.
    // expected-error@+2 {{switch must be exhaustive}}
    // expected-note@+1 {{add a default clause}}
    switch badge {
    case .boulder: return 0
    case .cascade: return 1
    case .thunder: return 2
    }
}
