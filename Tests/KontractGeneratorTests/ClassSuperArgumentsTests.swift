// A class or object passing arguments to its superclass's constructor (`class Admin(name: String) : User(name, 0)`;
// issue 26).

import Foundation
import KontractGenerator
import Testing

/// Bridge style: the primary constructor's initializer chains the superclass's designated initializer with the
/// `superArguments` (a parameter left out takes its default, a `Long` passed to a `Long?` is boxed); an object's
/// private initializer alike; a class below a sealed class with constructor parameters chains the sealed class's
/// `init(code:note:)`. Swift style: the class chains as in bridge style; an object extending a class stays out
/// (KG0101), so that is the bridge contract's; a class below such a sealed class (an enum case's value there) holds
/// the inherited properties itself (`sealedContract`, every configuration). Compiled in CompileBatchTests.
@Suite struct ClassSuperArgumentsTests {
    /// Every configuration: a class below an open class.
    static let classContract = """
        { "kontract": 1, "module": "Shared", "package": "csa", "declarations": [
          { "kind": "class", "name": "CsaUser", "modality": "open", "constructors": [ { "parameters": [
            { "name": "name", "type": "String", "property": "val" }, { "name": "level", "type": "Int", "property": "val" },
            { "name": "since", "type": "Long?", "default": null, "property": "val" } ] } ] },
          { "kind": "class", "name": "CsaAdmin", "modality": "open", "supertypes": [ "CsaUser" ],
            "superArguments": { "name": { "parameter": "name" }, "level": { "value": 9 }, "since": { "parameter": "since" } },
            "constructors": [ { "parameters": [ { "name": "name", "type": "String" }, { "name": "since", "type": "Long" } ] },
                              { "parameters": [] } ] },
          { "kind": "class", "name": "CsaRoot", "supertypes": [ "CsaAdmin" ],
            "superArguments": { "name": { "value": "root" }, "since": { "value": 0 } } },
          { "kind": "class", "name": "CsaTagged", "modality": "open", "constructors": [ { "parameters": [
            { "name": "tag", "type": "String", "default": "t", "property": "val" } ] } ] },
          { "kind": "class", "name": "CsaPlain", "supertypes": [ "CsaTagged" ] } ] }
        """

    /// Bridge style only: objects extending a class, and classes below a sealed class with constructor parameters.
    static let bridgeContract = """
        { "kontract": 1, "module": "Shared", "package": "csb", "declarations": [
          { "kind": "class", "name": "CsbUser", "modality": "abstract", "constructors": [ { "parameters": [
            { "name": "name", "type": "String", "property": "val" }, { "name": "level", "type": "Int", "property": "var" } ] } ] },
          { "kind": "object", "name": "CsbGuest", "supertypes": [ "CsbUser" ],
            "superArguments": { "name": { "value": "guest" }, "level": { "value": 0 } } },
          { "kind": "data object", "name": "CsbNobody", "serializable": false, "supertypes": [ "CsbUser" ],
            "superArguments": { "name": { "value": "nobody" }, "level": { "value": -1 } } },
          { "kind": "sealed class", "name": "CsbOutcome", "serializable": false, "constructors": [ { "parameters": [
            { "name": "code", "type": "Int", "property": "val" }, { "name": "note", "type": "String", "default": "none", "property": "var" } ] } ],
            "subclasses": [
              { "kind": "class", "name": "Failed", "superArguments": { "code": { "parameter": "code" } },
                "constructors": [ { "parameters": [ { "name": "code", "type": "Int" } ] } ] },
              { "kind": "class", "name": "Fixed", "modality": "open", "superArguments": { "code": { "value": 7 } },
                "constructors": [ { "parameters": [ { "name": "why", "type": "String", "property": "val" } ] }, { "parameters": [] } ] },
              { "kind": "object", "name": "Idle", "superArguments": { "code": { "value": 0 } } } ] } ] }
        """

    /// Every configuration: plain classes below a sealed class with constructor parameters (swift style: the enum
    /// reads `code` from the case's class, which holds it).
    static let sealedContract = """
        { "kontract": 1, "module": "Shared", "package": "csc", "declarations": [
          { "kind": "sealed class", "name": "CscOutcome", "serializable": false, "constructors": [ { "parameters": [
            { "name": "code", "type": "Int", "property": "val" }, { "name": "note", "type": "String", "default": "none", "property": "var" } ] } ],
            "subclasses": [
              { "kind": "class", "name": "Failed", "superArguments": { "code": { "parameter": "code" } },
                "constructors": [ { "parameters": [ { "name": "code", "type": "Int" } ] } ] },
              { "kind": "class", "name": "Fixed", "modality": "open", "superArguments": { "code": { "value": 7 } },
                "constructors": [ { "parameters": [ { "name": "why", "type": "String", "property": "val" } ] }, { "parameters": [] } ] },
              { "kind": "data class", "name": "Done", "superArguments": { "code": { "value": 0 } },
                "properties": [ { "name": "x", "type": "Int" } ] } ] } ] }
        """

    static func sealedUsage(_ options: GeneratorOptions) -> String {
        let asOutcome =
            options.style == .swift
            ? ["CscOutcome.failed(failed)", "CscOutcome.fixed(CscOutcome.Fixed())"]
            : ["failed as CscOutcome", "CscOutcome.Fixed() as CscOutcome"]
        return """
            func classBelowSealedConstructor() -> [String] {
                let failed = CscOutcome.Failed(code: 4)
                failed.note = "n"
                let outcome = \(asOutcome[0])
                let fixed = \(asOutcome[1])
                return ["\\(failed.code)", failed.note, "\\(outcome.code)", outcome.note, "\\(fixed.code)",
                        "\\(CscOutcome.Fixed(why: "w").code)", CscOutcome.Fixed(why: "w").why]
            }
            """
    }

    static let usage = """
        func classSuperArguments() -> [String] {
            let admin = CsaAdmin(name: "ann", since: 3)
            let user: CsaUser = admin
            let root: CsaAdmin = CsaRoot()
            let tagged: CsaTagged = CsaPlain()
            return [admin.name, user.name, "\\(admin.level)", "\\(String(describing: admin.since))", root.name, "\\(CsaAdmin().level)",
                    tagged.tag]
        }
        """

    static let bridgeUsage = """
        func classSuperArgumentsBridge() -> [String] {
            let guest: CsbUser = CsbGuest.shared
            guest.level = 2
            let failed = CsbOutcome.Failed(code: 4)
            failed.note = "n"
            let outcome: CsbOutcome = failed
            let fixed: CsbOutcome = CsbOutcome.Fixed(why: "w")
            return [guest.name, CsbNobody.shared.name, "\\(outcome.code)", outcome.note, "\\(fixed.code)",
                    "\\(CsbOutcome.Idle.shared.code)", "\\(CsbOutcome.Fixed().code)"]
        }
        """

    /// With `usage`, the modules compile without a warning in every configuration (CompileBatchTests).
    static let compileCases = [
        CompileCase(
            "ClassSuperArguments", contracts: ["csa.kontract.json": classContract], forbidding: ["warning:"],
            app: { _ in usage }),
        CompileCase(
            "ClassSuperArgumentsBridge", contracts: ["csb.kontract.json": bridgeContract],
            options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
            app: { _ in bridgeUsage }),
        CompileCase(
            "ClassBelowSealedConstructor", contracts: ["csc.kontract.json": sealedContract], forbidding: ["warning:"],
            app: { sealedUsage($0) }),
    ]

    @Test(arguments: CompileConfiguration.allOptions)
    func thePrimaryConstructorChainsTheSuperclassInitializerWithTheArguments(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["csa.kontract.json": Self.classContract], options)
        let swift = try #require(output["csa.kontract.swift"])
        let long = options.style == .bridge ? "KotlinLong(value: since)" : "since"
        #expect(swift.contains("super.init(name: name, level: 9, since: \(long))"), "\(swift)")
        // A constant for a `Long?` and a parameter left out (`level`: no default, so CsaAdmin's own).
        #expect(swift.contains("super.init(name: \"root\", since: "), "\(swift)")
        // Without `superArguments` below a constructor whose parameters all have defaults: Kotlin's `: CsaTagged()`.
        #expect(swift.contains("super.init(tag: \"t\")"), "\(swift)")
        // The secondary constructor chains as before: the contract does not say what it passes.
        #expect(swift.components(separatedBy: "super.init(kontractSubclass: ())").count >= 2)
    }

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func objectsAndClassesBelowASealedClassChainWithTheArguments(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["csb.kontract.json": Self.bridgeContract], options)
        let swift = try #require(output["csb.kontract.swift"])
        #expect(swift.contains("super.init(name: \"guest\", level: 0)"))
        #expect(swift.contains("super.init(name: \"nobody\", level: -1)"))
        #expect(swift.contains("super.init(code: code, note: \"none\")"))
        #expect(swift.contains("super.init(code: 7, note: \"none\")"))
        #expect(swift.contains("super.init(code: 0, note: \"none\")"))
    }

    /// Swift style keeps the honest error for an object extending a class: it is a struct there (KG0101). A class
    /// below a sealed class with constructor parameters is emulated now (no KG0102).
    @Test func swiftStyleRefusesWhatItCannotEmulateAtItsPlace() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["csb.kontract.json": Self.bridgeContract], GeneratorOptions(interop: .objc, style: .swift))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("[KG0101]") && !text.contains("[KG0102]"), "\(text)")
    }

    /// Swift style: the class holds the inherited properties, a constant as the initial value, a passed parameter
    /// set by the primary constructor's initializer; the enum reads them from the case's value.
    @Test(arguments: [GeneratorOptions(interop: .objc, style: .swift), GeneratorOptions(interop: .skie, style: .swift)])
    func swiftStyleClassesBelowASealedClassHoldTheInheritedProperties(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["csc.kontract.json": Self.sealedContract], options)
        let swift = try #require(output["csc.kontract.swift"])
        #expect(swift.contains("self.code = code"), "\(swift)")
        #expect(swift.contains("public internal(set) var code: Int = 7"), "\(swift)")
        #expect(swift.contains("public var note: String = \"none\""), "\(swift)")
        #expect(swift.contains("case .failed(let value):\n            return value.code"), "\(swift)")
    }

    /// A class whose primary constructor passes a parameter to a sealed superclass cannot say what its other
    /// constructors pass: KG0102 at the constructor instead of a module that does not compile.
    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    ])
    func aSecondaryConstructorBelowASealedClassPassingAParameterIsKG0102(_ options: GeneratorOptions) throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "sealed class", "name": "S", "serializable": false, "constructors": [ { "parameters": [
                { "name": "x", "type": "Int", "property": "val" } ] } ], "subclasses": [
                { "kind": "class", "name": "C", "superArguments": { "x": { "parameter": "x" } },
                  "constructors": [ { "parameters": [ { "name": "x", "type": "Int" } ] }, { "parameters": [] } ] } ] } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["p.kontract.json": contract], options)
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains(":5:79: error: ") && text.contains("[KG0102]"), "\(text)")
    }
}
