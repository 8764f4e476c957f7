import Foundation

/// The threads `IsolatedParse` runs parses on: created with a large stack when none is free, then
/// kept for the life of the process and handed the next parse.
///
/// Each parse (a Swift file, a string table, a project file) used to start a thread of its own
/// with a 1 GiB stack: a real app's audit started about 500 of them, and each mapped its stack,
/// faulted fresh zeroed pages in as SwiftSyntax recursed, and unmapped it again (a TLB shootdown on
/// every core) — half the system time of a small app's audit. A kept thread's stack pages stay
/// mapped for the next parse, so there are as many threads as parses ever ran at once: the
/// callers' (one per core), and a parse past its budget that is still running (its thread is free
/// again when it ends; `IsolatedParse.maximumAbandoned` bounds how many there can be).
package final class ParseThreads: @unchecked Sendable {
    /// The process's threads, with `IsolatedParse.stackBytes` of stack each.
    package static let shared = ParseThreads(stackBytes: IsolatedParse.stackBytes)

    private let stackBytes: Int
    private let lock = NSLock()
    private var free: [Worker] = []
    private var created = 0

    package init(stackBytes: Int) { self.stackBytes = stackBytes }

    /// How many threads were started so far.
    package var threadCount: Int { lock.withLock { created } }

    /// Runs `job` on a free thread (a new one when every thread is busy), then `done` once the
    /// thread is free again (so a caller that waits for `done` finds it free); returns at once.
    package func start(_ job: @escaping @Sendable () -> Void, then done: @escaping @Sendable () -> Void = {}) {
        let worker =
            lock.withLock { () -> Worker? in
                if let worker = free.popLast() { return worker }
                created += 1
                return nil
            } ?? Worker(pool: self, stackBytes: stackBytes)
        worker.run(job, then: done)
    }

    /// The thread of `worker` is free for the next job.
    fileprivate func finished(_ worker: Worker) {
        lock.withLock { free.append(worker) }
    }

    /// One kept thread: it waits for a job, runs it, and puts itself back among the free ones.
    fileprivate final class Worker: @unchecked Sendable {
        private let ready = DispatchSemaphore(value: 0)
        /// Set before `ready` is signalled, read after the thread's wait returns (the semaphore
        /// orders the two), and only while the worker is out of the free list.
        private var job: (work: @Sendable () -> Void, done: @Sendable () -> Void)?

        init(pool: ParseThreads, stackBytes: Int) {
            let thread = Thread { [self] in
                while true {
                    ready.wait()
                    let next = job
                    job = nil
                    next?.work()
                    pool.finished(self)
                    next?.done()
                }
            }
            thread.stackSize = stackBytes
            thread.start()
        }

        func run(_ work: @escaping @Sendable () -> Void, then done: @escaping @Sendable () -> Void) {
            job = (work, done)
            ready.signal()
        }
    }
}
