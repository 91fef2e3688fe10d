// Rule: with kotlinx.coroutines `export()`ed the header has the library's own names only (`StateFlow`,
// `MutableSharedFlow`, `Flow`…, exporter: no module prefix for an exported library); the prefixed
// `Kotlinx_coroutines_core…` names are a non-exporting framework's, and the runtime's typed flows and their
// Kontract-only members are not the framework's (Tests/AppFace/flow-members.allowed).
import Shared

func mustNameExportedFlowsAsTheHeader(store: FeedStore) {
    let shared: (any SharedFlow)? = FeedBus.shared.events
    let mutable: any MutableStateFlow = FeedKt.latest
    mutable.setValue("hola")
    _ = (shared, mutable)
    // expected-error@+1 {{cannot find type 'Kotlinx_coroutines_coreStateFlow' in scope}}
    let prefixed: (any Kotlinx_coroutines_coreStateFlow)? = nil
    // expected-error@+1 {{cannot find type 'Kotlinx_coroutines_coreFlowCollector' in scope}}
    let collector: (any Kotlinx_coroutines_coreFlowCollector)? = nil
    // expected-error@+1 {{has no member 'collectorCount'}}
    _ = FeedKt.counter.collectorCount
    FeedKt.latest.update { $0 }  // expected-error {{has no member 'update'}}
    _ = FeedKt.latest.asStateFlow()  // expected-error {{has no member 'asStateFlow'}}
    // expected-error@+1 {{has no member 'typedValue'}}
    _ = store.items.typedValue
    // expected-error@+1 {{cannot find 'BoxingStateFlow' in scope}}
    _ = BoxingStateFlow<Int32>.self
    _ = (prefixed, collector)
}
