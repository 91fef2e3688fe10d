// The header's flow protocols have no type parameters (public generated headers: `@protocol
// …Kotlinx_coroutines_coreStateFlow <…SharedFlow>` with `@property (readonly) id _Nullable value`, `NSArray<id>
// *replayCache`), and a flow position is the bare protocol (`@property (readonly) id<…StateFlow> counter`): app Swift
// casts each value, a primitive element boxed (`value as? KotlinInt`).
import Shared

func mustCastAFlowsValues(store: FeedStore) {
    // expected-error@+1 {{cannot convert value of type 'Any?' to specified type 'Int32'}}
    let count: Int32 = FeedKt.counter.value
    // expected-error@+1 {{cannot convert value of type 'Any?' to specified type '[String]'}}
    let items: [String] = store.items.value
    // expected-error@+1 {{cannot convert value of type 'Any' to specified type 'String'}}
    let event: String = FeedBus.shared.events.replayCache[0]
    // expected-error@+1 {{does not have primary associated types that can be constrained}}
    let typed: (any Kotlinx_coroutines_coreStateFlow<Int32>)? = nil
    _ = (count, items, event, typed)
}
