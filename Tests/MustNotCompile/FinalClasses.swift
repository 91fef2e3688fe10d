// Rule: a Kotlin class that is not `open` is `objc_subclassing_restricted` (exporter testData), which Swift
// imports as final; objects, enum classes and data classes are final too.
import Shared

// expected-error@+1 {{inheritance from a final class 'Clock'}}
final class MyClock: Clock {}

// expected-error@+1 {{inheritance from a final class 'MemoryStore'}}
final class MyMemoryStore: MemoryStore {}

// expected-error@+1 {{inheritance from a final class 'OfflineException'}}
final class MyOfflineException: OfflineException {}

// expected-error@+1 {{inheritance from a final class 'ProfileViewModel'}}
final class MyProfileViewModel: ProfileViewModel {}

// expected-error@+1 {{inheritance from a final class 'ProfileStateLoading'}}
final class MyLoading: ProfileStateLoading {}

// expected-error@+1 {{inheritance from a final class 'ProfileStateFailed'}}
final class MyFailed: ProfileStateFailed {}

// expected-error@+1 {{inheritance from a final class 'FeedStore'}}
final class MyFeedStore: FeedStore {}
