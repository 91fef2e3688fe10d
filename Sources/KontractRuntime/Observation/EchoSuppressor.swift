// The decision logic that keeps a two-way bound field and Kotlin state from echoing values back.
import Foundation

/// Decides, for a field bound both ways to a Kotlin state property (a text field and `state.consulta`),
/// which user edits to send to Kotlin and which Kotlin values to write into the field.
///
/// - A user edit equal to the value the binding itself just wrote into the field is that write coming
///   back (SwiftUI reports programmatic changes too): it is not sent.
/// - Every other user edit is sent and remembered as in flight until Kotlin's state shows it.
/// - A Kotlin value equal to an in-flight edit acknowledges it and every older one; it is not written
///   (the field already shows it or something newer).
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
        if inFlight.isEmpty {
            acknowledgedSinceSend = false
        }
        inFlight.append(value)
        return true
    }

    /// Kotlin's state now has `value`; returns whether to write it into the field.
    public mutating func kotlinEmitted(_ value: Value) -> Bool {
        if let index = inFlight.firstIndex(of: value) {
            inFlight.removeFirst(index + 1)
            acknowledgedSinceSend = true
            return false
        }
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
