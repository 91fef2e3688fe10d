// One boxing view per typed runtime flow and kind, so the header's flow a member returns is the same object each read.
import Foundation
import KontractSupport

/// The boxing views (``BoxingStateFlow``…) of one typed runtime flow, one per view class, kept weakly: a generated
/// member showing a flow as the header's protocol (`any Kotlinx_coroutines_coreStateFlow`) returns the same object
/// while anything holds it, as the framework's property returns its one Kotlin flow (`===` holds between two reads).
///
/// `@unchecked Sendable`: the views live in a ``LockedState``.
final class BoxingViews: @unchecked Sendable {
    private struct Weak {
        weak var view: AnyObject?
    }

    private let views = LockedState([ObjectIdentifier: Weak]())

    /// The view of class `V`, made by `make` when none is alive.
    func view<V: AnyObject>(_ make: () -> V) -> V {
        views.withLock { views in
            if let view = views[ObjectIdentifier(V.self)]?.view as? V { return view }
            let view = make()
            views[ObjectIdentifier(V.self)] = Weak(view: view)
            return view
        }
    }
}

extension BoxingStateFlow {
    /// `flow` as the header's read-only state flow (`charElements`: its elements are Kotlin `Char`s, boxed as
    /// Kotlin/Native boxes them) (Kotlin's `asStateFlow()`: an app cannot cast it to a mutable one).
    public static func of(_ flow: StateFlow<T>, charElements: Bool = false) -> BoxingStateFlow<T> {
        flow.boxingViews.view { BoxingStateFlow(flow, charElements: charElements) }
    }
}

extension BoxingMutableStateFlow {
    /// `flow` as the header's mutable state flow.
    public static func of(_ flow: MutableStateFlow<T>, charElements: Bool = false) -> BoxingMutableStateFlow<T> {
        flow.boxingViews.view { BoxingMutableStateFlow(flow, charElements: charElements) }
    }
}

extension BoxingMutableSharedFlow {
    /// `flow` as the header's mutable shared flow.
    public static func of(_ flow: MutableSharedFlow<T>, charElements: Bool = false) -> BoxingMutableSharedFlow<T> {
        flow.boxingViews.view { BoxingMutableSharedFlow(flow, charElements: charElements) }
    }
}

extension BoxingStateFlow {
    /// The typed flow behind `flow`, the header's state flow a function hook returned (SKIE's hidden original makes
    /// its `SkieSwiftStateFlow` over it); stops when `flow` is no boxing flow of `T`s (an app's own flow).
    public static func typed(_ flow: any Kotlinx_coroutines_coreStateFlow) -> StateFlow<T> {
        guard let boxing = flow as? BoxingStateFlow<T> else {
            preconditionFailure("\(type(of: flow)) is no state flow of \(T.self) the runtime can show as SKIE's flow")
        }
        return boxing.state
    }
}

extension BoxingMutableStateFlow {
    /// The typed flow behind `flow` (``BoxingStateFlow/typed(_:)``).
    public static func typed(_ flow: any Kotlinx_coroutines_coreMutableStateFlow) -> MutableStateFlow<T> {
        guard let boxing = flow as? BoxingMutableStateFlow<T> else {
            preconditionFailure(
                "\(type(of: flow)) is no mutable state flow of \(T.self) the runtime can show as SKIE's flow")
        }
        return boxing.mutableState
    }
}

extension BoxingMutableSharedFlow {
    /// The typed flow behind `flow` (``BoxingStateFlow/typed(_:)``).
    public static func typed(_ flow: any Kotlinx_coroutines_coreMutableSharedFlow) -> MutableSharedFlow<T> {
        guard let boxing = flow as? BoxingMutableSharedFlow<T> else {
            preconditionFailure(
                "\(type(of: flow)) is no mutable shared flow of \(T.self) the runtime can show as SKIE's flow")
        }
        return boxing.shared
    }
}
