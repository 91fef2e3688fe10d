// Which Kotlin types Swift sees as a closure, whose parameters are `@escaping`.

import KontractCore

extension ResolvedType {
    /// A non-null, non-suspend function type: an ObjC block, a Swift closure, `@escaping` as a parameter (a
    /// suspend one is the protocol `KotlinSuspendFunctionN` instead, an optional closure is not `@escaping`).
    var isSwiftClosure: Bool {
        guard case .function(_, _, let isSuspend) = kind else { return false }
        return !isNullable && !isSuspend
    }
}
