// The messages of a new user's usual mistakes name the problem, the place and the fix (issue 16).

import Testing

@testable import KontractCore

/// The corpus checks ids and positions; these check that the messages of the first-hour cases say the fix.
@Suite struct FixItMessageTests {
    /// Every message of a corpus case, in the corpus order.
    static func messages(_ name: String) -> [String] {
        BadContractCorpus.actualDiagnostics(name).sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }.map(\.message)
    }

    @Test func annotationsAreAClosedListWithFixes() {
        let messages = Self.messages("annotation-closed-list")
        #expect(messages.count == 8)
        #expect(
            messages[0].hasPrefix("unknown annotation 'NativeCoroutineState'; did you mean 'NativeCoroutinesState'?"))
        #expect(
            messages[0].contains("The annotations a property may carry are NativeCoroutinesState, NativeCoroutines"))
        #expect(messages[1].contains("'NativeCoroutines', not '@NativeCoroutines'"))
        #expect(messages[2].contains("'ObjCName' is written as the \"objcName\" key of a property"))
        #expect(messages[3].contains("'NativeCoroutines', not 'com.rickclephas.kmp.nativecoroutines.NativeCoroutines'"))
        #expect(messages[4].contains("the function's \"throws\" key"))
        #expect(messages[5].hasPrefix("unknown annotation 'HiddenFromObjc'; did you mean 'HiddenFromObjC'?"))
        #expect(
            messages[6]
                == "unknown annotation 'JvmStatic'; the annotations a function may carry are NativeCoroutines, "
                + "NativeCoroutinesRefined, HiddenFromObjC, ShouldRefineInSwift, DefaultArgumentInterop.Enabled, "
                + "DefaultArgumentInterop.Disabled, DefaultArgumentInterop.MaximumDefaultArgumentCount, "
                + "SuspendInterop.Enabled, SuspendInterop.Disabled, FlowInterop.Enabled, FlowInterop.Disabled, "
                + "FunctionInterop.FileScopeConversion.Enabled, FunctionInterop.FileScopeConversion.Disabled, "
                + "SkieVisibility.Public, SkieVisibility.PublicButHidden, "
                + "SkieVisibility.PublicButReplaced, SkieVisibility.Internal, SkieVisibility.InternalAndReplaced, "
                + "SkieVisibility.InternalIfWrapped, SkieVisibility.Private"
        )
        #expect(messages[7].contains("'NativeCoroutinesState', not '@NativeCoroutinesState'"))
    }

    @Test func annotationNamesMatchWhatTheGeneratorReads() {
        // NativeCoroutinesTranslator and the view-model translator read exactly these names.
        #expect(
            Set(AnnotationNames.properties)
                == Set<String>([
                    "NativeCoroutinesState", "NativeCoroutines", "NativeCoroutinesRefinedState",
                    "NativeCoroutinesRefined",
                    "HiddenFromObjC", "ShouldRefineInSwift", "FlowInterop.Enabled", "FlowInterop.Disabled",
                ]).union(AnnotationNames.skieVisibility))
        // An object's property takes what a class's does (SKIE's FlowInterop.* and SkieVisibility.* target PROPERTY).
        #expect(Set(AnnotationNames.objectProperties) == Set(AnnotationNames.properties))
        #expect(
            Set(AnnotationNames.functions)
                == Set<String>([
                    "NativeCoroutines", "NativeCoroutinesRefined", "HiddenFromObjC", "ShouldRefineInSwift",
                    "DefaultArgumentInterop.Enabled", "DefaultArgumentInterop.Disabled",
                    "DefaultArgumentInterop.MaximumDefaultArgumentCount", "SuspendInterop.Enabled",
                    "SuspendInterop.Disabled", "FlowInterop.Enabled", "FlowInterop.Disabled",
                    "FunctionInterop.FileScopeConversion.Enabled", "FunctionInterop.FileScopeConversion.Disabled",
                ]).union(AnnotationNames.skieVisibility))
    }

    @Test func skieAnnotationsKeepTheirEnclosingObject() {
        let functions =
            "NativeCoroutines, NativeCoroutinesRefined, HiddenFromObjC, ShouldRefineInSwift, DefaultArgumentInterop.Enabled, DefaultArgumentInterop.Disabled, DefaultArgumentInterop.MaximumDefaultArgumentCount, SuspendInterop.Enabled, SuspendInterop.Disabled, FlowInterop.Enabled, FlowInterop.Disabled, FunctionInterop.FileScopeConversion.Enabled, FunctionInterop.FileScopeConversion.Disabled, SkieVisibility.Public, SkieVisibility.PublicButHidden, SkieVisibility.PublicButReplaced, SkieVisibility.Internal, SkieVisibility.InternalAndReplaced, SkieVisibility.InternalIfWrapped, SkieVisibility.Private"
        #expect(
            Self.messages("skie-annotations") == [
                "write the annotation as its simple name without '@' or a package: 'DefaultArgumentInterop.Enabled', not '@co.touchlab.skie.configuration.annotations.DefaultArgumentInterop.Enabled'",
                "unknown annotation 'DefaultArgumentInterop.Enable'; did you mean 'DefaultArgumentInterop.Enabled'? The annotations a function may carry are "
                    + functions,
                "unknown annotation 'Enabled'; did you mean 'DefaultArgumentInterop.Enabled'? The annotations a function may carry are "
                    + functions,
                "unknown annotation 'SealedInterop.Disable'; did you mean 'SealedInterop.Disabled'? The annotations a sealed class declaration may carry are HiddenFromObjC, SealedInterop.Enabled, SealedInterop.Disabled, SealedInterop.Case.Visible, SealedInterop.Case.Hidden, SealedInterop.Case.Name, SealedInterop.Function.Name, SealedInterop.Function.ArgumentLabel, SealedInterop.Function.ParameterName, SealedInterop.ElseName, EnumInterop.Enabled, EnumInterop.Disabled, EnumInterop.LegacyCaseName.Enabled, EnumInterop.LegacyCaseName.Disabled, SkieVisibility.Public, SkieVisibility.PublicButHidden, SkieVisibility.PublicButReplaced, SkieVisibility.Internal, SkieVisibility.InternalAndReplaced, SkieVisibility.Private",
                "'SealedInterop.Enabled' cannot stand on a function; the annotations a function may carry are "
                    + functions,
            ])
    }

    @Test func closedStringValuesSuggestTheNearestValue() {
        #expect(
            Self.messages("closed-values-did-you-mean") == [
                "'namingStrategy' must be \"snake_case\" or \"kebab-case\", found \"snakecase\"; did you mean \"snake_case\"?",
                "'encodeDefault' must be \"always\" or \"never\", found \"Always\"; did you mean \"always\"?",
                "'provides' must be \"viewModel\", found \"viewmodel\"; did you mean \"viewModel\"?",
            ])
    }

    @Test func foreignTypeNamesSuggestTheKotlinName() {
        let messages = Self.messages("type-foreign-names")
        #expect(messages.map { $0.hasSuffix("did you mean 'Int'?") } == [true, false, false])
        #expect(messages[1].hasSuffix("did you mean 'Boolean'?"))
        #expect(messages[2].hasSuffix("did you mean 'List'?"))
    }

    @Test func kotlinCodeAsADefaultNamesTheJSONToWrite() {
        let messages = Self.messages("default-kotlin-code")
        #expect(messages[0].hasSuffix("so write [] (not a string) for Kotlin's emptyList()"))
        #expect(messages[1].hasSuffix("so write {} (not a string) for Kotlin's mapOf()"))
        #expect(messages[2].hasSuffix("so write 0 (not a string) for Kotlin's 0"))
        #expect(messages[3].hasSuffix("so write false (not a string) for Kotlin's false"))
        #expect(messages[4].hasSuffix("not Kotlin code"))
    }

    @Test func jsonSyntaxErrorsSayComma() {
        #expect(
            Self.messages("json-missing-comma") == [
                "invalid JSON: ']' expected near '{'; a ',' is probably missing before this"
            ])
        #expect(
            Self.messages("json-trailing-comma") == [
                "invalid JSON: unexpected token near ']'; JSON allows no ',' after the last item: remove the trailing comma"
            ])
        #expect(ContractJSONReader.syntaxHint("string or '}' expected near '}'").contains("trailing comma"))
        #expect(ContractJSONReader.syntaxHint("'}' expected near '\"b\"'").contains("',' is probably missing"))
    }

    @Test func unserializablePropertyNamesTheDeclarationAndTheFixes() {
        let message = Self.messages("type-unserializable-declared")[0]
        #expect(
            message.contains(
                "'Money' is declared with \"serializable\": false (type-unserializable-declared.kontract.json:6)"))
        #expect(message.contains("make 'Money' serializable (remove its \"serializable\": false)"))
        #expect(message.contains("mark 'price' \"transient\": true (with a default)"))
    }

    @Test func initialWithoutARequiredPropertyNamesTheProperty() {
        let message = Self.messages("default-initial-missing-property")[0]
        #expect(
            message.contains(
                "lacks 'error' ('String?', declared without a default at default-initial-missing-property.kontract.json:9"
            ))
        #expect(message.hasSuffix("write the key in this value, or give the property a default in 'CartUiState'"))
    }

    @Test func unknownKeysListTheKeysOfThatPlace() {
        let messages = Self.messages("parser-unknown-key-lists-keys")
        #expect(
            messages[0]
                == "unknown key 'entrys' in an enum class declaration; did you mean 'entries'? The keys of an enum class "
                + "declaration are kind, name, doc, serialName, entries, serializable, properties, derived, functions, "
                + "supertypes, nested, companion, objcName, objcEnum, deprecated, annotations, suppress"
        )
        // A data class takes `annotations` (HiddenFromObjC); `@Serializable` is its `serializable` key.
        #expect(
            messages[1]
                == "'Serializable' is written as the \"serializable\" key of a data class declaration, not as an annotation"
        )
        #expect(messages[2].hasPrefix("unknown key 'entries' in an object declaration;"))
    }
}
