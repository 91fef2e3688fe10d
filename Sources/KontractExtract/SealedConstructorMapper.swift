// A sealed class's constructor and what each class below it passes to it (`superArguments`, docs/extract.md).

import KontractCore
import KotlinSourceSyntax

extension ExtractionContext {
    /// A `sealed class`'s `constructors`: its primary constructor as a class's (`sealed class Result(val code:
    /// Int)`), nothing for an implicit `constructor()`; a secondary constructor is KX0102 (the format takes one).
    mutating func sealedConstructors(of declaration: KotlinDeclarationSyntax, qualified: String)
        -> [(key: String, value: ContractJSON)]
    {
        for member in declaration.members where member.kind == .constructor {
            report(
                .memberNotExtracted,
                "a second constructor of sealed class '\(qualified)', which the contract format cannot carry (a "
                    + "sealed class takes one): it is left out", at: member.position)
        }
        guard let parameters = declaration.parameters else { return [] }
        let constructor = self.constructor(
            parameters, modifiers: declaration.constructorModifiers, annotations: declaration.constructorAnnotations,
            of: qualified)
        return constructor == .object([]) ? [] : [("constructors", .array([constructor]))]
    }

    /// `superArguments` of a class whose supertype call (`: Result(200)`, `: Result(code = c)`, `: Result(c)`)
    /// calls a sealed class of the Kotlin read whose constructor takes parameters (or of a data class, a class or
    /// an object calling a plain class's primary constructor): each argument by the parameter
    /// it goes to, `{ "value": JSON }` for a constant, `{ "parameter": name }` for one of the class's own
    /// constructor parameters. Anything else (`c + 1`, a call, a spread) is KX0102 at the call and no key: the
    /// contract does not know what the class passes.
    mutating func superArguments(
        of declaration: KotlinDeclarationSyntax, qualified: String, supertype: KotlinSupertypeSyntax,
        resolution: TypeNameResolution?
    ) -> (key: String, value: ContractJSON)? {
        guard let arguments = supertype.arguments else { return nil }
        let name: String
        switch resolution {
        case .asWritten?: name = ExtractIndex.split(supertype.type).base.withoutBackticks
        case .renamed(let renamed)?: name = renamed
        default: return nil
        }
        // A data class, a class or an object passes them to a plain class's primary constructor too (`data class
        // User(…) : Entity("u")`, `class Admin(name: String) : User(name, 0)`, `object Guest : User("guest", 0)`, a
        // companion object's `companion object : Registry("notes")`).
        let isDataClass = declaration.kind == .class && declaration.has("data")
        let isClassOrObject =
            (declaration.kind == .class
                && !["data", "sealed", "enum", "value", "inline", "annotation"].contains(where: declaration.has))
            || declaration.kind == .object
        guard let parent = index.classes[name],
            parent.isSealedClass || ((isDataClass || isClassOrObject) && parent.isPlainClass),
            !parent.parameters.isEmpty
        else { return nil }
        // What the format does not emulate yet for a class or an object (validate: KT0509 at the key): said, no key.
        if isClassOrObject, parent.isPlainClass, let notYet = notEmulatedSuperclass(parent, named: name) {
            report(
                .memberNotExtracted,
                "what '\(qualified)' passes to \(notYet) is not written: the contract format does not emulate "
                    + "arguments to its constructor yet (no \"superArguments\")", at: supertype.position)
            return nil
        }
        let own = Set((declaration.parameters ?? []).map(\.name.trimmingBackticks))
        var entries: [(key: String, value: ContractJSON)] = []
        var problem: String?
        for (position, argument) in arguments.enumerated() {
            let target =
                argument.name.map { named in parent.parameters.first { $0.name == named.trimmingBackticks } }
                ?? (position < parent.parameters.count && argument.name == nil ? parent.parameters[position] : nil)
            guard let target, !argument.isSpread else {
                problem = problem ?? "'\(argument.value.text)' goes to no parameter extract can tell"
                continue
            }
            let text = argument.value.text.trimmingWhitespaces.trimmingBackticks
            if own.contains(text) {
                entries.append((target.name, .object([("parameter", .string(text))])))
                continue
            }
            // A generic superclass's parameter of type `T`: what the value is, validate reads through the
            // supertype's type arguments (`Box<Long>(1)`).
            var reader = DefaultValueReader(
                file: file.syntax, index: index, expression: argument.value,
                expected: parent.typeParameterCount > 0 ? nil : target.type)
            switch reader.read() {
            case .success(let value): entries.append((target.name, .object([("value", value)])))
            case .failure(let notConstant):
                problem =
                    problem
                    ?? "'\(Self.oneLine(argument.value.text))' for '\(target.name)' is neither a constant "
                    + "(\(notConstant.reason)) nor a constructor parameter of '\(qualified)'"
            }
        }
        if let problem {
            // A data class or a class below a sealed class must say what it passes; a class or an object below an
            // open class may leave it out.
            let consequence =
                isClassOrObject && !parent.isSealedClass
                ? "the emulated class does not know what it passes"
                : "which validate rejects (KT0509); write it by hand"
            report(
                .memberNotExtracted,
                "what '\(qualified)' passes to \(parent.isSealedClass ? "sealed class" : "class") '\(name)' is not "
                    + "written (\(problem)): the contract has no \"superArguments\" for it, \(consequence)",
                at: supertype.position)
            return nil
        }
        return ("superArguments", .object(entries))
    }

    /// The plain class `name` (or its name with why) when the format does not emulate arguments to its constructor
    /// from a class or an object yet: one whose supertypes lead to an exception or `ViewModel` (a generic class's
    /// are: validate reads them through the supertype's type arguments, `GBox<String>(value = text)`).
    private func notEmulatedSuperclass(_ parent: ExtractIndex.ClassInfo, named name: String) -> String? {
        var visited: Set<String> = [name]
        var pending = parent.supertypes
        while let next = pending.popLast() {
            let simple = String(next.split(separator: ".").last ?? "").withoutBackticks
            if simple == "ViewModel" { return "class '\(name)', a view model," }
            if simple == "Throwable" || KotlinStandardException(rawValue: simple) != nil {
                return "class '\(name)', an exception class,"
            }
            if visited.insert(simple).inserted, let info = index.classes[simple] { pending += info.supertypes }
        }
        return nil
    }
}
