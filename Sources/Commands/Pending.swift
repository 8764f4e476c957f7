import Foundation

/// A value worked out on another thread, started at once; `value` waits for it (once).
final class Pending<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            let value = work()
            self.lock.lock()
            self.result = value
            self.lock.unlock()
            self.done.signal()
        }
    }

    var value: Value {
        lock.lock()
        if let result {
            lock.unlock()
            return result
        }
        lock.unlock()
        done.wait()
        done.signal()  // another caller waiting gets through too
        lock.lock()
        defer { lock.unlock() }
        return result!
    }
}
