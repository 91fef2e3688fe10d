// Rule: adopting a Kotlin interface's protocol implements every member (exporter testData: an interface is an
// Objective-C protocol whose functions, properties and suspend functions are all required).
import Shared

// A property of the interface is required.
// expected-error@+2 {{type 'EmptyFeedSource' does not conform to protocol 'FeedSource'}}
// expected-note@+1 {{add stubs for conformance}}
final class EmptyFeedSource: FeedSource {}
