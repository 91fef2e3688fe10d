// The Swift names the Kotlin/Native Objective-C export gives functions: base name, labels, clash mangling.

import KontractCore

/// Function names as the exporter's `swift_name` shows them (`ObjCExportNamer.getSwiftName`).
///
/// - The base name is the Kotlin name, with `do` before an Objective-C method family (`copy` → `doCopy`,
///   also after leading underscores). Unlike selectors, Swift names keep `class`, `retain`, `hash`...
/// - Every parameter is labelled with its Kotlin name (`foo(NULL:a:DEBUG:)`, no keyword renames); an
///   extension receiver taken as an argument is `_`; a suspend function's last label is `completionHandler`.
/// - Two functions of one Swift type whose names are equal are told apart in the exporter's stable order
///   (name, parameter count, then the parameter types' signature): each later one gains `_` before the
///   last `:` (`foo(x:)` → `foo(x_:)`), or before `(` without parameters (`foo()` → `foo_()`), until free.
///   Kontract mangles within one Swift type (a facade, or a class with its extensions); files of one name in
///   different packages are one facade (SharedFileFacade.swift), so their functions are mangled together.
public enum ObjCFunctionNaming {
    /// The base name of a function: `copy` → `doCopy`, `_newThing` → `do_newThing`; others unchanged.
    public static func baseName(_ kotlinName: String) -> String {
        let trimmed = String(kotlinName.drop { $0 == "_" })
        if ObjCExportNaming.isInMethodFamily(trimmed) { return "do" + ObjCExportNaming.capitalizedFirst(kotlinName) }
        return kotlinName
    }

    /// One function's Swift name before mangling: `foo(a:b:)`.
    public struct Name: Equatable, Sendable {
        public var base: String
        public var labels: [String]
        /// `_`s on the `async` form of a suspend function whose Kotlin signature an earlier one of the same
        /// facade has (same-named files of two packages): SKIE's `foo_()` beside `foo()`.
        public var asyncSuffix = 0

        public init(base: String, labels: [String]) {
            self.base = base
            self.labels = labels
        }

        /// `foo(a:_:)`.
        public var text: String { "\(base)(\(labels.map { $0 + ":" }.joined()))" }

        /// The exporter's next candidate: `_` on the last label, or on the base name without labels.
        public var mangled: Name {
            var next = self
            if let last = labels.indices.last {
                next.labels[last] += "_"
            } else {
                next.base += "_"
            }
            return next
        }
    }

    /// A function waiting for its name in one Swift type, with its place in the exporter's stable order.
    public struct Candidate: Sendable {
        public var name: Name
        /// Kotlin name, parameter count and parameter types, for the stable order.
        public var kotlinName: String
        public var parameterCount: Int
        public var signature: String
        /// The types Swift's overload resolution sees (`signature` without a receiver that is `self`), when
        /// they differ from `signature`.
        public var overloadTypes: String?

        public init(
            name: Name, kotlinName: String, parameterCount: Int, signature: String, overloadTypes: String? = nil
        ) {
            self.name = name
            self.kotlinName = kotlinName
            self.parameterCount = parameterCount
            self.signature = signature
            self.overloadTypes = overloadTypes
        }
    }

    /// The names of `groups` (members first, then each group of extensions), clashes mangled as the exporter
    /// does; each group is taken in the stable order; the result is in the input order.
    ///
    /// `byParameterTypes`: SKIE's rule (StripKonanCallableDeclarationManglingPhase, then
    /// RenameConflictingCallableDeclarationsPhase): SKIE strips the exporter's mangling and renames only what
    /// Swift's overload resolution cannot tell apart, so `foo(i: Int32)` and `foo(i: String)` keep `foo(i:)`;
    /// only the same name with the same parameter types is mangled.
    public static func mangle(_ groups: [[Candidate]], byParameterTypes: Bool = false) -> [[Name]] {
        var taken = Set<String>()
        let key = { (name: Name, candidate: Candidate) in
            byParameterTypes ? name.text + " " + (candidate.overloadTypes ?? candidate.signature) : name.text
        }
        return groups.map { group in
            let order = group.indices.sorted { left, right in
                let a = group[left]
                let b = group[right]
                if a.kotlinName != b.kotlinName { return a.kotlinName < b.kotlinName }
                if a.parameterCount != b.parameterCount { return a.parameterCount < b.parameterCount }
                if a.signature != b.signature { return a.signature < b.signature }
                return left < right
            }
            var names = group.map(\.name)
            for index in order {
                var name = names[index]
                while taken.contains(key(name, group[index])) { name = name.mangled }
                taken.insert(key(name, group[index]))
                names[index] = name
            }
            return names
        }
    }
}

extension ObjCFunctionNaming {
    /// Functions named together in one Swift type: a class's own, or one file's extensions of it; a group whose
    /// extension receivers are arguments labels them `_`.
    struct FunctionGroup {
        var functions: [ResolvedFunction]
        var receiverIsArgument: Bool
    }

    /// Each function's Swift name (with `completionHandler` last where `hasCompletionHandler` says the
    /// function is a suspend function in the completion-handler shape); with the exporter's names
    /// (`usesObjCNames`) also its base-name renames and clash mangling, else the Kotlin names as they are.
    static func names(
        of groups: [FunctionGroup], usesObjCNames: Bool, manglesByParameterTypes: Bool = false,
        hasCompletionHandler: (ResolvedFunction) -> Bool
    ) -> [[Name]] {
        let candidates = groups.map { group in
            group.functions.map { function -> Candidate in
                // `@ObjCName` renames labels and the base name as written; `@ShouldRefineInSwift` adds `__`.
                var labels = function.parameters.map { ObjCAnnotationNaming.renamed($0.export) ?? $0.name.value }
                if group.receiverIsArgument, function.receiver != nil { labels.insert("_", at: 0) }
                if hasCompletionHandler(function) { labels.append("completionHandler") }
                let base = ObjCAnnotationNaming.memberName(
                    function.export, default: usesObjCNames ? baseName(function.name.value) : function.name.value)
                let types = ([function.receiver].compactMap { $0 } + function.parameters.map(\.type)).map { "\($0)" }
                // A receiver that is `self` (a member, or an extension of the class) is no argument Swift sees.
                let arguments =
                    (group.receiverIsArgument ? [function.receiver].compactMap { $0 } : [])
                    + function.parameters.map(\.type)
                return Candidate(
                    name: Name(base: base, labels: labels), kotlinName: function.name.value,
                    parameterCount: function.parameters.count, signature: types.joined(separator: ","),
                    overloadTypes: arguments.map { "\($0)" }.joined(separator: ","))
            }
        }
        guard usesObjCNames else { return candidates.map { $0.map(\.name) } }
        return mangle(candidates, byParameterTypes: manglesByParameterTypes)
    }
}
