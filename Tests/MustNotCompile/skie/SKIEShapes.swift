// Rule: under SKIE a flow property is `SkieSwiftStateFlow` of the boxed element (SKIE docs: flows keep the
// exporter's `KotlinInt` element).
import Shared

func mustNotCompileSKIEShapes(badge: Badge) {
    // expected-error@+1 {{cannot convert value of type 'KotlinInt' to specified type 'Int32'}}
    let counter: Int32 = FeedKt.counter.value
    _ = (counter, badge)
}
