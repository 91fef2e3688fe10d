// Rule: an exported `MutableStateFlow` is set with `setValue(_:)` (exporter: `@protocol MutableStateFlow <StateFlow,
// MutableSharedFlow>` declares `- setValue:` swift_name("setValue(_:)"), `value` is `StateFlow`'s read-only one).
import Shared

func mustSetAnExportedMutableStateFlowThroughSetValue() {
    FeedKt.latest.setValue("hola")
    FeedKt.latest.value = "hola"  // expected-error {{cannot assign to property: 'value' is a get-only property}}
}
