// Nullable parameters and results of Kotlin function types keep their optionality in Swift (issue 26, item 7).

import Foundation
import KontractGenerator
import Testing

/// `(Any?, Any?) -> Any?` is `(Any?, Any?) -> Any?` on the framework (`id _Nullable (^)(id _Nullable, id
/// _Nullable)`: JetBrains/kotlin native/native.tests/testData/framework/objcexport/values.kt `F2Holder` and
/// expectedLazy/expectedLazy.h); a primitive is boxed there (`(Int?) -> Int` is `(KotlinInt?) -> KotlinInt`), and
/// `KotlinFunction0` … `KotlinFunction33` and `KotlinSuspendFunction0` … `KotlinSuspendFunction33` are the
/// function protocols app code names and implements. Compiled in
/// CompileBatchTests.
let nullableBlockTypesCase = CompileCase(
    "NullableBlockTypes",
    contracts: [
        "blocks.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "data class", "name": "Folder", "properties": [
            { "name": "combine", "type": "(Any?, Any?) -> Any?" } ] },
          { "kind": "file", "name": "Blocks.kt", "functions": [
            { "name": "fold", "parameters": [ { "name": "initial", "type": "Any?" },
              { "name": "combine", "type": "(Any?, Any?) -> Any?" } ], "returns": "Any?" },
            { "name": "lengths", "returns": "(String?) -> Int?" },
            { "name": "counts", "parameters": [ { "name": "count", "type": "(Int?) -> Int" } ] } ] } ] }
        """
    ],
    app: { options in
        let int = options.style == .bridge ? "KotlinInt" : "Int"
        let any = options.style == .bridge ? "Any" : "AnyHashable"
        return """
            final class Doubler: KotlinSuspendFunction1 {
                func invoke(p1: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void) {
                    completionHandler(p1, nil)
                }
            }

            func nullableBlockTypes(_ function: any KotlinFunction0, _ last: any KotlinFunction33) {
                let suspending: any KotlinSuspendFunction1 = Doubler()
                suspending.invoke(p1: 1) { _, _ in }
                let lastSuspending: (any KotlinSuspendFunction33)? = nil
                let combine: (\(any)?, \(any)?) -> \(any)? = { first, second in first ?? second }
                _ = BlocksKt.fold(initial: nil, combine: combine)
                let folder = Folder(combine: combine)
                _ = folder.combine(nil, nil)
                let lengths: (String?) -> \(int)? = BlocksKt.lengths()
                _ = lengths(nil)
                BlocksKt.counts(count: { (value: \(int)?) -> \(int) in value ?? 0 })
                _ = function.invoke()
                _ = (last, lastSuspending)
            }
            """
    })
