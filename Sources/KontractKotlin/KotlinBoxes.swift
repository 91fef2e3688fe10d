// The Kotlin primitive boxes (`KotlinInt`, `KotlinDouble`, `KotlinBoolean`...) nullable primitives map to.

// Every box is `@unchecked Sendable`: its only state is the `let value` set in `init`, so it is
// immutable; the conformance is unchecked only because the `NSObject` ancestry is not `Sendable`.

/// A boxed Kotlin `Byte` (`Byte?` and `Byte` in generic positions), holding a Swift `Int8`.
public final class KotlinByte: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: Int8) {
        super.init(kotlinValue: .byte(value))
    }

    public convenience init(integerLiteral value: Int8) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `UByte` (`UByte?` and `UByte` in generic positions), holding a Swift `UInt8`.
public final class KotlinUByte: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: UInt8) {
        super.init(kotlinValue: .ubyte(value))
    }

    public convenience init(integerLiteral value: UInt8) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `Short` (`Short?` and `Short` in generic positions), holding a Swift `Int16`.
public final class KotlinShort: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: Int16) {
        super.init(kotlinValue: .short(value))
    }

    public convenience init(integerLiteral value: Int16) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `UShort` (`UShort?` and `UShort` in generic positions), holding a Swift `UInt16`.
public final class KotlinUShort: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: UInt16) {
        super.init(kotlinValue: .ushort(value))
    }

    public convenience init(integerLiteral value: UInt16) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `Int` (`Int?` and `Int` in generic positions), holding a Swift `Int32`.
public final class KotlinInt: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public typealias IntegerLiteralType = Int32

    public init(value: Int32) {
        super.init(kotlinValue: .int(value))
    }

    public convenience init(integerLiteral value: Int32) {
        self.init(value: value)
    }

    /// NSNumber's `init(integerLiteral: Int)`, which the framework's `KotlinInt` inherits
    /// (`KotlinInt(integerLiteral: $0.intValue - 1)`): the value's low 32 bits.
    public convenience init(integerLiteral value: Int) {
        self.init(value: Int32(truncatingIfNeeded: value))
    }
}

/// A boxed Kotlin `UInt` (`UInt?` and `UInt` in generic positions), holding a Swift `UInt32`.
public final class KotlinUInt: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: UInt32) {
        super.init(kotlinValue: .uint(value))
    }

    public convenience init(integerLiteral value: UInt32) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `Long` (`Long?` and `Long` in generic positions), holding a Swift `Int64`.
public final class KotlinLong: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: Int64) {
        super.init(kotlinValue: .long(value))
    }

    public convenience init(integerLiteral value: Int64) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `ULong` (`ULong?` and `ULong` in generic positions), holding a Swift `UInt64`.
public final class KotlinULong: KotlinNumber, ExpressibleByIntegerLiteral, @unchecked Sendable {
    public init(value: UInt64) {
        super.init(kotlinValue: .ulong(value))
    }

    public convenience init(integerLiteral value: UInt64) {
        self.init(value: value)
    }
}

/// A boxed Kotlin `Float` (`Float?` and `Float` in generic positions), holding a Swift `Float`.
public final class KotlinFloat: KotlinNumber, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    @unchecked Sendable
{
    public init(value: Float) {
        super.init(kotlinValue: .float(value))
    }

    public convenience init(floatLiteral value: Float) {
        self.init(value: value)
    }

    public convenience init(integerLiteral value: Int64) {
        self.init(value: Float(value))
    }
}

/// A boxed Kotlin `Double` (`Double?` and `Double` in generic positions), holding a Swift `Double`.
public final class KotlinDouble: KotlinNumber, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    @unchecked Sendable
{
    public init(value: Double) {
        super.init(kotlinValue: .double(value))
    }

    public convenience init(floatLiteral value: Double) {
        self.init(value: value)
    }

    public convenience init(integerLiteral value: Int64) {
        self.init(value: Double(value))
    }
}

/// A boxed Kotlin `Boolean` (`Boolean?` and `Boolean` in generic positions), holding a Swift `Bool`.
public final class KotlinBoolean: KotlinNumber, ExpressibleByBooleanLiteral, @unchecked Sendable {
    public init(value: Bool) {
        super.init(kotlinValue: .boolean(value))
    }

    public convenience init(booleanLiteral value: Bool) {
        self.init(value: value)
    }
}
