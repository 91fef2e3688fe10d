// kontract.config.json's "skie" section: SKIE's switches, and the errors a wrong one gets.

import Foundation
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractCLI

@Suite struct SKIEConfigurationTests {
    static func load(_ text: String) throws -> GeneratorConfiguration {
        let folder = try TemporaryFolder()
        try folder.write("kontract.config.json", text)
        return try GeneratorConfiguration.load(folder.url.appendingPathComponent("kontract.config.json").path)
    }

    static func error(_ text: String) -> String {
        do {
            _ = try load(text)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func skieSectionSetsSKIEsSwitches() throws {
        #expect(try Self.load(#"{ "output": "gen" }"#).skie == nil)
        let skie = try #require(
            try Self.load(
                #"{ "skie": { "defaultArguments": true, "globalFunctions": false, "maximumDefaultArgumentCount": 2 } }"#
            ).skie)
        #expect(
            skie == SKIEConfiguration(defaultArguments: true, maximumDefaultArgumentCount: 2, globalFunctions: false))
        #expect(SKIEConfiguration() == SKIEConfiguration(defaultArguments: false, globalFunctions: true))
        let named = try Self.load(#"{ "skie": { "kotlinModule": "com.example:shared" } }"#).skie
        #expect(named?.kotlinModule == "com.example:shared")
        let sealed = try #require(
            try Self.load(
                #"{ "skie": { "sealedInterop": false, "sealedFunctionName": "onEnum2", "sealedFunctionArgumentLabel": "_", "sealedFunctionParameterName": "a", "sealedElseName": "other" } }"#
            ).skie)
        #expect(!sealed.sealedInterop)
        #expect(sealed.sealedFunctionName == "onEnum2")
        #expect(sealed.sealedFunctionArgumentLabel == "_")
        #expect(sealed.sealedFunctionParameterName == "a")
        #expect(sealed.sealedElseName == "other")
        #expect(try Self.load(#"{ "skie": { "sealedCaseVisible": false } }"#).skie?.sealedCaseVisible == false)
        let coroutines = try #require(
            try Self.load(#"{ "skie": { "suspendInterop": false, "flowInterop": false } }"#).skie)
        #expect(!coroutines.suspendInterop && !coroutines.flowInterop)
        #expect(SKIEConfiguration().suspendInterop && SKIEConfiguration().flowInterop)
        #expect(
            try Self.load(#"{ "skie": { "sealedFunctionArgumentLabel": "" } }"#).skie?.sealedFunctionArgumentLabel == ""
        )
    }

    @Test func wrongSkieKeysAndValuesAreErrorsAtTheirPlace() {
        let unknown = Self.error(#"{ "skie": { "defaultArgument": true } }"#)
        #expect(
            unknown.contains(
                ":1:13: error: unknown key 'defaultArgument' in the 'skie' section of kontract.config.json; did you mean 'defaultArguments'?"
            ))
        #expect(unknown.hasSuffix("[KT0101]"))
        #expect(
            Self.error(#"{ "skie": { "globalFunctions": "no" } }"#).contains(
                ":1:32: error: 'globalFunctions' must be true or false, found a string"))
        #expect(
            Self.error(#"{ "skie": { "maximumDefaultArgumentCount": -1 } }"#).contains(
                "'maximumDefaultArgumentCount' must be an integer from 0 to 64"))
        #expect(
            Self.error(#"{ "skie": { "kotlinModule": 3 } }"#).contains(
                ":1:29: error: 'kotlinModule' must be the module's Kotlin name such as \"com.example:shared\", found an integer"
            ))
        #expect(
            Self.error(#"{ "skie": { "kotlinModule": "" } }"#).contains(
                "'kotlinModule' must be the module's Kotlin name"))
        #expect(
            Self.error(#"{ "skie": { "sealedFunctionName": "on enum" } }"#).contains(
                ":1:35: error: 'sealedFunctionName' must be a Swift identifier, found a string"))
        #expect(
            Self.error(#"{ "skie": { "sealedFunctionArgumentLabel": 1 } }"#).contains(
                "'sealedFunctionArgumentLabel' must be a Swift identifier, \"_\" or \"\", found an integer"))
        #expect(
            Self.error(#"{ "skie": true }"#).contains(
                "'skie' must be an object such as { \"defaultArguments\": true }, found a boolean"))
    }
}
