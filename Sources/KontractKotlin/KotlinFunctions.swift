// Kotlin function types as the framework shows them: the `KotlinFunction0` … `KotlinFunction33` protocols.

// The Objective-C export declares `@protocol KotlinFunctionN` with one method,
// `- (id _Nullable)invokeP1:(id _Nullable)p1 … __attribute__((swift_name("invoke(p1:…)")))`: Swift sees a
// class-bound protocol whose `invoke` takes and returns `Any?` (no generics: Objective-C protocols have none).
// A Kotlin class implementing a function type conforms to it, and Swift objects passed where Kotlin wants
// such a value implement it. The real protocols also refine `KotlinFunction` (`kotlin.Function`); in
// Kontract that name is the settable implementation of a generated function (KontractLifecycle), so
// these refine nothing.

/// `kotlin.Function0` as Swift sees it through the framework.
public protocol KotlinFunction0: AnyObject {
    func invoke() -> Any?
}

/// `kotlin.Function1` as Swift sees it through the framework.
public protocol KotlinFunction1: AnyObject {
    func invoke(p1: Any?) -> Any?
}

/// `kotlin.Function2` as Swift sees it through the framework.
public protocol KotlinFunction2: AnyObject {
    func invoke(p1: Any?, p2: Any?) -> Any?
}

/// `kotlin.Function3` as Swift sees it through the framework.
public protocol KotlinFunction3: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?) -> Any?
}

/// `kotlin.Function4` as Swift sees it through the framework.
public protocol KotlinFunction4: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?) -> Any?
}

/// `kotlin.Function5` as Swift sees it through the framework.
public protocol KotlinFunction5: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?) -> Any?
}

/// `kotlin.Function6` as Swift sees it through the framework.
public protocol KotlinFunction6: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?) -> Any?
}

/// `kotlin.Function7` as Swift sees it through the framework.
public protocol KotlinFunction7: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?) -> Any?
}

/// `kotlin.Function8` as Swift sees it through the framework.
public protocol KotlinFunction8: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?) -> Any?
}

/// `kotlin.Function9` as Swift sees it through the framework.
public protocol KotlinFunction9: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?) -> Any?
}

/// `kotlin.Function10` as Swift sees it through the framework.
public protocol KotlinFunction10: AnyObject {
    func invoke(p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?)
        -> Any?
}

/// `kotlin.Function11` as Swift sees it through the framework.
public protocol KotlinFunction11: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?
    ) -> Any?
}

/// `kotlin.Function12` as Swift sees it through the framework.
public protocol KotlinFunction12: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?
    ) -> Any?
}

/// `kotlin.Function13` as Swift sees it through the framework.
public protocol KotlinFunction13: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?
    ) -> Any?
}

/// `kotlin.Function14` as Swift sees it through the framework.
public protocol KotlinFunction14: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?
    ) -> Any?
}

/// `kotlin.Function15` as Swift sees it through the framework.
public protocol KotlinFunction15: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?
    ) -> Any?
}

/// `kotlin.Function16` as Swift sees it through the framework.
public protocol KotlinFunction16: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?
    ) -> Any?
}

/// `kotlin.Function17` as Swift sees it through the framework.
public protocol KotlinFunction17: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?
    ) -> Any?
}

/// `kotlin.Function18` as Swift sees it through the framework.
public protocol KotlinFunction18: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?
    ) -> Any?
}

/// `kotlin.Function19` as Swift sees it through the framework.
public protocol KotlinFunction19: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?
    ) -> Any?
}

/// `kotlin.Function20` as Swift sees it through the framework.
public protocol KotlinFunction20: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?
    ) -> Any?
}

/// `kotlin.Function21` as Swift sees it through the framework.
public protocol KotlinFunction21: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?
    ) -> Any?
}

/// `kotlin.Function22` as Swift sees it through the framework.
public protocol KotlinFunction22: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?
    ) -> Any?
}

/// `kotlin.Function23` as Swift sees it through the framework.
public protocol KotlinFunction23: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?
    ) -> Any?
}

/// `kotlin.Function24` as Swift sees it through the framework.
public protocol KotlinFunction24: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?
    ) -> Any?
}

/// `kotlin.Function25` as Swift sees it through the framework.
public protocol KotlinFunction25: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?
    ) -> Any?
}

/// `kotlin.Function26` as Swift sees it through the framework.
public protocol KotlinFunction26: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?
    ) -> Any?
}

/// `kotlin.Function27` as Swift sees it through the framework.
public protocol KotlinFunction27: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?
    ) -> Any?
}

/// `kotlin.Function28` as Swift sees it through the framework.
public protocol KotlinFunction28: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?
    ) -> Any?
}

/// `kotlin.Function29` as Swift sees it through the framework.
public protocol KotlinFunction29: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?
    ) -> Any?
}

/// `kotlin.Function30` as Swift sees it through the framework.
public protocol KotlinFunction30: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?
    ) -> Any?
}

/// `kotlin.Function31` as Swift sees it through the framework.
public protocol KotlinFunction31: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?
    ) -> Any?
}

/// `kotlin.Function32` as Swift sees it through the framework.
public protocol KotlinFunction32: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?,
        p32: Any?
    ) -> Any?
}

/// `kotlin.Function33` as Swift sees it through the framework.
public protocol KotlinFunction33: AnyObject {
    func invoke(
        p1: Any?, p2: Any?, p3: Any?, p4: Any?, p5: Any?, p6: Any?, p7: Any?, p8: Any?, p9: Any?, p10: Any?, p11: Any?,
        p12: Any?, p13: Any?, p14: Any?, p15: Any?, p16: Any?, p17: Any?, p18: Any?, p19: Any?, p20: Any?, p21: Any?,
        p22: Any?, p23: Any?, p24: Any?, p25: Any?, p26: Any?, p27: Any?, p28: Any?, p29: Any?, p30: Any?, p31: Any?,
        p32: Any?, p33: Any?
    ) -> Any?
}
