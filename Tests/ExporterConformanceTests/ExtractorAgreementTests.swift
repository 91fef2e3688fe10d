// The two fact extractors agree: an ObjC header and the Swift that imports the same API give the same facts.

import Foundation
import KontractTestSupport
import Testing

/// `tools/exporter-conformance/extract-header-facts.py` reads headers, `GeneratedSwiftFacts` reads
/// generated Swift; a fact only matches when both spell it alike. This header and this Swift describe
/// the same API (written for this test), so their facts must be equal.
@Suite struct ExtractorAgreementTests {
    static let header = """
        __attribute__((objc_subclassing_restricted))
        @interface Point : Base
        - (instancetype)initWithX:(int32_t)x label:(NSString * _Nullable)label __attribute__((swift_name("init(x:label:)"))) __attribute__((objc_designated_initializer));
        + (instancetype)new __attribute__((availability(swift, unavailable, message="use object initializers instead")));
        - (Point *)doCopyX:(int32_t)x label:(NSString * _Nullable)label __attribute__((swift_name("doCopy(x:label:)")));
        - (BOOL)isEqual:(id _Nullable)other __attribute__((swift_name("isEqual(_:)")));
        - (NSUInteger)hash __attribute__((swift_name("hash()")));
        - (NSString *)description __attribute__((swift_name("description()")));
        @property (readonly) int32_t x __attribute__((swift_name("x")));
        @property NSString * _Nullable label __attribute__((swift_name("label")));
        @end

        __attribute__((objc_subclassing_restricted))
        __attribute__((swift_name("Point.Origin")))
        @interface PointOrigin : Base
        + (instancetype)alloc __attribute__((unavailable));
        + (instancetype)origin __attribute__((swift_name("init()")));
        @property (class, readonly, getter=shared) PointOrigin *shared __attribute__((swift_name("shared")));
        @end

        __attribute__((objc_subclassing_restricted))
        @interface Color : KotlinEnum<Color *>
        + (instancetype)alloc __attribute__((unavailable));
        - (instancetype)initWithName:(NSString *)name ordinal:(int32_t)ordinal __attribute__((swift_name("init(name:ordinal:)"))) __attribute__((objc_designated_initializer)) __attribute__((unavailable));
        @property (class, readonly) Color *red __attribute__((swift_name("red")));
        @property (class, readonly) Color *darkBlue __attribute__((swift_name("darkBlue")));
        + (KotlinArray<Color *> *)values __attribute__((swift_name("values()")));
        @property (class, readonly) NSArray<Color *> *entries __attribute__((swift_name("entries")));
        @end

        @protocol Shape
        @required
        - (double)areaScale:(double)scale __attribute__((swift_name("area(scale:)")));
        @property (readonly) NSDictionary<NSString *, Int *> *tags __attribute__((swift_name("tags")));
        @end

        __attribute__((objc_subclassing_restricted))
        @interface GeometryKt : Base
        + (NSString * _Nullable)describeShape:(id<Shape>)shape error:(NSError * _Nullable * _Nullable)error __attribute__((swift_name("describe(shape:)")));
        + (void)onTap:(void (^)(Int *))block __attribute__((swift_name("on(tap:)")));
        @property (class, readonly) NSSet<NSString *> *names __attribute__((swift_name("names")));
        @end

        @interface Point (Extensions)
        - (Point *)shiftedBy:(int32_t)by __attribute__((swift_name("shifted(by:)")));
        @end
        """

    static let swift = """
        public final class Point: KotlinBase {
            public let x: Int32
            public var label: String?
            public init(x: Int32, label: String?) {
                self.x = x
                self.label = label
            }
            public func doCopy(x: Int32, label: String?) -> Point { Point(x: x, label: label) }
        }
        extension Point {
            public final class Origin: KotlinBase {
                public static let shared: Point.Origin = Point.Origin()
            }
        }
        public final class Color: KotlinEnum<Color> {
            public static let red: Color = Color(name: "RED", ordinal: 0)
            public static let darkBlue: Color = Color(name: "DARK_BLUE", ordinal: 1)
            public static var entries: [Color] { [red, darkBlue] }
            public static func values() -> KotlinArray<Color> { fatalError() }
        }
        public protocol Shape: AnyObject {
            func area(scale: Double) -> Double
            var tags: [String: KotlinInt] { get }
        }
        public enum GeometryKt {
            public static func describe(shape: any Shape) throws -> String { "" }
            public static func on(tap: @escaping (KotlinInt) -> Void) {}
            public static var names: Set<String> { [] }
        }
        extension Point {
            public func shifted(by: Int32) -> Point { self }
        }
        """

    static var python: String? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: python != nil, "needs python3"))
    func headerAndSwiftGiveTheSameFacts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exporter-facts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let headerURL = folder.appendingPathComponent("agreement.h")
        try Data(Self.header.utf8).write(to: headerURL)
        let script = ConformanceCorpus.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("tools/exporter-conformance/extract-header-facts.py")
        let result = await runSubprocess(
            try #require(Self.python), [script.path, headerURL.path], includingStandardError: false)
        #expect(result.status == 0, "\(result.output)")
        let fromHeader = Set(result.output.split(separator: "\n").map(String.init))
        let fromSwift = GeneratedSwiftFacts.extract(Self.swift)
        #expect(fromHeader.count == 25, "\(fromHeader.sorted())")
        #expect(
            fromHeader.subtracting(fromSwift).isEmpty,
            "only in the header: \(fromHeader.subtracting(fromSwift).sorted())")
        // A header lists NSObject's members only where Kotlin overrides them; the Swift side lists them
        // for every class under KotlinBase (they are inherited there too).
        let inherited = fromSwift.subtracting(fromHeader).filter {
            !($0.hasSuffix(".isEqual(_: Any?) -> Bool") || $0.hasSuffix(".hash: Int { get }")
                || $0.hasSuffix(".description: String { get }"))
        }
        #expect(inherited.isEmpty, "only in the Swift: \(inherited.sorted())")
    }
}
