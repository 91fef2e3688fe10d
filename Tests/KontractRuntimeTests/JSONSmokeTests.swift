// Placeholder replaced by the JSON codec tests below.
import Testing

@testable import KontractRuntime
