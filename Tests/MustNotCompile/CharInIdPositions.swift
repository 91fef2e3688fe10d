// Rule: a Kotlin `Char` in an `id` position (`List<Char>`, `Set<Char>`, `Char?`) is `id` in the header (Kotlin/Native
// has no box class for `Char`: ObjCExportCodeGenerator's box converters cover the numbers and Boolean only; at run time
// a `KotlinBase` of its own), so Swift sees `Any`, never Swift's `Character`; a `Char` property is `unichar`.
import Shared

func mustNotSpellACharInAnIdPositionAsCharacter(
    collections: Collections, nullable: NullablePrimitives, primitives: Primitives
) {
    let unit: unichar = primitives.c
    let boxed: Any = collections.chars[0]
    // expected-error@+1 {{cannot convert value of type 'Any' to specified type 'Character'}}
    let first: Character = collections.chars[0]
    let maybe: Any? = nullable.c
    // expected-error@+1 {{cannot convert value of type 'unichar' (aka 'UInt16') to specified type 'Character'}}
    let swiftChar: Character = primitives.c
    _ = (unit, boxed, first, maybe, swiftChar)
}
