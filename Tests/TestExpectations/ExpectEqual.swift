import Testing

/// Expects `lhs == rhs`, recorded at the caller's line: a test's `#expect(lhs == rhs)` as one plain call.
///
/// Every `#expect` is a macro the compiler expands, type-checks and generates code for on its own: about 30 ms of CPU
/// for a `==` form in a debug build against a few for a call of this function, and the test targets hold thousands of
/// them (docs/testing.md, "Build time", forty-ninth session). A failure reads as `#expect`'s does, both values shown:
/// `Expectation failed: (lhs → 3) == (rhs → 4)`, at the caller's file and line.
///
/// `scripts/expect-equal-rewrite.py` turns `#expect(a == b)` into `expectEqual(a, b)` where that is the same assertion.
///
/// - Parameters:
///   - lhs: the left side of the comparison as the test writes it.
///   - rhs: the right side.
///   - sourceLocation: where the expectation is written: the caller's line unless given.
public func expectEqual<T: Equatable>(_ lhs: T, _ rhs: T, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(lhs == rhs, sourceLocation: sourceLocation)
}
