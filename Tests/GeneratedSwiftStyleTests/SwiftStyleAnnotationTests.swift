// The export annotations of the edge contract annotations.kontract.json in swift style: the NS enum of an
// @ObjCEnum enum round-trips the Swift enum's cases; @ObjCName renames cases, classes and members.

import Foundation
import KontractRuntime
import Testing

@Test func nsEnumRoundTripsEverySwiftEnumCase() {
    #expect(Signal.allCases.map(\.nsEnum) == [.green, .amberLight, .theCopy, .stop, .dark])
    for value in Signal.allCases {
        #expect(SignalNSEnum(rawValue: value.ordinal) == value.nsEnum)
    }
    #expect(Signal.stop.name == "RED")
    #expect(Mode.standby.nsEnum == NativeMode.idle)
}

@Test func objcNamesRenameTheSwiftStyleAPI() {
    let widget = Widget(size: 3)
    #expect(widget.caption == "w" && widget.__raw == 2)
    #expect(AnnotationsKt.theAnswer == 42)
}
