// Data-class equality of properties Swift's `==` cannot compare: one function in the runtime for every generated type.

extension Kotlin {
    /// Kotlin `equals` of two property values Swift's `==` cannot compare (`Any`, protocol existentials,
    /// collections of them), as a generated data class compares them: `null` equals only `null`, lists
    /// element-wise, maps by key, hashable values by `==`, other objects by identity.
    ///
    /// Generated code calls this one function rather than declaring a private helper in each file: with a
    /// same-named function in every file of a module, each call saw every file's overload (100 random contracts,
    /// idle machine: 15.1 s of type checking with a helper per file, 13.6 s with this one; docs/architecture.md 16).
    public static func propertyEquals(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none):
            return true
        case (.none, _), (_, .none):
            return false
        case (let left as [Any], let right as [Any]):
            return left.count == right.count && zip(left, right).allSatisfy { propertyEquals($0, $1) }
        case (let left as [AnyHashable: Any], let right as [AnyHashable: Any]):
            return left.count == right.count && left.allSatisfy { propertyEquals($0.value, right[$0.key]) }
        case (let left as AnyHashable, let right as AnyHashable):
            return left == right
        case (let left as AnyObject, let right as AnyObject):
            return left === right
        default:
            return false
        }
    }
}
