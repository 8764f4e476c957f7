import Dispatch

/// One audit's running budget: a deadline and a memory ceiling, shared by every stage.
///
/// Every reader asks `spent()` before it starts on a file (and long loops ask again as they go);
/// once the time is up or the process holds more memory than the ceiling, the answer stays "spent"
/// for the rest of the audit, so what is left is cut, said once as a diagnostic, and the audit
/// finishes with what it has. The memory is the process's resident size, read through the
/// `residentBytes` closure the audit gives (the platform's call lives in SystemSupport).
public final class AuditBudget: @unchecked Sendable {
    /// Uptime nanoseconds at which the time is up.
    private let deadline: UInt64
    private let ceilingBytes: Int
    private let residentBytes: @Sendable () -> Int?
    private let milliseconds: Int
    private let megabytes: Int
    private let lock = BudgetLock()
    private var reason: String?
    /// Uptime of the last memory reading (reading it costs a system call or a file read).
    private var lastMemoryCheck: UInt64 = 0

    public init(limits: Limits, residentBytes: @escaping @Sendable () -> Int?) {
        let now = DispatchTime.now().uptimeNanoseconds
        milliseconds = limits.auditMilliseconds
        megabytes = limits.auditMegabytes
        // Both limits are range-checked (at most a day, a terabyte), so neither product overflows.
        deadline = now + UInt64(limits.auditMilliseconds) * 1_000_000
        ceilingBytes = limits.auditMegabytes << 20
        self.residentBytes = residentBytes
    }

    /// Why the budget is spent ("the audit's time budget …"), nil while it is not.
    public func spent() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let reason { return reason }
        // Read under the lock: a reading taken before it may be older than another thread's
        // `lastMemoryCheck`, and the difference below would underflow.
        let now = DispatchTime.now().uptimeNanoseconds
        if now >= deadline {
            reason = "the audit's time budget (\(milliseconds) ms; --limit audit-milliseconds) was spent"
        } else if now >= lastMemoryCheck, now - lastMemoryCheck >= 20_000_000 {
            lastMemoryCheck = now
            if let resident = residentBytes(), resident > ceilingBytes {
                reason =
                    "the audit's memory ceiling (\(megabytes) MB; --limit audit-megabytes) was reached (\(resident >> 20) MB resident)"
            }
        }
        return reason
    }

    /// Milliseconds left before the deadline (0 once it passed).
    public var remainingMilliseconds: Int {
        let now = DispatchTime.now().uptimeNanoseconds
        return now >= deadline ? 0 : Int((deadline - now) / 1_000_000)
    }

    /// The budget as a field of `Limits`: absent until an audit starts one, and no part of the
    /// limits' equality, hash or coding (the facts cache keys on the limits).
    public struct Slot: Hashable, Sendable {
        public var budget: AuditBudget?
        public init(_ budget: AuditBudget? = nil) { self.budget = budget }
        public static func == (lhs: Slot, rhs: Slot) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }
}

extension Limits {
    /// Why the audit's budget is spent; nil while it is not, or when no audit started one.
    public func budgetSpent() -> String? { budget.budget?.spent() }

    /// The time one file may take: the per-file budget, or what is left of the audit's if less.
    public var fileMillisecondsLeft: Int {
        guard let budget = budget.budget else { return fileMilliseconds }
        return max(1, min(fileMilliseconds, budget.remainingMilliseconds))
    }

    /// The limits with a budget started now for one audit (kept when one is already running).
    public func startingBudget(residentBytes: @escaping @Sendable () -> Int?) -> Limits {
        guard budget.budget == nil else { return self }
        var limits = self
        limits.budget = AuditBudget.Slot(AuditBudget(limits: self, residentBytes: residentBytes))
        return limits
    }
}

/// A mutex without Foundation (Model imports only the standard library and Dispatch).
private final class BudgetLock: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)
    func lock() { semaphore.wait() }
    func unlock() { semaphore.signal() }
}
