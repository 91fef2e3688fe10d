// Rule: a framework that does not `export()` kotlinx.coroutines names its flows only as the header's untyped
// protocols (`Kotlinx_coroutines_coreStateFlow`…, exporter: the library's types prefixed with its module name): the
// runtime's typed flows (`StateFlow<T>`, `MutableSharedFlow<T>`, `Flow<Element>`) and their `Element`
// (Tests/AppFace/flow-members.allowed) are not on that app face (they are swift style's; exporting, see
// exported-coroutines/).
import Shared

func mustNotNameTypedRuntimeFlows() {
    // expected-error@+1 {{cannot find type 'StateFlow' in scope}}
    let state: StateFlow<Int32>.Element? = nil
    // expected-error@+1 {{cannot find type 'MutableSharedFlow' in scope}}
    let shared: MutableSharedFlow<String>.Element? = nil
    // expected-error@+1 {{cannot find type 'Flow' in scope}}
    let flow: (any Flow<Int32>)? = nil
    _ = (state, shared, flow)
}
