// Rule: a Kotlin interface (sealed or not) is an Objective-C protocol, which has no initializer (exporter testData:
// `@protocol` declarations only).
import Shared

func mustNotCompileInterfaceConstruction() {
    // expected-error@+1 {{'any ProfileRepository' cannot be constructed because it has no accessible initializers}}
    _ = ProfileRepository()
    // expected-error@+1 {{'any ProfileState' cannot be constructed because it has no accessible initializers}}
    _ = ProfileState()
    // expected-error@+1 {{'any ParcelStore' cannot be constructed because it has no accessible initializers}}
    _ = ParcelStore()
    // expected-error@+1 {{'any FeedSource' cannot be constructed because it has no accessible initializers}}
    _ = FeedSource()
}
