// Checks SKIE acceptance test enums/renaming/enabled/collision/original_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Entries named after NSObject members are renamed; `index` (a Kotlin global) selects the first.
let originals: [__A] = [
    .theAlloc,
    .theCopy,
    .theMutableCopy,
    .theInit,
    .retain,
    .theRelease,
    .autorelease,
    .theInitialize,
    .theLoad,
    .theNew,
    .theClass,
    .theSuperclass,
    .theClassFallbacksForKeyedArchiver,
    .theClassForKeyedUnarchiver,
    .theDescription,
    .theDebugDescription,
    .theVersion,
    .theHash,
    .theUseStoredAccessor,
    .theIsProxy,
    .theRetainCount,
    .theZone,
]
let bridged = originals[Int(index)] as A
expect(bridged == .theAlloc, "__A entry \(index) bridges to A.theAlloc")
exit(0)
