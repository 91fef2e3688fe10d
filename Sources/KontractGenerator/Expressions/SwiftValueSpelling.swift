// How the generated Swift spells Kotlin values, as the export profile types them (Int32 and boxes, or Int and optionals).

import KontractCore

/// The Swift types and conversions of Kotlin primitives under one export profile.
///
/// Expressions compute on plain values: `Int32` (the export's) or `Int` (idiomatic) for Kotlin `Int`,
/// `Int32?` for `Int?`. Where the profile uses the export's bridged types, an `Int?` property is a
/// `KotlinInt?` box, unboxed when read and boxed again for the result, and `Char` is `unichar`.
struct SwiftValueSpelling {
    /// `ExportProfile.usesBridgedTypes`: boxes for nullable and element primitives, `unichar`,
    /// `KotlinArray` and `NSMutableArray`-like collections.
    let bridgedTypes: Bool
    /// `ExportProfile.intIsInt32`: Kotlin `Int` is `Int32` rather than Swift's `Int`.
    let intIsInt32: Bool

    init(profile: ExportProfile) {
        bridgedTypes = profile.usesBridgedTypes
        intIsInt32 = profile.intIsInt32
    }

    /// The Swift value type of a primitive: `Int32`, `Int`, `unichar`, `Character`, ...
    func valueType(_ primitive: KotlinPrimitive) -> String {
        switch primitive {
        case .boolean: "Bool"
        case .byte: "Int8"
        case .short: "Int16"
        case .int: intIsInt32 ? "Int32" : "Int"
        case .long: "Int64"
        case .ubyte: "UInt8"
        case .ushort: "UInt16"
        case .uint: "UInt32"
        case .ulong: "UInt64"
        case .float: "Float"
        case .double: "Double"
        case .char: bridgedTypes ? "unichar" : "Character"
        }
    }

    /// Whether a property of this type is a box (bridged types, nullable primitive other than Char).
    func isBoxed(_ type: ResolvedType) -> Bool {
        guard bridgedTypes, type.isNullable, let primitive = type.primitive else { return false }
        return primitive != .char
    }

    /// The bridge box of a primitive: `KotlinInt`.
    static func boxClass(_ primitive: KotlinPrimitive) -> String {
        switch primitive {
        case .boolean: "KotlinBoolean"
        case .byte: "KotlinByte"
        case .short: "KotlinShort"
        case .int: "KotlinInt"
        case .long: "KotlinLong"
        case .ubyte: "KotlinUByte"
        case .ushort: "KotlinUShort"
        case .uint: "KotlinUInt"
        case .ulong: "KotlinULong"
        case .float: "KotlinFloat"
        case .double: "KotlinDouble"
        case .char: "Any"
        }
    }

    /// The property of a bridge box that gives its value: `int32Value`.
    static func boxAccessor(_ primitive: KotlinPrimitive) -> String {
        switch primitive {
        case .boolean: "boolValue"
        case .byte: "int8Value"
        case .short: "int16Value"
        case .int: "int32Value"
        case .long: "int64Value"
        case .ubyte: "uint8Value"
        case .ushort: "uint16Value"
        case .uint: "uint32Value"
        case .ulong: "uint64Value"
        case .float: "floatValue"
        case .double: "doubleValue"
        case .char: "self"
        }
    }

    /// Whether bridged collections hold this element boxed (`List<Int>` is `[KotlinInt]`).
    func elementIsBoxed(_ element: ResolvedType) -> Bool {
        bridgedTypes && element.primitive != nil && element.primitive != .char
    }

    /// Converts a numeric value from one primitive's Swift type to another's (widening only, as Kotlin promotes).
    func convert(_ code: SwiftCode, from source: KotlinPrimitive, to target: KotlinPrimitive) -> SwiftCode {
        let sourceType = valueType(source)
        let targetType = valueType(target)
        guard sourceType != targetType else { return code }
        return SwiftCode(.call(.identifier(targetType), [SwiftArgument(code.expression)]))
    }

    /// A Swift literal for a Kotlin literal of `type`; `bare` leaves integer and floating literals
    /// untyped, for places where Swift infers the type from the other operand.
    func literal(_ literal: ExpressionLiteral, type: ResolvedType, bare: Bool) -> SwiftCode {
        let primitive = type.primitive
        func typed(_ text: String, defaultType: String) -> SwiftCode {
            guard let primitive, !bare else { return SwiftCode(.number(text)) }
            let swiftType = valueType(primitive)
            return SwiftCode(
                swiftType == defaultType ? .number(text) : .call(.identifier(swiftType), [SwiftArgument(.number(text))])
            )
        }
        switch literal {
        case .boolean(let value): return SwiftCode(.bool(value))
        case .null: return SwiftCode(.nil)
        case .integer(let value): return typed(String(value), defaultType: "Int")
        case .unsignedInteger(let value): return typed(String(value), defaultType: "Int")
        case .floating(let text): return typed(text, defaultType: "Double")
        case .character(let unit): return character(unit)
        }
    }

    /// A Kotlin `Char` literal: `unichar(0x0063)` (bridged types) or `Character("c")` (idiomatic).
    func character(_ unit: UInt16) -> SwiftCode {
        if bridgedTypes {
            let hex = String(unit, radix: 16, uppercase: true)
            let spelled = "0x" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return SwiftCode(.call(.identifier("unichar"), [SwiftArgument(.number(spelled))]))
        }
        // A lone surrogate cannot be a Swift Character; it becomes U+FFFD, as Swift strings do.
        let text = String(decoding: [unit], as: UTF16.self)
        return SwiftCode(.call(.identifier("Character"), [SwiftArgument(.string(text))]))
    }
}
