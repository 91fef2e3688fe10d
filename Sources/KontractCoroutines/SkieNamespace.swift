// SKIE's namespace enum `Skie`, holding kotlinx.coroutines' flow types as SKIE hides them (`StateFlow.__Kotlin`).

/// SKIE's namespace of what it generates (SKIE 0.10.13 `NamespaceProvider`): `Skie.<module>.<Class>…`.
/// Generated code adds its own module's namespace in an extension (`Skie.Shared.A.__Sealed`).
public enum Skie {
    /// kotlinx.coroutines' flow types, which SKIE replaces by its Swift flow classes everywhere it can
    /// (`SkieSwiftStateFlow<T>`): the Kotlin type stays reachable as `__Kotlin`, and is what SKIE's `async`
    /// wrapper of a suspend function returning a flow gives: the header's protocol, without type parameters.
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    public enum org_jetbrains_kotlinx__kotlinx_coroutines_core {
        public enum Flow {
            public typealias __Kotlin = any KontractCoroutines.Kotlinx_coroutines_coreFlow
        }
        public enum SharedFlow {
            public typealias __Kotlin = any KontractCoroutines.Kotlinx_coroutines_coreSharedFlow
        }
        public enum MutableSharedFlow {
            public typealias __Kotlin = any KontractCoroutines.Kotlinx_coroutines_coreMutableSharedFlow
        }
        public enum StateFlow {
            public typealias __Kotlin = any KontractCoroutines.Kotlinx_coroutines_coreStateFlow
        }
        public enum MutableStateFlow {
            public typealias __Kotlin = any KontractCoroutines.Kotlinx_coroutines_coreMutableStateFlow
        }
    }
}
