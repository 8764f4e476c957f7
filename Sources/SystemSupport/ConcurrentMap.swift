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

    /// `map` on all cores that starts the items in `order` (a permutation of their indices) and
    /// returns the results in the items' own order, with no copy of either.
    public static func map<T: Sendable, R: Sendable>(
        _ items: [T], order: [Int], _ transform: @Sendable (T) -> R
    ) -> [R] {
        precondition(order.count == items.count, "the order is not a permutation of the items")
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultsBox<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let index = order[i]
            results.set(index, transform(items[index]))
        }
        return results.values()
    }
}

/// Slots written once each from concurrent iterations; read after they all finished. The slots are
/// one allocation written through its pointer: an `Array` property touched from several threads
/// (even through `withUnsafeMutableBufferPointer`, which checks the buffer is unique first) can
/// see the buffer shared for a moment and copy it, and a walk crashed so.
private final class ResultsBox<R>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<R?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }
    func set(_ i: Int, _ value: R) { slots[i] = value }
    func values() -> [R] { slots.map { $0! } }
}
