// The test face's `KClass` value: Kotlin/Native's `KClassImpl` behaviour (equality, `toString`, `isInstance`).

@_spi(Testing) import KontractKotlin
import Testing

@Suite struct KotlinKClassTests {
    @Test func aKClassValueNamesItsClassAsKotlinDoes() {
        let kClass = KotlinKClassValue(of: String.self, qualifiedName: "kotlin.String")
        #expect(kClass.qualifiedName == "kotlin.String")
        #expect(kClass.simpleName == "String")
        // Kotlin/Native's KClassImpl.toString(): "class " + the qualified name.
        #expect(kClass.description == "class kotlin.String")
    }

    @Test func isInstanceIsFalseForNullAndFollowsTheTest() {
        let kClass = KotlinKClassValue(of: String.self, qualifiedName: "kotlin.String")
        #expect(kClass.isInstance(value: "s"))
        #expect(!kClass.isInstance(value: 1))
        #expect(!kClass.isInstance(value: nil))
        let any = KotlinKClassValue(qualifiedName: "kotlin.Any", isInstance: { _ in true })
        #expect(!any.isInstance(value: nil))
    }

    @Test func twoValuesOfOneClassAreEqualAndHashAlike() {
        let a = KotlinKClassValue(qualifiedName: "com.example.Foo", isInstance: { _ in false })
        let b = KotlinKClassValue(qualifiedName: "com.example.Foo", isInstance: { _ in true })
        let c = KotlinKClassValue(qualifiedName: "com.example.Bar", isInstance: { _ in false })
        #expect(a == b && a.hash == b.hash)
        #expect(a != c)
        let asProtocol: any KotlinKClass = a
        #expect(asProtocol.simpleName == "Foo")
    }
}
