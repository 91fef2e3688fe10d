// Checks SKIE acceptance test enums/renaming/enabled/collision/skie_enum.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Every renamed entry is a case of the Swift enum; the Kotlin global `a` is the first.
let name: String
switch a {
case .theAlloc:
    name = "theAlloc"
case .theCopy:
    name = "theCopy"
case .theMutableCopy:
    name = "theMutableCopy"
case .theInit:
    name = "theInit"
case .retain:
    name = "retain"
case .theRelease:
    name = "theRelease"
case .autorelease:
    name = "autorelease"
case .theInitialize:
    name = "theInitialize"
case .theLoad:
    name = "theLoad"
case .theNew:
    name = "theNew"
case .theClass:
    name = "theClass"
case .theSuperclass:
    name = "theSuperclass"
case .theClassFallbacksForKeyedArchiver:
    name = "theClassFallbacksForKeyedArchiver"
case .theClassForKeyedUnarchiver:
    name = "theClassForKeyedUnarchiver"
case .theDescription:
    name = "theDescription"
case .theDebugDescription:
    name = "theDebugDescription"
case .theVersion:
    name = "theVersion"
case .theHash:
    name = "theHash"
case .theUseStoredAccessor:
    name = "theUseStoredAccessor"
case .theIsProxy:
    name = "theIsProxy"
case .theRetainCount:
    name = "theRetainCount"
case .theZone:
    name = "theZone"
}
expect(name == "theAlloc", "a is .theAlloc, got .\(name)")
exit(0)
