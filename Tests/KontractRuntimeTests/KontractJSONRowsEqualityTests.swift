// Tests that a serializable data class's one table (`KontractJSONRows`) gives Kotlin's `equals`, `hashCode()` and
// `toString()` as the separate `Kotlin.DataClassProperties` table did.
@_spi(KontractGenerated) import KontractKotlin
@_spi(KontractGenerated) import KontractSerialization
import Testing

/// `@Serializable data class Sample(val x: Double, val xs: List<Double>?, val maybe: Float?, val names: List<String>,
/// val tag: String = "t")`, with `tag` `@Transient`, written as the generator writes one (swift style).
private struct Sample: Kotlin.DataClass {
    let x: Double
    let xs: [Double]?
    let maybe: Float?
    let names: [String]
    let tag: String

    init(x: Double, xs: [Double]? = nil, maybe: Float? = nil, names: [String] = [], tag: String = "t") {
        self.x = x
        self.xs = xs
        self.maybe = maybe
        self.names = names
        self.tag = tag
    }

    var kotlinDescription: String { Sample.kontractJSONRows.properties.toString(self) }
    var kotlinHashCode: Int32 { Sample.kontractJSONRows.properties.hashCode(self) }
    func kotlinEquals(_ other: Sample) -> Bool { Sample.kontractJSONRows.properties.equals(self, other) }

    static let kontractJSONRows = KontractJSONRows<Sample>(
        KotlinClassDescriptor(serialName: "t.Sample", kotlinName: "Sample"),
        defaults: [nil, nil, nil, nil, "\"t\""],
        [
            .field("x", \.x, .double),
            .field("xs", \.xs, .nullable(.list(.double, isSet: false))),
            .field("maybe", \.maybe, .nullable(.float)),
            .field("names", \.names, .list(.string, isSet: false)),
            .transient("tag", .string, equals: .value("tag", \.tag)),
        ])

    /// The table the class wrote before the rows carried it.
    static let separateTable = Kotlin.DataClassProperties<Sample>(
        "Sample",
        [
            .compared("x", \.x), .compared("xs", \.xs), .compared("maybe", \.maybe), .value("names", \.names),
            .value("tag", \.tag),
        ])
}

@Test func rowsCompareFloatingPointAsKotlinCompare() {
    #expect(Sample(x: .nan) == Sample(x: .nan))
    #expect(Sample(x: 0.0) != Sample(x: -0.0))
    // `List<Double>?` and `Float?`: Kotlin's boxed `equals`, through the list and the nullable.
    #expect(Sample(x: 1, xs: [.nan, 2]) == Sample(x: 1, xs: [.nan, 2]))
    #expect(Sample(x: 1, xs: [0.0]) != Sample(x: 1, xs: [-0.0]))
    #expect(Sample(x: 1, xs: nil) != Sample(x: 1, xs: []))
    #expect(Sample(x: 1, maybe: .nan) == Sample(x: 1, maybe: .nan))
    #expect(Sample(x: 1, maybe: nil) != Sample(x: 1, maybe: 0))
    #expect(Sample(x: 1, names: ["a"]) != Sample(x: 1, names: ["a", "b"]))
    // A transient property is still a constructor property: Kotlin's `equals` compares it.
    #expect(Sample(x: 1, tag: "a") != Sample(x: 1, tag: "b"))
}

@Test func rowsHashAndPrintAsTheSeparateTable() {
    let samples = [
        Sample(x: 1.5), Sample(x: .nan, xs: [1, .nan], maybe: 2.5, names: ["a", "b"], tag: "z"),
        Sample(x: -0.0, xs: [], maybe: nil, names: []),
    ]
    for sample in samples {
        #expect(sample.kotlinHashCode == Sample.separateTable.hashCode(sample))
        #expect(sample.description == Sample.separateTable.toString(sample))
        for other in samples {
            #expect((sample == other) == Sample.separateTable.equals(sample, other))
        }
    }
    #expect(Sample(x: 1.5).description == "Sample(x=1.5, xs=null, maybe=null, names=[], tag=t)")
}
