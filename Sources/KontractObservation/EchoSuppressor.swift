// The decision logic that keeps a two-way bound field and Kotlin state from echoing values back.
import Foundation

/// Decides, for a field bound both ways to a Kotlin state property (a text field and `state.consulta`),
/// which user edits to send to Kotlin and which Kotlin values to write into the field.
///
/// - A user edit equal to the value the binding itself just wrote into the field is that write coming
///   back (SwiftUI reports programmatic changes too): it is not sent.
/// - Every other user edit is sent and remembered as in flight until Kotlin's state shows it. An edit
///   back to the value Kotlin delivered last (typing, then backspace) will not be delivered again (a
///   state flow skips values equal to the last one delivered), so it and the edits before it are only
///   remembered as possible late echoes.
/// - A Kotlin value equal to an in-flight edit acknowledges it and every older one; it is not written
///   (the field already shows it or something newer). When the value was sent more than once (typing,
///   then backspace), it acknowledges up to its latest sending, since a conflated flow may skip the states
///   in between; should those skipped states still arrive, they are recognised as late echoes. A value
///   that is both in flight and a possible late echo acknowledges the in-flight edits, which then stay
///   recognisable as late echoes too (the delivered value may have been the older copy).
/// - A Kotlin value matching no in-flight edit, arriving before any of them was acknowledged, predates
///   them (the state flow delivers in order), so it is stale and not written.
/// - Any other Kotlin value is Kotlin's own change: the in-flight list is dropped and the value is
///   written unless the field already shows it.
///
/// Limitation: the bound property must echo the text it is sent (as `consulta` does); a view model that
/// rewrites the text before any acknowledgement looks stale here and needs a one-way binding.
public struct EchoSuppressor<Value: Equatable> {
    /// Edits sent to Kotlin that its state has not shown yet, oldest first.
    public private(set) var inFlight: [Value] = []
    /// What the field shows, as far as the binding knows.
    public private(set) var fieldValue: Value?
    private var acknowledgedSinceSend = false
    private var justWritten: Value?
    /// Sent values between two sendings of one acknowledged value, which may still arrive, in order.
    private var lateEchoes: [Value] = []
    /// How many possible late echoes are remembered at most.
    static var lateEchoLimit: Int { 256 }
    /// The last value Kotlin delivered.
    private var lastKotlinValue: Value?

    public init(fieldValue: Value? = nil) {
        self.fieldValue = fieldValue
    }

    /// The field changed to `value`; returns whether to send it to Kotlin.
    public mutating func userEdited(_ value: Value) -> Bool {
        if let written = justWritten, written == value {
            justWritten = nil
            return false
        }
        justWritten = nil
        fieldValue = value
        if let lastKotlinValue, lastKotlinValue == value {
            lateEchoes = Array((lateEchoes + inFlight + [value]).suffix(Self.lateEchoLimit))
            inFlight.removeAll()
            acknowledgedSinceSend = true
            return true
        }
        if inFlight.isEmpty {
            acknowledgedSinceSend = false
        }
        inFlight.append(value)
        return true
    }

    /// Kotlin's state now has `value`; returns whether to write it into the field.
    public mutating func kotlinEmitted(_ value: Value) -> Bool {
        lastKotlinValue = value
        if let latest = inFlight.lastIndex(of: value), let earliest = inFlight.firstIndex(of: value) {
            if let late = lateEchoes.firstIndex(of: value) {
                // It may be the late echo instead (an earlier sending still on its way): then what was sent
                // after that one may still arrive, in order, so every acknowledged edit stays recognisable.
                lateEchoes = Array((lateEchoes[(late + 1)...] + inFlight[...latest]).suffix(Self.lateEchoLimit))
            } else {
                lateEchoes = earliest < latest ? Array(inFlight[(earliest + 1)...latest]) : []
            }
            inFlight.removeFirst(latest + 1)
            acknowledgedSinceSend = true
            return false
        }
        if let index = lateEchoes.firstIndex(of: value) {
            lateEchoes.removeFirst(index + 1)
            return false
        }
        lateEchoes = []
        if !inFlight.isEmpty && !acknowledgedSinceSend {
            return false
        }
        inFlight.removeAll()
        guard fieldValue != value else { return false }
        fieldValue = value
        justWritten = value
        return true
    }
}
