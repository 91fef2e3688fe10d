// Rule: a sealed Kotlin interface is an Objective-C protocol (exporter testData): a `switch` over it is not
// exhaustive without `default` (SKIE's `onEnum(of:)` is the exhaustive form, under SKIE only).
import Shared

func mustNotCompileSealedExhaustiveness(state: any ProfileState) -> String {
    // expected-error@+2 {{switch must be exhaustive}}
    // expected-note@+1 {{add a default clause}}
    switch state {
    case is ProfileStateLoading: return "loading"
    case is ProfileStateLoaded: return "loaded"
    case is ProfileStateFailed: return "failed"
    }
}
