// Which Swift faces the pages show: the interops and styles a docs run renders side by side.

import KontractGenerator

/// The configurations of the Swift columns, each with its title.
public struct DocsConfiguration: Sendable {
    public var columns: [(title: String, options: GeneratorOptions)]

    /// The Objective-C export and SKIE in bridge style, then the swift style; `interop` keeps one of them and
    /// `style` the columns of one style.
    public init(interop: InteropMode? = nil, style: GenerationStyle? = nil, base: GeneratorOptions = GeneratorOptions())
    {
        func options(_ interop: InteropMode, _ style: GenerationStyle) -> GeneratorOptions {
            var options = base
            options.interop = interop
            options.style = style
            return options
        }
        switch interop {
        case nil:
            columns = [
                ("Swift: Objective-C export", options(.objc, .bridge)), ("Swift: SKIE", options(.skie, .bridge)),
                ("Swift: swift style", options(.objc, .swift)),
            ]
        case .objc:
            columns = [
                ("Swift: Objective-C export", options(.objc, .bridge)), ("Swift: swift style", options(.objc, .swift)),
            ]
        case .skie:
            columns = [("Swift: SKIE", options(.skie, .bridge)), ("Swift: swift style", options(.skie, .swift))]
        }
        if let style { columns = columns.filter { $0.options.style == style } }
    }
}
