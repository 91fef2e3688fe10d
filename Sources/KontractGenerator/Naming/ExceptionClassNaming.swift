// Kotlin exception classes → the Swift classes the export shows (`KotlinIllegalStateException`).

import KontractCore

/// The Swift names of exception classes and the `@Throws` list a generated function hands its
/// implementation (`[.of(MyError.self)]`).
enum ExceptionClassNaming {
    /// `Kotlin` + name for a standard-library exception, as the export names the classes of the
    /// standard library; nil for kotlinx exceptions, which the runtime does not emulate as types.
    static func swiftName(of exception: KotlinStandardException) -> String? {
        exception.isStandardLibrary ? "Kotlin" + exception.rawValue : nil
    }

    /// The Swift class of a `throws` entry: `KotlinThrowable`, a standard exception (a kotlinx one is
    /// checked as its closest standard-library superclass), or a declared exception class.
    static func swiftClass(of thrown: ResolvedType, rules: SwiftTypeNames) -> String? {
        switch thrown.kind {
        case .platform(.throwable): return RuntimeNames.throwable
        case .exception(var exception):
            while !exception.isStandardLibrary, let superclass = exception.superclass { exception = superclass }
            return swiftName(of: exception)
        case .declared(let name, _): return rules.swiftName(of: name)
        default: return nil
        }
    }

    /// `[.of(KotlinThrowable.self), .of(MyError.self)]`: the `throws:` argument of a function's
    /// implementation; nil for a function without `@Throws`.
    static func throwsArgument(of function: ResolvedFunction, rules: SwiftTypeNames) -> SwiftExpression? {
        let classes = function.throwsTypes.compactMap { swiftClass(of: $0, rules: rules) }
        guard !classes.isEmpty else { return nil }
        return .array(classes.map { .call(.member(nil, "of"), [SwiftArgument(.member(.type(.named($0)), "self"))]) })
    }
}
