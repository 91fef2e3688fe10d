// The export annotations of the edge contract annotations.kontract.json in bridge style: @ObjCEnum's
// NS_CLOSED_ENUM round-trips every entry, @ObjCName renames, @ShouldRefineInSwift prefixes `__`.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: the implementations are static, shared by every test that sets them.
@Suite(.serialized) struct EdgeAnnotationTests {
    @Test func nsEnumRoundTripsEveryEntryThroughItsOrdinal() {
        // GREEN, AMBER_LIGHT, COPY, RED (@ObjCName stop), OFF (@ObjCEnum.EntryName dark).
        #expect(Signal.entries.map(\.nsEnum) == [.green, .amberLight, .theCopy, .stop, .dark])
        for entry in Signal.entries {
            #expect(entry.nsEnum.rawValue == entry.ordinal)
            #expect(SignalNSEnum(rawValue: entry.ordinal) == entry.nsEnum)
            #expect(Signal.entries[Int(entry.nsEnum.rawValue)] === entry)
        }
        // @ObjCName renames the class's static property; EntryName renames only the NS case.
        #expect(Signal.stop.name == "RED" && Signal.off.name == "OFF")
        #expect(SignalNSEnum(rawValue: 5) == nil)
        // @ObjCEnum(name, swiftName): the Swift name wins.
        #expect(Mode.standby.nsEnum == NativeMode.idle)
    }

    @Test func objcNamesRenameClassesMembersAndLabels() {
        let widget = Widget(size: 3)
        #expect(widget.size == 3 && widget.caption == "w" && widget.__raw == 2)
        Widget.drawFactorImplementation.implement { widget, factor in "\(widget.size)x\(factor)" }
        #expect(widget.draw(factor: 2) == "3x2")
        Widget.__refinedImplementation.implementation = { _ in 7 }
        #expect(widget.__refined() == 7)
        AnnotationsKt.helloPersonImplementation.implementation = { who in "hi \(who)" }
        #expect(AnnotationsKt.hello(person: "Ana") == "hi Ana")
        #expect(AnnotationsKt.theAnswer == 42)
    }
}
