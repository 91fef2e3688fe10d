// Kotlin suspend function types as the framework shows them: `KotlinSuspendFunction0` … `KotlinSuspendFunction33`.

// The Objective-C export declares `@protocol KotlinSuspendFunctionN <KotlinFunction>` with one method,
// `- (void)invokeP1:(id _Nullable)p1 … completionHandler:(void (^)(id _Nullable_result, NSError * _Nullable))`
// `__attribute__((swift_name("invoke(p1:…:completionHandler:)")))`: Swift sees a class-bound protocol whose `invoke`
// takes `Any?` arguments and reports an `Any?` result or an error. As ``KotlinFunction0`` … the protocols refine
// nothing here (`KotlinSuspendFunction` is the settable implementation of a generated suspend function).

/// `kotlin.coroutines.SuspendFunction0` as Swift sees it through the framework.
public protocol KotlinSuspendFunction0: AnyObject {
    func invoke(completionHandler: @escaping (Any?, (any Error)?) -> Void)
}

/// `kotlin.coroutines.SuspendFunction1` as Swift sees it through the framework.
public protocol KotlinSuspendFunction1: AnyObject {
    func invoke(p1: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void)
}

/// `kotlin.coroutines.SuspendFunction2` as Swift sees it through the framework.
public protocol KotlinSuspendFunction2: AnyObject {
    func invoke(p1: Any?, p2: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void)
}

/// `kotlin.coroutines.SuspendFunction3` as Swift sees it through the framework.
public protocol KotlinSuspendFunction3: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void)
}

/// `kotlin.coroutines.SuspendFunction4` as Swift sees it through the framework.
public protocol KotlinSuspendFunction4: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction5` as Swift sees it through the framework.
public protocol KotlinSuspendFunction5: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?,
        completionHandler:
            @escaping @Sendable (Any?, (any Error)?) ->
            Void
    )
}

/// `kotlin.coroutines.SuspendFunction6` as Swift sees it through the framework.
public protocol KotlinSuspendFunction6: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction7` as Swift sees it through the framework.
public protocol KotlinSuspendFunction7: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction8` as Swift sees it through the framework.
public protocol KotlinSuspendFunction8: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction9` as Swift sees it through the framework.
public protocol KotlinSuspendFunction9: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?,
        completionHandler:
            @escaping @Sendable (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction10` as Swift sees it through the framework.
public protocol KotlinSuspendFunction10: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction11` as Swift sees it through the framework.
public protocol KotlinSuspendFunction11: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction12` as Swift sees it through the framework.
public protocol KotlinSuspendFunction12: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction13` as Swift sees it through the framework.
public protocol KotlinSuspendFunction13: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction14` as Swift sees it through the framework.
public protocol KotlinSuspendFunction14: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction15` as Swift sees it through the framework.
public protocol KotlinSuspendFunction15: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction16` as Swift sees it through the framework.
public protocol KotlinSuspendFunction16: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction17` as Swift sees it through the framework.
public protocol KotlinSuspendFunction17: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?,
        completionHandler:
            @escaping @Sendable (
                Any?,
                (any Error)?
            ) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction18` as Swift sees it through the framework.
public protocol KotlinSuspendFunction18: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction19` as Swift sees it through the framework.
public protocol KotlinSuspendFunction19: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?,
        completionHandler:
            @escaping @Sendable (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction20` as Swift sees it through the framework.
public protocol KotlinSuspendFunction20: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction21` as Swift sees it through the framework.
public protocol KotlinSuspendFunction21: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction22` as Swift sees it through the framework.
public protocol KotlinSuspendFunction22: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction23` as Swift sees it through the framework.
public protocol KotlinSuspendFunction23: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction24` as Swift sees it through the framework.
public protocol KotlinSuspendFunction24: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction25` as Swift sees it through the framework.
public protocol KotlinSuspendFunction25: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction26` as Swift sees it through the framework.
public protocol KotlinSuspendFunction26: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction27` as Swift sees it through the framework.
public protocol KotlinSuspendFunction27: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?,
        completionHandler:
            @escaping @Sendable (
                Any?,
                (any Error)?
            ) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction28` as Swift sees it through the framework.
public protocol KotlinSuspendFunction28: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction29` as Swift sees it through the framework.
public protocol KotlinSuspendFunction29: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?,
        completionHandler:
            @escaping @Sendable (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction30` as Swift sees it through the framework.
public protocol KotlinSuspendFunction30: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction31` as Swift sees it through the framework.
public protocol KotlinSuspendFunction31: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?,
        completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction32` as Swift sees it through the framework.
public protocol KotlinSuspendFunction32: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?,
        p32: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}

/// `kotlin.coroutines.SuspendFunction33` as Swift sees it through the framework.
public protocol KotlinSuspendFunction33: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?,
        p32: Any?, p33: Any?, completionHandler: @escaping (Any?, (any Error)?) -> Void
    )
}
