// Rule: a framework that `export()`s kotlinx.coroutines names the library's flow protocols as its own (public
// generated headers: `__attribute__((swift_name("StateFlow"))) @protocol SharedStateFlow <SharedSharedFlow>` with
// `@property (readonly) id _Nullable value`, `NSArray<id> *replayCache`), still without type parameters: app Swift
// casts each value (`value as? KotlinInt`), a member of the element needs the cast first.
import Shared

func mustCastAnExportedFlowsValues(store: FeedStore) {
    let counter: any StateFlow = FeedKt.counter
    _ = counter.value as? KotlinInt
    let items: any StateFlow = store.items
    _ = (items.value as? [String])?.count
    // expected-error@+1 {{cannot convert value of type 'Any?' to specified type 'Int32'}}
    let count: Int32 = FeedKt.counter.value
    // expected-error@+1 {{value of type 'Any?' has no member 'count'}}
    _ = store.items.value.count
    // expected-error@+1 {{cannot convert value of type 'Any' to specified type 'String'}}
    let event: String = FeedBus.shared.events.replayCache[0]
    // expected-error@+1 {{does not have primary associated types that can be constrained}}
    let typed: (any StateFlow<Int32>)? = nil
    // expected-error@+1 {{does not have primary associated types that can be constrained}}
    let flow: (any Flow<Int32>)? = nil
    _ = (count, event, typed, flow)
}
