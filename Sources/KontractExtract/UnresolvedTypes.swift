// A member or declaration naming a type extract cannot resolve is left out, each with its KX0104 saying so.

import KontractCore
import KotlinSourceSyntax

/// A type name found nowhere (or a sealed subclass left out for one), waiting for the mapping that meets it to say
/// what it leaves out (`ExtractionContext.leavesOut`).
struct UnresolvedTypeName {
    /// The warning up to its consequence: `the type 'SessionDetails' of 'Repo.session' is not declared …`.
    var message: String
    var position: KotlinSourcePosition
}

/// Where the mapping of a member or declaration starts: how many unresolved names were met and wait.
struct UnresolvedMark {
    var met: Int
    var waiting: Int
}

extension ExtractionContext {
    var unresolvedMark: UnresolvedMark { UnresolvedMark(met: unresolvedMet, waiting: unresolvedWaiting.count) }

    /// Whether a type found nowhere was met since `mark` (in what was just mapped: a member's signature, a
    /// declaration's supertypes, bounds, or a data class's property): then each is KX0104 at its Kotlin location,
    /// saying `what` (`the function 'Repo.load'`) is left out, and the caller leaves it out. `key` is its nested
    /// name (`Repo.load`, `Repo.<init>` for a constructor), which `extract --check` does not report as drift.
    mutating func leavesOut(
        since mark: UnresolvedMark, _ what: @autoclosure () -> String, key: @autoclosure () -> String
    ) -> Bool {
        guard unresolvedMet > mark.met else { return false }
        let consequence = what()
        for name in unresolvedWaiting[mark.waiting...] {
            report(.unresolvedTypeName, name.message + ": " + consequence + " is left out", at: name.position)
        }
        unresolvedWaiting.removeSubrange(mark.waiting...)
        unresolvedMet = mark.met
        leftOut.append(importScope.package + "|" + key())
        return true
    }

    /// A name found nowhere that no member or declaration left out (none does around it): KX0104, written as
    /// spelled. Called after each top-level declaration.
    mutating func reportUnresolvedWrittenAsSpelled() {
        for name in unresolvedWaiting {
            report(.unresolvedTypeName, name.message + ": it is written as spelled", at: name.position)
        }
        unresolvedWaiting = []
        unresolvedMet = 0
    }

    /// A sealed type's subclass `subclass` was left out for a type found nowhere: the sealed type is left out too,
    /// as Swift's exhaustive switch over it (SKIE's `onEnum(of:)`) would miss a case the framework has.
    mutating func subclassWasLeftOut(_ subclass: String, of parent: String, at position: KotlinSourcePosition) {
        meetLeftOutCause(
            "'\(subclass)' of sealed '\(parent)' is left out (it names a type found nowhere), and an "
                + "exhaustive switch over '\(parent)' in Swift would miss it", at: position)
    }

    /// A cause for leaving out what is being mapped (`message`, the warning up to its consequence), counted and
    /// waiting for `leavesOut` to say what it leaves out.
    mutating func meetLeftOutCause(_ message: String, at position: KotlinSourcePosition) {
        unresolvedWaiting.append(UnresolvedTypeName(message: message, position: position))
        unresolvedMet += 1
    }

    /// Whether `key` (`Outer.Name`) was left out just now (the last declaration `leavesOut` left out).
    func wasLeftOut(_ key: String) -> Bool { leftOut.last == importScope.package + "|" + key }
}

extension ContractDrift {
    /// Whether the declaration or member `name` (`package|Outer.Name`, `package|Outer.Name.member`), or a
    /// declaration it is nested in, was left out by extract for a type found nowhere (KX0104): not drift.
    static func isLeftOut(_ name: String, in leftOut: Set<String>) -> Bool {
        guard !leftOut.isEmpty else { return false }
        if leftOut.contains(name) { return true }
        var prefix = Substring(name)
        while let dot = prefix.lastIndex(of: "."), prefix[..<dot].contains("|") {
            prefix = prefix[..<dot]
            if leftOut.contains(String(prefix)) { return true }
        }
        return false
    }
}
