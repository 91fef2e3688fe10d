// The generator tests' compile-only checks, one swiftc per configuration: each case's errors fail under its name.

import Foundation
import KontractGenerator
import Testing

extension CompileBatch {
    /// Every batched case; each lives beside the text checks of the test file it came from.
    static let cases: [CompileCase] =
        [
            cKeywordLabelsCase, CompanionSupertypesTests.compileCase, covariantOverridesCase,
            DataClassOverrideTests.compileCase,
            DataClassSuperclassTests.compileCase, DataClassSuperArgumentsTests.compileCase,
            DefaultArgumentNeighboursTests.compileCase,
            DefaultKotlinOverloadTests.compileCase,
            enumCompanionEntryCase, EnumInSealedInterfaceTests.compileCase, SealedConstructorTests.compileCase,
            NestedSealedConstructorTests.compileCase, GenericSuperArgumentsTests.compileCase,
            ObjectPropertySkieVisibilityTests.compileCase, ObjectPropertySkieVisibilityTests.flowCompileCase,
            interfaceFakesCase,
            keywordNamedPropertiesCase, libraryTypesCase, exportedLibraryTypesCase,
            mutableSetsAndMapsCase, namingCollisionCase, nativeCoroutinesAppCodeCase, nativeFlowBoxingCase,
            objcFlowCollectorCase, PlatformTypesTests.compileCase,
            nullableBlockTypesCase, ObjectOverridesTests.compileCase, ObjectOverridesTests.genericCompileCase,
            overridableMembersCase,
            PolymorphicPropertyTests.compileCase,
            ProfileFeatureTests.compileCase, SealedInterfacePropertyTests.compileCase,
            sameNameNestingCase, sealedWithoutInstancesCase, SharedFileFacadeTests.compileCase, splitBridgeFileCase,
            starProjectionsCase, ReceiverFunctionTypeTests.compileCase, SuspendFunctionTypeTests.compileCase,
            KClassTypeTests.compileCase, ClassTypedDataPropertyTests.compileCase,
            TypeAliasTests.compileCase,
            UnitValueTests.compileCase, ValueClassTests.compileCase,
        ] + SKIEFunctionConfigurationAnnotationTests.compileCases + ClassSuperArgumentsTests.compileCases
}

@Test(arguments: CompileConfiguration.all)
func theBatchedCasesCompile(_ configuration: CompileConfiguration) async throws {
    let cases = CompileBatch.cases
    #expect(Set(cases.map(\.name)).count == cases.count, "two cases share a name")
    let result = try await CompileBatch.typecheck(cases, in: configuration)
    for (name, diagnostics) in result.diagnostics.sorted(by: { $0.key < $1.key }) {
        let forbidden = cases.first { $0.name == name }?.forbidden ?? []
        let failing = diagnostics.filter { text in
            text.contains(": error:") || forbidden.contains { text.contains($0) }
        }
        if !failing.isEmpty {
            let label = name.isEmpty ? "no case's file" : "case \(name)"
            Issue.record("\(configuration), \(label):\n\(String(failing.joined(separator: "\n").prefix(4000)))")
        }
    }
    #expect(result.status == 0, "\(configuration): swiftc failed:\n\(String(result.output.prefix(4000)))")
}
