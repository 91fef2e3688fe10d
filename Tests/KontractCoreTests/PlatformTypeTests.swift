// Apple platform types (`platform.Foundation.NSDate`): which resolve, what an unknown one and a serialized one say.

import KotlinSyntax
import Testing

@testable import KontractCore

private func module(_ declarations: String) -> String {
    TemporaryContracts.contract(package: "com.example", declarations)
}

@Test func theTableKnowsFoundationAndUIKitTypesByQualifiedName() {
    #expect(PlatformTypes.isKnown("platform.Foundation.NSDate"))
    #expect(PlatformTypes.isKnown("platform.UIKit.UIViewController"))
    #expect(!PlatformTypes.isKnown("NSDate"))
    #expect(!PlatformTypes.isKnown("platform.UIKit.NSDate"))
    #expect(!PlatformTypes.isKnown("platform.Foundation.NSJSONSerialization"))
    let foundation = PlatformTypes.names(inPackage: "platform.Foundation")
    #expect(foundation == foundation.sorted())
    for name in [
        "NSDate", "NSData", "NSURL", "NSUUID", "NSString", "NSNumber", "NSUserDefaults", "NSBundle", "NSError",
        "NSLocale", "NSTimeZone", "NSNotificationCenter", "NSDateFormatter", "NSDecimalNumber",
    ] {
        #expect(foundation.contains(name), "\(name)")
    }
    #expect(
        PlatformTypes.names(inPackage: "platform.UIKit")
            == ["UIApplication", "UIColor", "UIFont", "UIImage", "UIView", "UIViewController", "UIWindow"])
    #expect(PlatformTypes.names(inPackage: "platform.CoreGraphics").isEmpty)
    #expect(PlatformTypes.type(named: "platform.Foundation.NSUserDefaults")?.swiftName == "UserDefaults")
    #expect(PlatformTypes.type(named: "platform.Foundation.NSDate")?.swiftClassName == "NSDate")
}

/// A known platform type resolves in every position a type stands, with no declaration and no library contract.
@Test func knownPlatformTypesResolveEverywhere() throws {
    let app = """
            { "kind": "class", "name": "Store",
              "typeParameters": [ { "name": "T", "bounds": [ "platform.Foundation.NSObject" ] } ],
              "constructors": [ { "parameters": [ { "name": "defaults", "type": "platform.Foundation.NSUserDefaults", "property": "val" } ] } ],
              "properties": [ { "name": "dates", "type": "Map<String, List<platform.Foundation.NSDate?>>", "initial": {} },
                              { "name": "saved", "type": "platform.Foundation.NSDate?", "mutable": true, "initial": null } ],
              "functions": [ { "name": "image", "parameters": [ { "name": "data", "type": "platform.Foundation.NSData" } ],
                               "returns": "platform.UIKit.UIImage?" },
                             { "name": "each", "parameters": [ { "name": "block", "type": "(platform.Foundation.NSURL) -> Unit" } ] } ] }
        """
    let pipeline = try TemporaryContracts.run(["app.kontract.json": module(app)])
    #expect(pipeline.diagnostics.isEmpty, "\(pipeline.diagnostics)")
    let index = try #require(pipeline.module?.index)
    let written = try KotlinTypeParser.parse(
        "List<platform.Foundation.NSDate?>", at: SourceLocation(file: "t", line: 1, column: 1)
    ).get()
    var diagnostics = DiagnosticCollector()
    let resolved = TypeResolver(index: index).resolve(written, in: TypeScope(package: "p"), diagnostics: &diagnostics)
    let date = try #require(PlatformTypes.type(named: "platform.Foundation.NSDate"))
    #expect(resolved.kind == ResolvedType.Kind.generic(.list, [ResolvedType(.apple(date), isNullable: true)]))
    #expect(resolved.description == "List<platform.Foundation.NSDate?>")
}

/// An unknown `platform.…` type stays KT0202, "not emulated yet", naming the types Kontract knows in its package;
/// a bare `NSDate` is pointed at its qualified name.
@Test(arguments: [
    ("platform.Foundation.NSJSONSerialization", "Kontract knows these of 'platform.Foundation': NSArray, NSBundle"),
    ("platform.CoreLocation.CLLocation", "'platform.CoreLocation' is not emulated yet"),
    ("NSDate", "did you mean 'platform.Foundation.NSDate'?"),
    ("platform.UIKit.UILabel", "Kontract knows these of 'platform.UIKit': UIApplication, UIColor"),
])
func anUnknownPlatformTypeIsNotEmulatedYet(type: String, expected: String) throws {
    let app = """
            { "kind": "class", "name": "Prefs", "properties": [ { "name": "store", "type": "\(type)" } ] }
        """
    let pipeline = try TemporaryContracts.run(["app.kontract.json": module(app)])
    #expect(pipeline.diagnostics.map(\.code) == [.undeclaredType])
    let message = try #require(pipeline.diagnostics.first?.message)
    #expect(message.contains(expected), "\(message)")
    #expect(!message.contains("library contract"), "\(message)")
}

/// kotlinx has no serializer for a platform class: a serialized property of one is the plugin's compile error
/// ("Serializer has not been found for type 'NSDate'"); a transient one or a non-serializable class is fine.
@Test func aSerializedPlatformTypeHasNoSerializer() throws {
    let app = """
            { "kind": "data class", "name": "Saved", "serializable": true,
              "properties": [ { "name": "at", "type": "List<platform.Foundation.NSDate>" },
                              { "name": "cache", "type": "platform.Foundation.NSData?", "default": null, "transient": true } ] },
            { "kind": "data class", "name": "Local", "serializable": false,
              "properties": [ { "name": "at", "type": "platform.Foundation.NSDate" } ] }
        """
    let pipeline = try TemporaryContracts.run(["app.kontract.json": module(app)])
    #expect(pipeline.diagnostics.map(\.code) == [.unserializableType], "\(pipeline.diagnostics)")
    let message = try #require(pipeline.diagnostics.first?.message)
    #expect(message.contains("Serializer has not been found for type 'NSDate'"), "\(message)")
}

/// A platform type takes no type arguments.
@Test func aPlatformTypeTakesNoTypeArguments() throws {
    let app = """
            { "kind": "class", "name": "Prefs", "properties": [ { "name": "all", "type": "platform.Foundation.NSArray<String>" } ] }
        """
    let pipeline = try TemporaryContracts.run(["app.kontract.json": module(app)])
    #expect(pipeline.diagnostics.map(\.code) == [.genericArity], "\(pipeline.diagnostics)")
}
