// Extract writes the Apple types Kontract emulates by their qualified names (`platform.Foundation.NSDate`).

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct PlatformTypeExtractTests {
    /// An Apple type named through an explicit import, a star import of its framework, or its qualified name is
    /// written `platform.FRAMEWORK.NAME` (the spelling the contract format gives it); one Kontract does not
    /// emulate is KX0104 at its use, naming what it does emulate there, and what names it is left out.
    @Test func appleTypesAreWrittenQualifiedAndAnUnknownOneIsNamed() {
        let result = extracted(
            [
                (
                    "shared/Dates.kt",
                    """
                    package com.example.app
                    import platform.Foundation.NSDate
                    import platform.UIKit.*
                    class Clock(val now: NSDate, val screen: UIViewController, val url: platform.Foundation.NSURL)
                    fun label(view: UIView): String = ""
                    """
                ),
                (
                    "shared/Notify.kt",
                    """
                    package com.example.app
                    import platform.UserNotifications.UNNotificationResponse
                    import platform.Foundation.*
                    class Notify(val response: UNNotificationResponse, val data: NSData, val port: NSPort)
                    fun read(data: NSData): Int = 0
                    """
                ),
            ])
        #expect(
            declarationsText(result.contracts[0]) == [
                #"{"constructors":[{"parameters":[{"name":"now","property":"val","type":"platform.Foundation.NSDate"},"#
                    + #"{"name":"screen","property":"val","type":"platform.UIKit.UIViewController"},"#
                    + #"{"name":"url","property":"val","type":"platform.Foundation.NSURL"}]}],"kind":"class","#
                    + #""name":"Clock"}"#,
                #"{"functions":[{"name":"label","parameters":[{"name":"view","type":"platform.UIKit.UIView"}],"#
                    + #""returns":"String"}],"kind":"file","name":"Dates.kt"}"#,
            ])
        // The constructor naming types found nowhere is left out (`"constructors": []`), the function kept.
        #expect(declarationsText(result.contracts[1]).joined().contains(#""constructors":[]"#))
        #expect(declarationsText(result.contracts[1]).joined().contains(#""type":"platform.Foundation.NSData""#))
        #expect(
            result.diagnostics.map(\.formatted) == [
                "shared/Notify.kt:4:18: warning: the type 'UNNotificationResponse' of 'Notify(response)' is "
                    + "'platform.UserNotifications.UNNotificationResponse', an Apple framework type of "
                    + "'platform.UserNotifications', a framework Kontract does not emulate (it emulates "
                    + PlatformTypes.packages.joined(separator: ", ")
                    + "): a constructor of 'Notify' (with the properties it "
                    + "declares: 'response', 'data', 'port') is left out [KX0104]",
                "shared/Notify.kt:4:74: warning: the type 'NSPort' of 'Notify(port)' may be "
                    + "'platform.Foundation.NSPort', an Apple framework type Kontract does not emulate (of "
                    + "'platform.Foundation' it emulates \(PlatformTypes.names(inPackage: "platform.Foundation").count): "
                    + PlatformTypes.names(inPackage: "platform.Foundation").prefix(6).joined(separator: ", ")
                    + ", …): a constructor of 'Notify' (with the properties it declares: 'response', 'data', 'port') "
                    + "is left out [KX0104]",
            ])
    }
}
