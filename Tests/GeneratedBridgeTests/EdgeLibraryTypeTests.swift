// Library contracts' types at run time: the exporter's prefixed names, the test face's instance of a class Swift
// cannot construct, and library members scripted like the module's own.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Suite struct EdgeLibraryTypeTests {
    /// `koin-core` → `Koin_core…`, `org.jetbrains.kotlinx:kotlinx-datetime` → `Kotlinx_datetime…`, the standard
    /// library → `Kotlin…`: the names app code writes against the real framework.
    @Test func libraryTypesCarryTheExportersPrefix() {
        #expect(String(describing: Koin_coreKoinApplication.self) == "Koin_coreKoinApplication")
        #expect(String(describing: Kotlinx_datetimeInstant.self) == "Kotlinx_datetimeInstant")
        #expect(String(describing: KotlinPair<NSString, NSString>.self).hasPrefix("KotlinPair<"))
        #expect(Kotlinx_datetimeDayOfWeek.monday.name == "MONDAY")
    }

    /// A class with `"constructors": []` is made through the test face only, and passes where the API takes it.
    @Test func aClassWithoutConstructorsIsMadeThroughTheTestFace() throws {
        let koin = Koin_coreKoinApplication(kontractForTests: ())
        let clock = FakeKotlinx_datetimeClock()
        let start = Kotlinx_datetimeInstant(kontractForTests: ())
        clock.nowImplementation.implement { start }
        let container = AppContainer(koin: koin, clock: clock)
        #expect(container.koin === koin)
        #expect(container.clock.now() === start)
        #expect(container.lastSync == nil)
        container.lastSync = start
        #expect(container.lastSync === start)
        #expect(container.description.hasPrefix("com.example.edge.librarytypes.AppContainer@"))
        #expect(start.description.hasPrefix("kotlinx.datetime.Instant@"))
        // A library class's members are scripted as the module's are.
        Kotlinx_datetimeInstant.toEpochMillisecondsImplementation.implement { _ in 1_000 }
        #expect(start.toEpochMilliseconds() == 1_000)
        let scope = FeatureScope(feature: "cart")
        #expect(scope.id == "root")
        #expect(scope is Koin_coreScope)
        let pair = KotlinPair<NSString, Kotlinx_datetimeInstant>(first: "a", second: start)
        #expect(pair.second === start)
    }
}
