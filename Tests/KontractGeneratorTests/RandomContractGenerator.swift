// Builds random valid contracts (names, nesting, nullability, defaults, enums, sealed) from a seed.

import Foundation
import KontractTestSupport

/// One random contract file: enums, data classes (some recursive), a sealed hierarchy, an object.
///
/// Type names carry the contract's index (`R7Color`) so that many contracts compile in one Swift module.
struct RandomContractGenerator {
    var random: SeededGenerator
    let index: Int
    private var enums: [(name: String, serialNames: [String])] = []
    private var dataClasses: [String] = []
    private var sealedName: String?

    init(seed: UInt64, index: Int) {
        random = SeededGenerator(seed: seed)
        self.index = index
    }

    static let propertyNames = [
        "description", "hash", "default", "self", "init", "copy", "protocol", "Type", "id", "número", "año", "value",
        "name", "count", "items", "next", "children", "label", "enabled", "score", "ratio", "tags", "extra", "where",
        "inout",
        "let", "func", "guard", "get", "newValue", "initial", "copyright", "struct", "operator",
    ]
    /// Entry names, including ones that collide after renaming (`AA_BB_CC`, `AaBbCc`, `aaBbCc`) and ones NSObject
    /// or Swift owns (`description`, `load`, `retain`, `hash`, `self`, `Type`, `init`).
    static let entryNames = [
        "RED", "DARK_BLUE", "NEW", "DEFAULT", "TermsOfUse", "INITIAL", "A_B_C", "copy", "VALUE", "AA_BB_CC",
        "AaBbCc", "aaBbCc", "description", "load", "retain", "hash", "HTTPError", "self", "Type", "init", "A1B",
    ]
    static let flowKinds = ["StateFlow", "MutableStateFlow", "SharedFlow", "Flow"]
    /// Every flow type the format knows, for positions outside view models.
    static let allFlowKinds = flowKinds + ["MutableSharedFlow"]
    static let primitives = [
        "Boolean", "Byte", "Short", "Int", "Long", "UByte", "UShort", "UInt", "ULong", "Float", "Double", "Char",
        "String",
    ]

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    /// A declaration of a random kind whose members take names Swift, NSObject, the exporter or the runtime
    /// already give a type (`NamingCollisionCorpus`, those validate accepts) as properties, functions, parameters
    /// or entries.
    private mutating func collidingNames() -> [String: Any] {
        let corpus = NamingCollisionCorpus.self
        let usable = corpus.members.filter {
            !corpus.refusedProperties.contains($0) && !corpus.refusedFunctions.contains($0)
        }
        let names = Array(usable.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
        let name = "R\(index)Names"
        let functions: [[String: Any]] = names.map {
            ["name": $0, "parameters": [["name": $0, "type": "Int"]], "returns": "Int"]
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return [
                "kind": "data class", "name": name, "properties": names.map { ["name": $0, "type": "Int"] },
                "functions": functions,
            ]
        case 1:
            return [
                "kind": "class", "name": name, "modality": pick(["final", "open"]), "functions": functions,
                "constructors": [["parameters": names.map { ["name": $0, "type": "Int", "property": "val"] }]],
            ]
        case 2:
            return [
                "kind": "object", "name": name, "functions": functions,
                "properties": names.map { ["name": $0, "type": "Int", "default": 1] },
            ]
        case 3:
            return [
                "kind": "interface", "name": name, "functions": functions,
                "properties": names.map { ["name": $0, "type": "Int"] },
            ]
        case 4:
            return ["kind": "enum class", "name": name, "entries": names, "functions": functions]
        default:
            let viewModelNames = names.filter(corpus.isViewModelName)
            return [
                "kind": "class", "name": name, "supertypes": ["ViewModel"],
                "properties": viewModelNames.map {
                    ["name": $0, "type": "StateFlow<Int>", "initial": 0, "annotations": ["NativeCoroutinesState"]]
                },
                "functions": viewModelNames.map { ["name": $0, "parameters": [["name": $0, "type": "Int"]]] },
            ]
        }
    }

    /// The contract as a JSON object.
    mutating func contract() -> [String: Any] {
        var declarations: [[String: Any]] = []
        for number in 0..<Int.random(in: 0...2, using: &random) {
            declarations.append(enumDeclaration("R\(index)Enum\(number)"))
        }
        let classCount = Int.random(in: 1...4, using: &random)
        dataClasses = (0..<classCount).map { "R\(index)Data\($0)" }
        for name in dataClasses { declarations.append(dataClass(name)) }
        if chance(60) {
            // Sometimes named `Type` (Swift's `Outer.Type`): only one contract may, the names share one module.
            let name = index % 50 == 7 ? "Type" : "R\(index)Sealed"
            declarations.append(sealed(name, depth: 0))
            sealedName = name
        }
        if chance(60) { declarations.append(viewModel("R\(index)ViewModel")) }
        if chance(30) {
            declarations.append([
                "kind": "object", "name": "R\(index)Config",
                "properties": [["name": "size", "type": "Int", "default": Int.random(in: -5...500, using: &random)]],
            ])
        }
        // Drawn last, so the declarations above stay what each seed gave before classes existed.
        if chance(50) { declarations += classes() }
        if chance(50) { declarations += nesting() }
        // Flows outside view models: drawn after everything else, so earlier declarations stay as they were.
        if chance(60) { declarations += flowsOutsideViewModels() }
        if chance(50) { declarations.append(genericFunctions()) }
        // Drawn after the classes and nesting, for the same reason.
        if chance(50) { declarations += plainSealedClasses() }
        // Drawn last, for the same reason.
        if chance(50) { declarations += genericClasses() }
        // Drawn last, for the same reason.
        if chance(40) { declarations += polymorphicProperties() }
        // Drawn last, for the same reason.
        if chance(40) { declarations += enumsInSealedInterface() }
        // Drawn last, for the same reason.
        if chance(60) { declarations.append(collidingNames()) }
        return ["kontract": 1, "module": "Shared", "package": "r.c\(index)", "declarations": declarations]
    }

    /// Enum classes implementing a sealed interface (not `@Serializable`: kotlinx's Json rejects an enum there,
    /// KG0102), maybe also a plain interface, next to an object, a data class or a sealed branch; one maybe left
    /// as the exporter's class by SKIE; a file function returning the sealed type.
    private mutating func enumsInSealedInterface() -> [[String: Any]] {
        let root = "R\(index)Choice"
        var subclasses: [[String: Any]] = []
        if chance(50) { subclasses.append(["kind": "data object", "name": "Unset"]) }
        if chance(40) { subclasses.append(dataClass("Picked", nested: true)) }
        let hasBranch = chance(30)
        if hasBranch {
            subclasses.append([
                "kind": "sealed interface", "name": "Branch", "serializable": false,
                "subclasses": [["kind": "object", "name": "Leaf"]],
            ])
        }
        var declarations: [[String: Any]] = [
            ["kind": "sealed interface", "name": root, "serializable": false, "subclasses": subclasses]
        ]
        let named = "R\(index)Titled"
        var usesNamed = false
        for number in 0..<Int.random(in: 1...2, using: &random) {
            var declaration = enumDeclaration("R\(index)Kind\(number)")
            var supertypes = [number == 1 && hasBranch && chance(50) ? "\(root).Branch" : root]
            if chance(50) {
                // `enum class E(override val title: String, ...) : Choice, Titled`.
                let properties = (declaration["properties"] as? [[String: Any]]) ?? []
                declaration["properties"] = [["name": "title", "type": "String"]] + properties
                let entries = (declaration["entries"] as? [Any]) ?? []
                declaration["entries"] = entries.map { entry -> [String: Any] in
                    guard var object = entry as? [String: Any] else { return ["name": entry, "arguments": ["t"]] }
                    object["arguments"] = ["t"] + ((object["arguments"] as? [Any]) ?? [])
                    return object
                }
                supertypes.append(named)
                usesNamed = true
            }
            declaration["supertypes"] = supertypes
            if chance(25) { declaration["annotations"] = ["EnumInterop.Disabled"] }
            declarations.append(declaration)
        }
        if usesNamed {
            declarations.append([
                "kind": "interface", "name": named, "properties": [["name": "title", "type": "String"]],
            ])
        }
        declarations.append([
            "kind": "file", "name": "R\(index)Choices.kt", "functions": [["name": "r\(index)Choice", "returns": root]],
        ])
        return declarations
    }

    /// An interface and a `@Serializable` data class with a property of its type and a function-typed one
    /// (KT0211, suppressed: the Kotlin compiles, kotlinx fails on their values at run time), each maybe nullable.
    private mutating func polymorphicProperties() -> [[String: Any]] {
        let interface: [String: Any] = ["kind": "interface", "name": "R\(index)Greeter"]
        let parameters = (0..<Int.random(in: 0...2, using: &random)).map { _ in primitive().0 }
        let function = "(\(parameters.joined(separator: ", "))) -> \(chance(50) ? "Unit" : primitive().0)"
        var properties: [[String: Any]] = []
        for (name, type) in [("greeter", "R\(index)Greeter"), ("onTap", function)] {
            if chance(50) {
                let nullable = type.contains("->") ? "(\(type))?" : type + "?"
                properties.append(["name": name, "type": nullable, "default": NSNull()])
            } else {
                properties.append(["name": name, "type": type])
            }
        }
        let card: [String: Any] = [
            "kind": "data class", "name": "R\(index)Card", "suppress": ["KT0211"], "properties": properties,
        ]
        return [interface, card]
    }

    /// An interface, an open class with a `val` constructor property, a body property and a member function, and a
    /// final subclass overriding both, adopting the interface with two constructors whose labels clash (mangled with
    /// `_`).
    private mutating func classes() -> [[String: Any]] {
        let names = Array(Self.propertyNames.shuffled(using: &random).prefix(4))
        let (required, _) = primitive()
        let (constructorType, _) = primitive()
        let (bodyType, bodyValue) = primitive()
        let interface: [String: Any] = [
            "kind": "interface", "name": "R\(index)Shape",
            "properties": [["name": names[0], "type": required, "mutable": chance(50)]],
        ]
        // Drawn in the literal's order, so each seed gives what it gave before the overrides below.
        let modality = pick(["open", "abstract"])
        let bodyMutable = chance(50)
        let bodyProperty: [String: Any] = [
            "name": names[2], "type": bodyType, "mutable": bodyMutable, "initial": bodyValue ?? NSNull(),
        ]
        // A member function the leaf overrides, and the body property it overrides (issue 26, item 14).
        let describe: [String: Any] = [
            "name": "describe", "returns": "String", "parameters": [["name": "depth", "type": "Int"]],
        ]
        let base: [String: Any] = [
            "kind": "class", "name": "R\(index)Base", "modality": modality,
            "constructors": [["parameters": [["name": names[1], "type": constructorType, "property": "val"]]]],
            "properties": [bodyProperty], "functions": [describe],
        ]
        // Defaults written as Kotlin code read `this`: the inherited body property, the interface's property.
        let leaf: [String: Any] = [
            "kind": "class", "name": "R\(index)Leaf", "supertypes": ["R\(index)Base", "R\(index)Shape"],
            "constructors": [
                ["parameters": [["name": names[3], "type": "Int", "property": pick(["val", "var"])]]],
                ["parameters": [["name": names[3], "type": "String"]]],
            ],
            "properties": [bodyProperty],
            "functions": [
                [
                    "name": "measure", "returns": bodyType,
                    "parameters": [
                        ["name": "first", "type": bodyType, "defaultKotlin": names[2]],
                        ["name": "second", "type": "Int", "default": 1],
                    ],
                ],
                describe,
            ],
        ]
        let extensions: [String: Any] = [
            "kind": "file", "name": "R\(index)ShapeDefaults.kt",
            "functions": [
                [
                    "name": "shapeValue", "receiver": "R\(index)Shape", "returns": required,
                    "parameters": [["name": "value", "type": required, "defaultKotlin": names[0]]],
                ]
            ],
        ]
        return [interface, base, leaf, extensions]
    }

    /// A generic interface (erased in Swift), a generic open class using its type parameter in a constructor
    /// property, a list, a function type and two functions (one suspend), a subclass extending it with type arguments and adopting the
    /// interface, and a generic class nested in a plain one (flat in Swift: `R0GenericHolderSlot`). (An object
    /// extending a class is bridge-only: swift style reports KG0101, so it is not drawn here.)
    private mutating func genericClasses() -> [[String: Any]] {
        let bound: [String] = chance(50) ? [] : ["Any"]
        let argument = pick(["String", "Int", "Double?", "List<Int>", "R\(index)Source<Int>"])
        let source: [String: Any] = [
            "kind": "interface", "name": "R\(index)Source",
            "typeParameters": [["name": "T", "variance": "out"]],
            "properties": [["name": "current", "type": "T"]],
        ]
        let box: [String: Any] = [
            "kind": "class", "name": "R\(index)Box", "modality": pick(["open", "abstract"]),
            "typeParameters": [["name": "T", "bounds": bound]],
            "constructors": [["parameters": [["name": "value", "type": "T", "property": "val"]]]],
            "properties": [
                ["name": "items", "type": "List<T>", "mutable": chance(50), "initial": []],
                ["name": "transform", "type": "((T) -> T)?", "mutable": true, "initial": NSNull()],
            ],
            "functions": [
                ["name": "replace", "parameters": [["name": "value", "type": "T"]], "returns": "T"],
                ["name": "load", "suspend": true, "returns": "List<T>?"],
            ],
        ]
        let leaf: [String: Any] = [
            "kind": "class", "name": "R\(index)BoxLeaf",
            "supertypes": ["R\(index)Box<\(bound.isEmpty ? argument : "Int")>", "R\(index)Source<String>"],
            "constructors": [["parameters": [["name": "text", "type": "String"]]]],
        ]
        let holder: [String: Any] = [
            "kind": "class", "name": "R\(index)GenericHolder",
            "nested": [
                [
                    "kind": "class", "name": "Slot", "typeParameters": [["name": "T", "bounds": ["Any"]]],
                    "properties": [["name": "slot", "type": "T?", "mutable": true, "initial": NSNull()]],
                ]
            ],
        ]
        return [source, box, leaf, holder]
    }

    /// A class with a companion, nested classes two levels deep, an inner class and an enum whose entries
    /// clash with `values()`/`entries`; an object holding a data class with a `var`; a file with a `var`
    /// and a property without a getter.
    private mutating func nesting() -> [[String: Any]] {
        let (companionType, companionValue) = primitive()
        let (innerType, _) = primitive()
        let (bareType, _) = primitive()
        let (varType, _) = primitive()
        var companion: [String: Any] = ["functions": [["name": "make", "returns": "R\(index)Outer"]]]
        if chance(50) { companion["name"] = "Factory" }
        if let companionValue {
            companion["properties"] = [["name": "limit", "type": companionType, "default": companionValue]]
        }
        let outer: [String: Any] = [
            "kind": "class", "name": "R\(index)Outer", "companion": companion,
            "nested": [
                ["kind": "class", "name": "A1", "nested": [["kind": "class", "name": pick(["B1", "Type"])]]],
                [
                    "kind": "class", "name": "Inner", "inner": true,
                    "constructors": [["parameters": [["name": "label", "type": innerType, "property": "val"]]]],
                ],
                ["kind": "enum class", "name": "Mode", "entries": pick([["VALUES", "VALUES_"], ["ENTRIES", "A"]])],
                // Named as its container (`R0Outer.R0Outer`: inside `extension R0Outer` the name means the nested
                // one); drawn without a random number, so every seed's later draws stay as they were.
                [
                    "kind": "enum class", "name": "R\(index)Outer", "entries": ["ONE"],
                    "functions": [
                        ["name": "same", "returns": "R\(index)Outer"],
                        ["name": "outer", "returns": "r.c\(index).R\(index)Outer"],
                    ],
                ],
            ],
        ]
        let holder: [String: Any] = [
            "kind": "object", "name": "R\(index)Holder",
            "nested": [
                [
                    "kind": "data class", "name": "Cell",
                    "properties": [
                        ["name": "value", "type": varType, "mutable": true], ["name": "id", "type": "Int"],
                    ],
                ]
            ],
        ]
        let file: [String: Any] = [
            "kind": "file", "name": "R\(index)Nesting.kt",
            "properties": [
                [
                    "name": "counter\(index)", "type": "Int", "kotlin": "\(Int.random(in: 0...99, using: &random))",
                    "mutable": true,
                ],
                ["name": "bare\(index)", "type": bareType, "mutable": chance(50)],
            ],
            "functions": [["name": "sameNamed\(index)", "returns": "R\(index)Outer.R\(index)Outer"]],
        ]
        return [outer, holder, file]
    }

    /// A file of generic functions (bounded, unbounded, as receivers and in collections; Swift sees them erased)
    /// and extension properties on receivers that are not classes (facade getter functions).
    private mutating func genericFunctions() -> [String: Any] {
        let bound: [String] = chance(50) ? [pick(dataClasses)] : []
        let (other, _) = primitive()
        let functions: [[String: Any]] = [
            [
                "name": "firstOf", "typeParameters": [["name": "T", "bounds": bound]],
                "parameters": [["name": "items", "type": "List<T>"]], "returns": "T?",
            ],
            [
                "name": "pair", "typeParameters": [["name": "A"], ["name": "B", "bounds": ["A"]]],
                "parameters": [["name": "first", "type": "A"], ["name": "second", "type": "B?"]],
                "returns": "Map<String, A>", "suspend": chance(30),
            ],
            [
                "name": "describe", "typeParameters": [["name": "T"]], "receiver": chance(50) ? "T" : "List<T>",
                "parameters": [["name": "label", "type": other]], "returns": "String",
            ],
        ]
        // Mutable sets and maps (KotlinMutableSet/KotlinMutableDictionary in bridge style); no Char or data class
        // arguments, which bridge style cannot hold in them (KG0101).
        let elements = ["String", "Int", "Long?", "Double", "Boolean", "List<Int>", "MutableSet<String>"]
        let mutables: [String: Any] = [
            "name": "mutables",
            "parameters": [["name": "tags", "type": "MutableSet<\(pick(elements))>\(chance(30) ? "?" : "")"]],
            "returns": "MutableMap<\(pick(["String", "Int"])), \(pick(elements))>\(chance(30) ? "?" : "")",
        ]
        let (receiver, _) = primitive()
        let (type, _) = primitive()
        return [
            "kind": "file", "name": "R\(index)Generic.kt", "functions": functions + [mutables],
            "properties": [["name": "extra", "receiver": receiver, "type": type, "mutable": chance(50)]],
        ]
    }

    /// Plain classes in sealed hierarchies (`class A1 : A()`, nested and top-level, open with a constructor, and
    /// names that collide as cases: `List`/`list`), an enum with backquoted entries, and enum entries in
    /// getter expressions (a derived property and a file property).
    private mutating func plainSealedClasses() -> [[String: Any]] {
        let root = "R\(index)Pane"
        let kind = pick(["sealed class", "sealed interface"])
        var nested: [[String: Any]] = [["kind": "class", "name": "List"]]
        if chance(50) { nested.append(["kind": "class", "name": "list"]) }
        if chance(50) {
            nested.append([
                "kind": "class", "name": "Editor", "modality": "open",
                "constructors": [
                    ["parameters": [["name": pick(Self.propertyNames), "type": "String", "property": "val"]]]
                ],
            ])
        }
        if chance(50) { nested.append(["kind": "data object", "name": "Empty"]) }
        // A generic subclass (SKIE carries it as its non-generic superclass), and SKIE's case name annotation.
        if chance(50) { nested.append(["kind": "class", "name": "Cell", "typeParameters": [["name": "T"]]]) }
        if chance(30) { nested[0]["annotations"] = [["name": "SealedInterop.Case.Name", "arguments": ["Listing"]]] }
        var sealedRoot: [String: Any] = ["kind": kind, "name": root, "subclasses": nested]
        if chance(50) { sealedRoot["serializable"] = false }
        if chance(30) {
            sealedRoot["annotations"] = [
                ["name": "SealedInterop.Function.Name", "arguments": ["onPane"]],
                ["name": "SealedInterop.Function.ArgumentLabel", "arguments": [pick(["_", "", "pane"])]],
                ["name": "SealedInterop.ElseName", "arguments": ["Other"]],
            ]
        }
        let outside: [String: Any] = [
            "kind": "class", "name": "R\(index)Side", "supertypes": [root],
            "properties": [["name": "page", "type": "Int", "mutable": true, "initial": 0]],
        ]
        let entries = ["FAST", "`in`", "`0xH`", "`class`", "description", "aaBb", "AA_BB"].shuffled(using: &random)
        let modes = "R\(index)Mode"
        let plain = entries.first { !$0.hasPrefix("`") } ?? "FAST"
        var enumDeclaration: [String: Any] = ["kind": "enum class", "name": modes, "entries": entries + ["FAST_"]]
        // SKIE's enum switches: the exporter's class, or SKIE's enum with the exporter's case names.
        if chance(40) {
            enumDeclaration["annotations"] = [pick(["EnumInterop.Disabled", "EnumInterop.LegacyCaseName.Enabled"])]
        }
        let holder: [String: Any] = [
            "kind": "data class", "name": "R\(index)Prefs",
            "properties": [["name": "mode", "type": modes]],
            "derived": [
                ["name": "isPlain", "type": "Boolean", "kotlin": "mode == \(modes).\(plain)"],
                ["name": "fallback", "type": modes, "kotlin": "\(modes).FAST_"],
            ],
        ]
        let file: [String: Any] = [
            "kind": "file", "name": "R\(index)Modes.kt",
            "properties": [["name": "r\(index)DefaultMode", "type": modes, "kotlin": "\(modes).\(plain)"]],
        ]
        return [sealedRoot, outside, enumDeclaration, holder, file]
    }

    private mutating func enumDeclaration(_ name: String) -> [String: Any] {
        let entries = Array(Self.entryNames.shuffled(using: &random).prefix(Int.random(in: 1...5, using: &random)))
        enums.append((name, entries))
        guard chance(50) else { return ["kind": "enum class", "name": name, "entries": entries] }
        // `enum class E(val a: String, var b: Int = 3) { X("x"), ...; val derived get() = ...; fun next(): E }`.
        let kinds: [(type: String, values: [Any])] = [
            ("String", ["", "a\"b", "ü"]), ("Int", [0, -1, 42]), ("Boolean", [true, false]), ("Double", [0.5, -2.5]),
            ("Long", [7, -9]), ("String?", [NSNull(), "x"]), ("List<Int>", [[1, 2], [] as [Int]]),
        ]
        let names = Self.propertyNames.filter { $0 != "name" }.shuffled(using: &random)
            .prefix(Int.random(in: 1...3, using: &random))
        var properties: [[String: Any]] = []
        var chosen: [(type: String, values: [Any])] = []
        for propertyName in names {
            let kind = pick(kinds)
            var property: [String: Any] = ["name": propertyName, "type": kind.type]
            if chance(40) { property["default"] = pick(kind.values) }
            if chance(30) { property["mutable"] = true }
            properties.append(property)
            chosen.append(kind)
        }
        let entryObjects: [[String: Any]] = entries.map { entry in
            var arguments: [Any] = chosen.map { pick($0.values) }
            // Trailing properties with a default may be left out.
            while let last = properties.indices.last(where: { $0 < arguments.count }),
                properties[last]["default"] != nil, chance(50)
            {
                arguments.removeLast()
            }
            return ["name": entry, "arguments": arguments]
        }
        var declaration: [String: Any] = [
            "kind": "enum class", "name": name, "entries": entryObjects, "properties": properties,
        ]
        if let string = zip(names, chosen).first(where: { $0.1.type == "String" })?.0, chance(50) {
            declaration["derived"] = [["name": "derivedLength", "type": "Int", "kotlin": "\(string).length + 1"]]
        }
        if chance(60) {
            declaration["functions"] = [
                ["name": "next", "returns": name],
                ["name": "describe", "parameters": [["name": "prefix", "type": "String"]], "returns": "String?"],
            ]
        }
        return declaration
    }

    private mutating func dataClass(_ name: String, nested: Bool = false) -> [String: Any] {
        let names = Array(Self.propertyNames.shuffled(using: &random).prefix(Int.random(in: 1...6, using: &random)))
        var properties: [[String: Any]] = []
        var stringProperty: String?
        for propertyName in names {
            var (type, defaultValue) = randomType(depth: 0, owner: name)
            if type == "String" && stringProperty == nil { stringProperty = propertyName }
            var property: [String: Any] = ["name": propertyName, "type": type]
            if nested { defaultValue = nil }
            if let defaultValue, chance(50) { property["default"] = defaultValue }
            if type == "Any?" {  // `Any` has no serializer: kotlinx needs it @Transient (with a default)
                property["default"] = NSNull()
                property["transient"] = true
            }
            properties.append(property)
        }
        var declaration: [String: Any] = ["kind": "data class", "name": name, "properties": properties]
        if let stringProperty, chance(50) {
            declaration["derived"] = [
                ["name": "derivedBlank", "type": "Boolean", "kotlin": "\(stringProperty).isBlank()"],
                ["name": "derivedLength", "type": "Int", "kotlin": "\(stringProperty).length + 1"],
            ]
        }
        return declaration
    }

    /// A sealed tree: no children, objects, data objects, data classes, and nested sealed classes (a sealed
    /// interface only under a sealed interface: Kotlin's interfaces cannot extend classes).
    private mutating func sealed(_ name: String, depth: Int, underClass: Bool = false) -> [String: Any] {
        let kind = !underClass && chance(50) ? "sealed interface" : "sealed class"
        var subclasses: [[String: Any]] = []
        for number in 0..<Int.random(in: 0...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: subclasses.append(["kind": "data object", "name": "Leaf\(number)"])
            case 1: subclasses.append(["kind": "object", "name": "Done\(number)"])
            case 2 where depth < 2:
                subclasses.append(sealed("Branch\(number)", depth: depth + 1, underClass: kind == "sealed class"))
            default: subclasses.append(dataClass(number == 0 && chance(20) ? "Type" : "Case\(number)", nested: true))
            }
        }
        return ["kind": kind, "name": name, "subclasses": subclasses]
    }

    /// A view model with flows of every kind over random element types (nullable primitives included), overriding
    /// AndroidX's `onCleared()` (issue 26, item 14; drawn without a random number, so each seed gives what it gave).
    private mutating func viewModel(_ name: String) -> [String: Any] {
        var properties: [[String: Any]] = []
        for number in 0..<Int.random(in: 1...5, using: &random) {
            let kind = pick(Self.flowKinds)
            var (element, initial) = flowElement()
            var property: [String: Any] = ["name": "flow\(number)"]
            if kind.hasSuffix("StateFlow") {
                if initial == nil && !element.hasSuffix("?") { element += "?" }
                if let initial, !(initial is NSNull) || chance(50) { property["initial"] = initial }
            }
            property["type"] = "\(kind)<\(element)>"
            properties.append(property)
        }
        return [
            "kind": "class", "name": name, "supertypes": ["ViewModel"], "properties": properties,
            "functions": [["name": "onCleared"]],
        ]
    }

    /// Flows in every position outside view models: file properties (some `@NativeCoroutines`), a function
    /// returning one, taking one, returning a lambda over one or a list of them, a suspend function returning
    /// one; a class with flow properties and a member function returning one; an interface with a flow property.
    private mutating func flowsOutsideViewModels() -> [[String: Any]] {
        var properties: [[String: Any]] = []
        for number in 0..<Int.random(in: 1...3, using: &random) {
            var property = flowProperty("flow\(number)", kinds: Self.allFlowKinds)
            if chance(25) {
                property["annotations"] = [pick(["NativeCoroutines", "NativeCoroutinesState"])]
                if !(property["type"] as! String).hasPrefix("StateFlow") {
                    property["annotations"] = ["NativeCoroutines"]
                }
            }
            properties.append(property)
        }
        let flowType = { (generator: inout RandomContractGenerator) -> String in
            "\(generator.pick(Self.allFlowKinds))<\(generator.flowElement().0)>"
        }
        var functions: [[String: Any]] = [
            ["name": "makeFlow", "returns": flowType(&self)],
            [
                "name": "consume", "parameters": [["name": "flow", "type": flowType(&self)]],
                "returns": "Int",
            ],
            ["name": "summing", "returns": "(\(flowType(&self))) -> Int"],
            ["name": "flows", "returns": "List<\(flowType(&self))>"],
            ["name": "loadFlow", "returns": flowType(&self), "suspend": true],
        ]
        if chance(30) { functions.append(["name": "nested", "returns": "Flow<\(flowType(&self))>"]) }
        // A flow as a generic class's type argument (SKIE: its Kotlin class, `SkieKotlinFlow<T>`), one level or two,
        // nullable or not.
        let boxed = "R\(index)FlowBox<\(flowType(&self))\(chance(30) ? "?" : "")>"
        functions.append(["name": "boxedFlow", "returns": chance(30) ? "R\(index)FlowBox<\(boxed)>" : boxed])
        // Extension properties on a class without a `kotlin` getter: a test sets their getters.
        properties.append([
            "name": "extraFlow", "receiver": "R\(index)FlowHolder", "type": flowType(&self), "mutable": chance(50),
        ])
        properties.append([
            "name": "extraValue", "receiver": "R\(index)FlowHolder", "type": randomType(depth: 1, owner: "").0,
            "mutable": chance(50),
        ])
        let file: [String: Any] = [
            "kind": "file", "name": "R\(index)Flows.kt", "properties": properties, "functions": functions,
        ]
        let box: [String: Any] = [
            "kind": "class", "name": "R\(index)FlowBox", "typeParameters": [["name": "T"]],
            "constructors": [["parameters": [["name": "value", "type": "T", "property": "val"]]]],
        ]
        let holder: [String: Any] = [
            "kind": "class", "name": "R\(index)FlowHolder",
            "properties": [flowProperty("updates", kinds: Self.allFlowKinds)],
            "functions": [["name": "observe", "returns": flowType(&self)]],
        ]
        let source: [String: Any] = [
            "kind": "interface", "name": "R\(index)FlowSource",
            "properties": [["name": "values", "type": flowType(&self)]],
        ]
        return [file, holder, source, box]
    }

    /// A flow property of a random kind and element; a state flow of a non-null element gets its `initial`.
    private mutating func flowProperty(_ name: String, kinds: [String]) -> [String: Any] {
        let kind = pick(kinds)
        var (element, initial) = flowElement()
        var property: [String: Any] = ["name": name]
        if kind.hasSuffix("StateFlow") {
            if initial == nil && !element.hasSuffix("?") { element += "?" }
            if let initial, !(initial is NSNull) || chance(50) { property["initial"] = initial }
        }
        property["type"] = "\(kind)<\(element)>"
        return property
    }

    /// A flow element: primitives (often nullable), enums, the sealed type, data classes, collections.
    private mutating func flowElement() -> (String, Any?) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return primitive()
        case 5 where !enums.isEmpty:
            let chosen = pick(enums)
            return chance(40) ? (chosen.name + "?", NSNull()) : (chosen.name, pick(chosen.serialNames))
        case 6 where sealedName != nil: return (sealedName! + "?", NSNull())
        case 7: return (pick(dataClasses) + "?", NSNull())
        default: return randomType(depth: 1, owner: "")
        }
    }

    /// A random type and a valid default for it (nil when none is easy to write).
    private mutating func randomType(depth: Int, owner: String) -> (String, Any?) {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 45 || depth >= 2 { return primitive() }
        if roll < 55, !enums.isEmpty {
            let chosen = pick(enums)
            if chance(30) { return (chosen.name + "?", NSNull()) }
            return (chosen.name, pick(chosen.serialNames))
        }
        if roll < 65 {
            let target = pick(dataClasses)
            if target == owner || chance(50) { return (target + "?", NSNull()) }
            return ("List<\(target)>", [Any]())
        }
        if roll < 75 {
            let (element, _) = randomType(depth: depth + 1, owner: owner)
            return ("List<\(element)>\(chance(20) ? "?" : "")", [Any]())
        }
        if roll < 82 {
            let (element, _) = primitive()
            return ("Set<\(element)>", [Any]())
        }
        if roll < 92 {
            let key = pick(["String", "Int", "Long"])
            let (value, _) = randomType(depth: depth + 1, owner: owner)
            return ("Map<\(key), \(value)>", [String: Any]())
        }
        if roll < 96 { return (pick(["IntArray", "BooleanArray", "DoubleArray"]), [Any]()) }
        return depth == 0 ? ("Any?", NSNull()) : primitive()
    }

    private mutating func primitive() -> (String, Any?) {
        let base = pick(Self.primitives)
        if chance(30) { return (base + "?", NSNull()) }
        switch base {
        case "Boolean": return (base, chance(50))
        case "Byte": return (base, Int.random(in: -128...127, using: &random))
        case "UByte": return (base, Int.random(in: 0...255, using: &random))
        case "Short": return (base, Int.random(in: -300...300, using: &random))
        case "Int", "Long": return (base, Int.random(in: -100_000...100_000, using: &random))
        case "UShort", "UInt", "ULong": return (base, Int.random(in: 0...60_000, using: &random))
        case "Float", "Double": return (base, Double(Int.random(in: -1000...1000, using: &random)) / 8)
        case "Char": return (base, pick(["a", "Z", "ñ", "'", "\\"]))
        default: return (base, pick(["", "hola", "línea\nnueva", "\"quoted\"", "tab\t", "$dollar", "\\back"]))
        }
    }
}
