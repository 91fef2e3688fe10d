// The exporter's initializer labels: the Kotlin parameter names, a clash mangled with `_`.

/// Swift labels of exported constructors, as `ObjCExportNamer` spells them.
///
/// An initializer keeps its parameters' Kotlin names as labels (C keywords included: `init(float:)`).
/// The exporter names a class's constructors in its stable order (by rendered signature, so
/// `(param: Boolean)` before `(param: Int)` before `(param: String)`); when an earlier one already took
/// the same Swift name, the last label gains `_` until the name is free: `Foo(param: Bool)`,
/// `Foo(param_: Int32)`, `Foo(param__: String)`.
enum ConstructorNaming {
    /// The labels of each constructor, in the order given; each parameter is its Kotlin name and type.
    static func labels(of constructors: [[(name: String, type: String)]]) -> [[String]] {
        let order = constructors.indices.sorted { signature(constructors[$0]) < signature(constructors[$1]) }
        var taken: Set<String> = []
        var result = constructors.map { $0.map(\.name) }
        for index in order {
            var labels = result[index]
            while !taken.insert(swiftName(labels)).inserted {
                guard let last = labels.indices.last else { break }
                labels[last] += "_"
            }
            result[index] = labels
        }
        return result
    }

    /// The text the exporter's stable order compares: `(a: Int, b: String)`.
    private static func signature(_ parameters: [(name: String, type: String)]) -> String {
        "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// `init(a:b:)`.
    static func swiftName(_ labels: [String]) -> String {
        "init(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
