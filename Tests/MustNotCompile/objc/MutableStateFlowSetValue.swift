// A MutableStateFlow's value is set with `setValue(_:)`: the exporter's `@protocol Kotlinx_coroutines_coreMutableStateFlow`
// declares `- setValue:` swift_name("setValue(_:)") and inherits `@property (readonly) id _Nullable value` from
// `Kotlinx_coroutines_coreStateFlow`, so Swift sees `value` get-only (SKIE's `SkieSwiftMutableStateFlow` keeps a settable
// `value`: not under plain objc interop).
import Shared

func mustSetAMutableStateFlowThroughSetValue() {
    FeedKt.latest.setValue("hola")
    FeedKt.latest.value = "hola"  // expected-error {{cannot assign to property: 'value' is a get-only property}}
}
