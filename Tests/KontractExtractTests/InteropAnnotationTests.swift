// @ObjCName and @Deprecated extracted as the contract's objcName and deprecated keys, which the checker accepts.

import Foundation
import KontractCore
import Testing

@testable import KontractExtract

@Suite struct InteropAnnotationTests {
    static let kotlin = """
        package p
        @ObjCName("KTUser", exact = true)
        @Deprecated("use Person", level = DeprecationLevel.ERROR)
        data class User(@ObjCName(swiftName = "fullName") val name: String, @Deprecated("old") val age: Int = 0)
        @ObjCName("Colour")
        enum class Color { @ObjCName("crimson") RED, BLUE }
        class Api {
            @ObjCName(name = "loadObjC", swiftName = "load")
            @Deprecated(message = "gone", replaceWith = ReplaceWith("x"), level = kotlin.DeprecationLevel.HIDDEN)
            fun fetch(@ObjCName("withId") id: String): String = id
            @Deprecated("soon", level = DeprecationLevel.WARNING) fun soon() {}
        }
        """

    @Test func annotationsBecomeKeys() throws {
        let result = extracted([("U.kt", Self.kotlin)])
        #expect(result.diagnostics.map(\.formatted) == [])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"deprecated":{"level":"ERROR","message":"use Person"},"kind":"data class","name":"User","#
                    + #""objcName":{"exact":true,"name":"KTUser"},"properties":[{"name":"name","#
                    + #""objcName":{"swiftName":"fullName"},"type":"String"},{"default":0,"deprecated":"old","#
                    + #""name":"age","type":"Int"}],"serializable":false}"#,
                #"{"entries":[{"name":"RED","objcName":"crimson"},"BLUE"],"kind":"enum class","name":"Color","#
                    + #""objcName":"Colour","serializable":false}"#,
                #"{"functions":[{"deprecated":{"level":"HIDDEN","message":"gone"},"name":"fetch","#
                    + #""objcName":{"name":"loadObjC","swiftName":"load"},"parameters":[{"name":"id","#
                    + #""objcName":"withId","type":"String"}],"returns":"String"},{"deprecated":"soon","#
                    + #""name":"soon"}],"kind":"class","name":"Api"}"#,
            ])
        // The checker takes the extracted contract as it is.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(contract.fileName).path
        try contract.text.write(toFile: path, atomically: true, encoding: .utf8)
        let pipeline = ContractPipeline.run([path])
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
    }

    @Test func anArgumentThatIsNotALiteralIsNamed() {
        let result = extracted([("N.kt", "package p\n@ObjCName(NAME) class A\n@Deprecated(\"x\", level = lvl) class B")]
        )
        #expect(
            result.diagnostics.map(\.formatted) == [
                "N.kt:2:1: warning: @ObjCName on 'A' has an argument that is not a literal: the contract leaves it out [KX0103]",
                "N.kt:3:1: warning: @Deprecated on 'B' has an argument that is not a literal: the contract leaves it out [KX0103]",
            ])
    }
}

/// An object's flow properties keep KMP-NativeCoroutines' annotations (the format's object-property `annotations`);
/// a constructor's SKIE annotations are its `annotations` (a data class's `constructor` key).
@Suite struct ObjectAndConstructorAnnotationTests {
    static let kotlin = """
        package p
        import kotlinx.coroutines.flow.StateFlow
        object Clock {
            @NativeCoroutines val time: StateFlow<Long> = MutableStateFlow(0L)
            @NativeCoroutinesState val state: StateFlow<String> = MutableStateFlow("")
            @HiddenFromObjC val zone: String = "UTC"
        }
        data class A @DefaultArgumentInterop.Enabled constructor(val i: Int = 0)
        class B @DefaultArgumentInterop.Disabled constructor(val i: Int = 0)
        """

    @Test func objectPropertyAnnotationsAreKeptAndConstructorAnnotationsWritten() throws {
        let result = extracted([("C.kt", Self.kotlin)])
        #expect(result.diagnostics.filter { $0.id == "KX0103" }.isEmpty)
        let contract = try #require(result.contracts.first)
        let a = try #require(declarationsText(contract).first { $0.contains(#""name":"A""#) })
        #expect(a.contains(#""constructor":{"annotations":["DefaultArgumentInterop.Enabled"]}"#))
        let b = try #require(declarationsText(contract).first { $0.contains(#""name":"B""#) })
        #expect(b.contains(#""constructors":[{"annotations":["DefaultArgumentInterop.Disabled"],"parameters""#))
        let clock = try #require(declarationsText(contract).first { $0.contains(#""name":"Clock""#) })
        #expect(clock.contains(#"{"annotations":["NativeCoroutines"],"name":"time","type":"StateFlow<Long>"}"#))
        #expect(clock.contains(#"{"annotations":["NativeCoroutinesState"],"name":"state","type":"StateFlow<String>"}"#))
        #expect(clock.contains(#"{"annotations":["HiddenFromObjC"],"default":"UTC","name":"zone","type":"String"}"#))
    }
}
