// Rule: SKIE's Swift enum is `Hashable, CaseIterable, _ObjectiveCBridgeable` and its member passthrough skips
// `description()` (touchlab/SKIE ExhaustiveEnumsGenerator, DirectMembersPassthroughGenerator): no `description`.
import Shared

func mustNotCompileSKIEEnumDescription(badge: Badge) {
    // expected-error@+1 {{value of type 'Badge' has no member 'description'}}
    _ = badge.description
    // expected-error@+1 {{value of type 'Badge' does not conform to specified type 'CustomStringConvertible'}}
    let printable: any CustomStringConvertible = badge
    // Interpolation compiles (Swift prints the case by reflection), as on iOS.
    let text = "\(badge)"
    _ = (printable, text)
}
