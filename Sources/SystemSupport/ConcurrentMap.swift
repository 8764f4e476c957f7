import Dispatch

/// `map` over an array on all cores, keeping the order.
public enum ConcurrentMap {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultsBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            results.set(i, transform(items[i]))
        }
        return results.values()
    }
}

/// Slots written once each from concurrent iterations; read after they all finished.
private final class ResultsBox<R>: @unchecked Sendable {
    private var slots: [R?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: R) { slots.withUnsafeMutableBufferPointer { $0[i] = value } }
    func values() -> [R] { slots.map { $0! } }
}
