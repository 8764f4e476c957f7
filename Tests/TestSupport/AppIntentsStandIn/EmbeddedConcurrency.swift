// Only in the Embedded Swift check: its `arm64-apple-ios` library has no concurrency module, so the
// one function the generated files use from it is declared here.

// https://developer.apple.com/documentation/swift/withcheckedcontinuation(isolation:function:_:) —
// `func withCheckedContinuation<T>(isolation: isolated (any Actor)? = #isolation, function: String = #function,
// _ body: (CheckedContinuation<T, Never>) -> Void) async -> sending T`. Embedded Swift's concurrency library
// has no `_Concurrency` for `arm64-apple-ios`; declared here (reduced to the body).
public func withCheckedContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T { fatalError() }
// https://developer.apple.com/documentation/swift/checkedcontinuation — `resume(returning:)`
public struct CheckedContinuation<T, E: Error>: Sendable {
    public func resume(returning value: sending T) {}
}
