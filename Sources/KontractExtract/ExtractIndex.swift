// What default values need to know about the module's declarations: enum entries, constructors, sealed parents.

import Foundation
import KotlinSourceSyntax

/// The declarations of every file read, by simple and by nested name (`Tab`, `Outer.Tab`).
struct ExtractIndex {
    struct EnumInfo {
        /// Entry name → its `@SerialName`, if any.
        var serialNames: [String: String?]
    }

    /// A class's or object's facts (a class, not a struct: the index holds one per declaration, under each of its
    /// names, and a dictionary of 100-byte values took 63 MB for 200,000 classes).
    final class ClassInfo: Sendable {
        /// The primary constructor's parameters (name, type), in order.
        let parameters: [(name: String, type: String?)]
        let isObject: Bool
        /// The name kotlinx writes in the class discriminator when it is a sealed subclass (nil otherwise):
        /// its `@SerialName`, or its package-qualified name.
        let discriminator: String?
        /// The nested name (`Shape.Circle`).
        let name: String
        /// A `value class` (or `inline class`): kotlinx writes the one value it wraps, so a constructor call of it
        /// as a default is that value.
        let isValueClass: Bool
        /// A plain class (not data, sealed, enum, value or annotation): it has no JSON form, so no default of the
        /// contract can be a call of its constructor (KT0401 in validate).
        let isPlainClass: Bool
        /// The package and imports of the file declaring it: what its parameters' types are resolved in.
        let scope: ImportScope
        /// A `sealed class` (whose constructor the classes below it call with `superArguments`).
        let isSealedClass: Bool
        /// Its type parameters' count (a generic class's constructor arguments are not emulated yet).
        let typeParameterCount: Int
        /// Its supertypes as written, without type arguments (`Exception`, `com.example.Base`).
        let supertypes: [String]
        /// The names of its `vararg` constructor parameters (whose written type is the element's, not the array's).
        let varargParameters: Set<String>

        init(
            parameters: [(name: String, type: String?)], isObject: Bool, discriminator: String?, name: String,
            isValueClass: Bool, isPlainClass: Bool, scope: ImportScope, isSealedClass: Bool,
            typeParameterCount: Int, supertypes: [String], varargParameters: Set<String> = []
        ) {
            self.varargParameters = varargParameters
            self.parameters = parameters
            self.isObject = isObject
            self.discriminator = discriminator
            self.name = name
            self.isValueClass = isValueClass
            self.isPlainClass = isPlainClass
            self.scope = scope
            self.isSealedClass = isSealedClass
            self.typeParameterCount = typeParameterCount
            self.supertypes = supertypes
        }
    }

    var enums: [String: EnumInfo] = [:]
    var classes: [String: ClassInfo] = [:]
    /// The same by package-qualified nested name (`p.Shape.Circle`, backquotes removed): a class among others of
    /// its name in other packages (an initializer reads its own class's constructor parameters).
    var classesByQualifiedName: [String: ClassInfo] = [:]
    /// `const val`s by name (`PAGE`, `Config.SIZE`, a companion's by its class's name), each with a file holding
    /// its initializer's tokens (`IndexedFile.constants`).
    var constants: [String: (value: KotlinSourceText, file: KotlinFileSyntax)] = [:]
    /// A class's primary-constructor parameter defaults, by class (as `classes`) and parameter name
    /// (`IndexedFile.parameterDefaults`).
    var parameterDefaults: [String: [String: (value: KotlinSourceText, file: KotlinFileSyntax)]] = [:]
    /// What a data class or sealed class passes to its superclass, by class (as `classes`): `IndexedFile.superCalls`.
    var superCalls: [String: SuperCall] = [:]
    /// Every class-like declaration and typealias by package-qualified nested name (`com.example.Outer.Inner`),
    /// with its package: what imports and qualified names resolve to.
    var declaredTypes: [String: (package: String, name: String)] = [:]
    /// The simple names `package.Outer.Name` can find in `declaredTypes` for a file's package and an enclosing
    /// declaration `Outer`: those of nested declarations (`Inner` of `com.example.Outer.Inner`), and of top-level
    /// ones whose package extends a package read (`com.example.Outer` holding `Name`).
    var enclosableNames: Set<String> = []
    /// The simple names of the interfaces read that are not sealed (`interface State`), less any name a sealed type
    /// also has: a data class or sealed type the format cannot let extend them (KT0503 in validate).
    var plainInterfaceNames: Set<String> = []
    /// The packages of the files read.
    var packages: Set<String> = []
    /// The proper dot prefixes of the non-empty packages read (`a` and `a.b` of `a.b.c`), and their first two
    /// segments (`ExtractIndex.root`): what `isModulePackage` looks up instead of walking every package read per
    /// type (6.5 % of extract's instructions on the 2,000-file bench tree).
    var packageAncestors: Set<String> = []
    var packageRoots: Set<Substring> = []
    /// The nested names of `declaredTypes` (`Outer.Inner`, `Search`).
    var declaredNames: Set<String> = []
    /// The simple names of the class-like declarations read: a library type of one of these names is written
    /// qualified (kmm-production-sample's own `Settings` beside `com.russhwolf.settings.Settings`: KT0206).
    var declaredSimpleNames: Set<String> = []
    /// The names of the extension functions and properties the module declares (member extensions included): a
    /// call of one of these names is not read as the standard library's (ExpressionTypeInference.swift).
    var declaredMemberNames: Set<String> = []
    /// The simple names of the `private`/`internal` class-like declarations read that no exported one shares: a
    /// non-public constructor's parameter of such a type is left out (kmm-production-sample's `internal class
    /// FeedLoader` in `RssReader`'s internal constructor, KT0202 before).
    /// (Computed once: a non-public constructor reads it.)
    private(set) var hiddenTypeNames: Set<String> = []
    /// A class's companion object's type by the class's nested name (and its suffixes, as `classes`): `Foo2` →
    /// `Foo2.Companion`, `Foo4` → `Foo4.NamedCompanion`. What a property `val x = Foo2` (the companion, as an
    /// expression) has for its type.
    var companionTypes: [String: String] = [:]
    /// The exported properties and supertypes of each class, object and interface, under each of its names (a
    /// default reading `this`'s property: ThisPropertyDefault.swift).
    var thisPropertyScopes: [String: ThisPropertyScope] = [:]
    /// Which library a package belongs to (the table and the config's `"libraries"`).
    var libraryPackages = LibraryPackages.common
    /// The code generators' inputs found beside the Kotlin (what a type extract did not read may be).
    var generators = GeneratorInputs()
    /// The `actual` declarations, which replace their `expect`s.
    var actuals: ActualDeclarations
    /// What each exported declaration's shape names (supertypes, bounds, a data class's properties): what
    /// `LeftOutDeclarations` reads to find the declarations left out for a type found nowhere.
    var shapes: [DeclarationShape] = []
    /// The declarations left out for a type found nowhere, or for naming one left out, by package-qualified nested
    /// name (`com.example.Greeter`, as `declaredTypes`) → why (`LeftOutDeclarations`); empty before the second pass.
    var leftOutTypes: [String: LeftOutType] = [:]

    init(files: [IndexedFile]) {
        actuals = ActualDeclarations(files: files)
        // Walked twice (the sealed names first), without copying a declaration (DeclarationWalk).
        let roots = files.map { file in
            (
                file.syntax.declarations,
                (outer: "", scope: ImportScope(file.syntax), parent: String?.none, typeParameters: Set<String>())
            )
        }
        var sealed: Set<String> = []
        DeclarationWalk.forEach(roots) { declaration, context in
            let name = context.outer.isEmpty ? declaration.name : context.outer + "." + declaration.name
            if declaration.has("sealed") { sealed.formUnion(Self.keys(name)) }
            return (name, context.scope, declaration.has("sealed") ? name : nil, [])
        }
        var sealedNames: Set<String> = []
        var hiddenSimpleNames: Set<String> = []
        var exportedSimpleNames: Set<String> = []
        DeclarationWalk.forEach(roots) { declaration, context in
            let (outer, scope, parent, outerTypeParameters) = context
            let package = scope.package
            let name = outer.isEmpty ? declaration.name : outer + "." + declaration.name
            let typeParameters = outerTypeParameters.union(declaration.typeParameters.map(\.name))
            if let shape = DeclarationShape(declaration, name: name, scope: scope, typeParameters: typeParameters) {
                shapes.append(shape)
            }
            if declaration.kind == .object, declaration.has("companion"), !outer.isEmpty {
                let type = outer + "." + (declaration.name.isEmpty ? "Companion" : declaration.name.withoutBackticks)
                for key in Self.keys(outer) where companionTypes[key] == nil { companionTypes[key] = type }
                // An unnamed companion is the type `Outer.Companion` (a named one is declared below by its name).
                if declaration.name.isEmpty {
                    let plainName = type.withoutBackticks
                    declaredTypes[(package.isEmpty ? "" : package + ".") + plainName] = (package, plainName)
                }
            }
            if declaration.kind == .interface {
                if declaration.has("sealed") {
                    sealedNames.insert(declaration.name.withoutBackticks)
                } else {
                    plainInterfaceNames.insert(declaration.name.withoutBackticks)
                }
            } else if declaration.has("sealed") {
                sealedNames.insert(declaration.name.withoutBackticks)
            }
            if [.class, .interface, .object, .typeAlias].contains(declaration.kind), !declaration.name.isEmpty {
                let plain = package
                let plainName = name.withoutBackticks
                declaredTypes[(plain.isEmpty ? "" : plain + ".") + plainName] = (plain, plainName)
                let simple = declaration.name.withoutBackticks
                if ExtractionContext.isExported(declaration.modifiers) {
                    exportedSimpleNames.insert(simple)
                } else {
                    hiddenSimpleNames.insert(simple)
                }
            }
            switch declaration.kind {
            case .class where declaration.has("enum"):
                var names: [String: String?] = [:]
                for entry in declaration.enumEntries {
                    let serialName = entry.annotations.first { $0.simpleName == "SerialName" }
                        .flatMap { $0.arguments?.first }.flatMap { KotlinLiteralValue.string($0.value) }
                    names.updateValue(serialName, forKey: entry.name)
                }
                for key in Self.keys(name) { enums[key] = EnumInfo(serialNames: names) }
            case .class,
                .object where !declaration.name.isEmpty:
                let supertypes = declaration.supertypes.map {
                    $0.type.splitting(UInt8(ascii: "<")).first.map(String.init) ?? ""
                }
                let isSubclass =
                    supertypes.contains { sealed.contains($0) }
                    || (parent.map { parent in supertypes.contains { parent.hasSuffix($0) } } ?? false)
                let serialName = declaration.annotations.first { $0.simpleName == "SerialName" }
                    .flatMap { $0.arguments?.first }.flatMap { KotlinLiteralValue.string($0.value) }
                let info = ClassInfo(
                    parameters: (declaration.parameters ?? []).map { ($0.name.trimmingBackticks, $0.type) },
                    isObject: declaration.kind == .object,
                    discriminator: isSubclass ? serialName ?? (package.isEmpty ? name : package + "." + name) : nil,
                    name: name,
                    isValueClass: declaration.kind == .class && (declaration.has("value") || declaration.has("inline")),
                    isPlainClass: declaration.kind == .class
                        && !["data", "sealed", "enum", "value", "inline", "annotation"].contains(
                            where: declaration.has),
                    scope: scope,
                    isSealedClass: declaration.kind == .class && declaration.has("sealed"),
                    typeParameterCount: declaration.typeParameters.count,
                    supertypes: supertypes,
                    varargParameters: Set(
                        (declaration.parameters ?? []).filter { $0.modifiers.contains("vararg") }.map {
                            $0.name.trimmingBackticks
                        })
                )
                for key in Self.keys(name) where classes[key] == nil { classes[key] = info }
                classesByQualifiedName[scope.qualified(name.withoutBackticks)] = info
            default:
                break
            }
            return (name, scope, declaration.has("sealed") ? name : nil, typeParameters)
        }
        plainInterfaceNames.subtract(sealedNames)
        hiddenTypeNames = hiddenSimpleNames.subtracting(exportedSimpleNames)
        for file in files {
            for parameter in file.parameterDefaults {
                for key in Self.keys(parameter.className) where parameterDefaults[key]?[parameter.parameter] == nil {
                    parameterDefaults[key, default: [:]][parameter.parameter] = (parameter.value, parameter.file)
                }
            }
            for superCall in file.superCalls {
                for key in Self.keys(superCall.className) where superCalls[key] == nil {
                    superCalls[key] = superCall.call
                }
            }
            for (name, scope) in file.thisPropertyScopes {
                for key in Self.keys(name) where thisPropertyScopes[key] == nil { thisPropertyScopes[key] = scope }
            }
            for constant in file.constants {
                for key in Self.keys(constant.name) where constants[key] == nil {
                    constants[key] = (constant.value, constant.file)
                }
            }
            packages.insert(file.syntax.packageName.withoutBackticks)
            declaredMemberNames.formUnion(file.extensionNames)
        }
        for package in packages where !package.isEmpty {
            packageRoots.insert(Self.root(package))
            var prefix = Substring(package)
            while let dot = prefix.lastIndex(ofASCII: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                packageAncestors.insert(String(prefix))
            }
        }
        var extending: [String: Bool] = [:]
        for (package, name) in declaredTypes.values {
            declaredNames.insert(name)
            declaredSimpleNames.insert(
                String(name[(name.lastIndex(ofASCII: UInt8(ascii: ".")).map(name.index(after:)) ?? name.startIndex)...])
            )
            if let dot = name.lastIndex(ofASCII: UInt8(ascii: ".")) {
                enclosableNames.insert(String(name[name.index(after: dot)...]))
            } else if extending[package] ?? Self.extendsAny(package, of: packages) {
                extending[package] = true
                enclosableNames.insert(name)
            } else {
                extending[package] = false
            }
        }
    }

    /// A package's first two segments (`dev.johnoreilly`), or the package when it has fewer.
    static func root(_ package: String) -> Substring {
        var dots = 0
        for index in package.indices where package[index] == "." {
            dots += 1
            if dots == 2 { return package[..<index] }
        }
        return Substring(package)
    }

    /// Whether a package of `packages` is a proper prefix of `package` (`a.b` of `a.b.C`; `""` of any `C`).
    static func extendsAny(_ package: String, of packages: Set<String>) -> Bool {
        guard !package.isEmpty else { return false }
        if packages.contains("") { return true }
        var prefix = Substring(package)
        while let dot = prefix.lastIndex(ofASCII: UInt8(ascii: ".")) {
            prefix = prefix[..<dot]
            if packages.contains(String(prefix)) { return true }
        }
        return false
    }

    /// `A.B.C` is found as `A.B.C`, `B.C` and `C` (the first declaration of a simple name wins).
    static func keys(_ name: String) -> [String] {
        // Bytes, not Characters (grapheme breaking was 2 % of extract's instructions): each suffix after a `.`.
        // One pass: a key after each `.`, unless the name starts or ends with one or holds `..` (then by parts).
        let utf8 = name.utf8
        let dot = UInt8(ascii: ".")
        var keys = [name]
        var regular = utf8.first != dot && utf8.last != dot
        var afterDot = false
        var at = utf8.startIndex
        while regular, at < utf8.endIndex {
            let isDot = utf8[at] == dot
            if isDot {
                regular = !afterDot
                keys.append(String(name[utf8.index(after: at)...]))
            }
            afterDot = isDot
            at = utf8.index(after: at)
        }
        guard regular else {
            let parts = name.split(separator: ".")
            return (0..<parts.count).map { parts[$0...].joined(separator: ".") }
        }
        return keys
    }

    /// `Map<String, List<Int>>?` → (`Map`, [`String`, `List<Int>`]).
    static func split(_ type: String) -> (base: String, arguments: [String]) {
        if let split = asciiSplit(type) { return split }
        var text = Substring(type)
        if text.hasSuffix("?") { text = text.dropLast() }
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return (String(text), []) }
        var arguments: [String] = []
        var level = 0
        var current = ""
        for character in text[text.index(after: open)..<text.index(before: text.endIndex)] {
            if character == "<" || character == "(" { level += 1 }
            if character == ">" || character == ")" { level -= 1 }
            if character == "," && level == 0 {
                arguments.append(current.trimmingWhitespaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingWhitespaces)
        return (String(text[..<open]), arguments)
    }

    /// `split` of an ASCII type, byte by byte (Characters were 2 % of extract's instructions); nil for another.
    static func asciiSplit(_ type: String) -> (base: String, arguments: [String])? {
        var bytes = Array(type.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        if bytes.last == UInt8(ascii: "?") { bytes.removeLast() }
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")), bytes.last == UInt8(ascii: ">") else {
            return (String(decoding: bytes, as: UTF8.self), [])
        }
        func trimmed(_ range: Range<Int>) -> String {
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var arguments: [String] = []
        var level = 0
        var start = open + 1
        for at in (open + 1)..<(bytes.count - 1) {
            switch bytes[at] {
            case UInt8(ascii: "<"), UInt8(ascii: "("): level += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"): level -= 1
            case UInt8(ascii: ",") where level == 0:
                arguments.append(trimmed(start..<at))
                start = at + 1
            default: break
            }
        }
        arguments.append(trimmed(start..<(bytes.count - 1)))
        return (String(decoding: bytes[..<open], as: UTF8.self), arguments)
    }
}
