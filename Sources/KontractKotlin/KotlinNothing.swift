// `KotlinNothing`: Kotlin's `Nothing`, a type with no values.

/// Kotlin `Nothing` in type positions (`KotlinArray<KotlinNothing>`, `Flow<Nothing>`); it cannot
/// be created, as on the real framework.
public final class KotlinNothing: KotlinBase {
    private init() {
        super.init(kontractBase: ())
    }
}
