// The NSNumber-style initializers each Kotlin box declares on the real framework (`KotlinInt(int: 5)`).

// The framework's header gives each box exactly one of NSNumber's initializers, the one of its own
// width (`-[SharedInt initWithInt:]`, `-[SharedBoolean initWithBool:]`, `-[SharedLong initWithLongLong:]`),
// which Swift imports as `KotlinInt(int:)`, `KotlinBoolean(bool:)`, `KotlinLong(longLong:)`.
//
// Differs from the real framework: here `KotlinNumber` is not an `NSNumber` (swift-corelibs-foundation's
// NSNumber cannot be subclassed from Swift with Swift 6.3), so `box as NSNumber` and `box as! Bool` do not
// compile or cast; use the accessors (`boolValue`, `int32Value`, `intValue`…), which behave as NSNumber's.

extension KotlinByte {
    public convenience init(char value: Int8) { self.init(value: value) }
}

extension KotlinUByte {
    public convenience init(unsignedChar value: UInt8) { self.init(value: value) }
}

extension KotlinShort {
    public convenience init(short value: Int16) { self.init(value: value) }
}

extension KotlinUShort {
    public convenience init(unsignedShort value: UInt16) { self.init(value: value) }
}

extension KotlinInt {
    public convenience init(int value: Int32) { self.init(value: value) }
}

extension KotlinUInt {
    public convenience init(unsignedInt value: UInt32) { self.init(value: value) }
}

extension KotlinLong {
    public convenience init(longLong value: Int64) { self.init(value: value) }
}

extension KotlinULong {
    public convenience init(unsignedLongLong value: UInt64) { self.init(value: value) }
}

extension KotlinFloat {
    public convenience init(float value: Float) { self.init(value: value) }
}

extension KotlinDouble {
    public convenience init(double value: Double) { self.init(value: value) }
}

extension KotlinBoolean {
    public convenience init(bool value: Bool) { self.init(value: value) }
}
