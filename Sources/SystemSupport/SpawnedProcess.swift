import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program started with `posix_spawnp` (an argument vector, never a shell), its standard output
/// and error read through pipes and its standard input `/dev/null` (or a descriptor the caller
/// gives: `GitBlobReader`'s socket). In the child every descriptor above 2 is closed, so nothing
/// this process has open (the audited tree's files, the cache) reaches it.
///
/// swift-subprocess 1.0.2 was weighed for this and not taken: its API is `async` only (the audit
/// and `trend --git` are synchronous), it has no bound on a child's silence, and its interactive
/// form keeps the child inside one closure, where `git cat-file --batch` must live across a whole
/// `trend --git` run.
package final class SpawnedProcess {
    /// Why a child could not be started, or was stopped.
    package enum Failure: Error, Equatable {
        /// Not started: the system's words (a pipe that could not be made, `posix_spawnp`'s error).
        case cannotStart(String)
        /// Killed (and reaped) for the reason given.
        case stopped(String)
        /// Killed (and reaped) when its time (`readAll`'s `milliseconds`) was up.
        case overTime(milliseconds: Int)
    }

    private let pid: pid_t
    private var output: Int32
    private var errors: Int32

    private init(pid: pid_t, output: Int32, errors: Int32) {
        self.pid = pid
        self.output = output
        self.errors = errors
    }

    deinit {
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
    }

    /// Standard output's read end, for a caller that reads it in its own way.
    package var outputDescriptor: Int32 { output }

    /// Starts `argv[0]`, looked up on the `PATH`, with `environment` (`NAME=value` each); standard
    /// input is `input` when given, standard error goes to `/dev/null` unless `keepErrors`.
    package static func spawn(
        _ argv: [String], environment: [String], input: Int32? = nil, keepErrors: Bool = true
    ) throws(Failure) -> SpawnedProcess {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard Self.closeOnExecPipe(&outPipe) else { throw .cannotStart(Self.reason(errno)) }
        guard Self.closeOnExecPipe(&errPipe) else {
            let code = errno
            close(outPipe[0])
            close(outPipe[1])
            throw .cannotStart(Self.reason(code))
        }
        #if canImport(Darwin)
            // Darwin's spawn types are opaque pointers (`<spawn.h>`, posix_spawn(2)).
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        if keepErrors {
            posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        #if canImport(Darwin)
            // Only the descriptors the file actions set up reach the child: posix_spawnattr_setflags(3)'s
            // `POSIX_SPAWN_CLOEXEC_DEFAULT`.
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
            _ = Self.addCloseFrom?(&actions, 3)
        #endif
        let arguments = argv.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in arguments { free(pointer) }
            for pointer in variables { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, argv[0], &actions, &attributes, arguments, variables)
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw .cannotStart("\(argv[0]): \(Self.reason(status))")
        }
        if !keepErrors {
            close(errPipe[0])
            return SpawnedProcess(pid: pid, output: outPipe[0], errors: -1)
        }
        return SpawnedProcess(pid: pid, output: outPipe[0], errors: errPipe[0])
    }

    /// The most a child may write (its output is kept in memory) and the longest it may stay silent.
    package static let maximumOutputBytes = 256 << 20
    package static let maximumSilentSeconds: Int32 = 120

    /// Standard output and standard error, each read to its end (both at once, so a child that
    /// fills one pipe while we wait on the other never blocks). A child that writes more than
    /// `maximumBytes` or stays silent for `silentSeconds` is killed, and that is an error; so is one
    /// that has not closed both by `milliseconds` from the call (when given: `.overTime`).
    package func readAll(
        maximumBytes: Int = SpawnedProcess.maximumOutputBytes,
        silentSeconds: Int32 = SpawnedProcess.maximumSilentSeconds, milliseconds: Int? = nil
    ) throws(Failure) -> (output: [UInt8], errors: [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 65536)
        // The time limit is range-checked by its callers (at most a day), so the product cannot overflow.
        let deadline = milliseconds.map { Self.uptimeMilliseconds() + max(0, $0) }
        while output >= 0 || errors >= 0 {
            var fds = [
                pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
            ]
            var wait = Int(silentSeconds) * 1000
            if let deadline {
                let left = deadline - Self.uptimeMilliseconds()
                if left <= 0 {
                    kill(pid, SIGKILL)
                    _ = self.wait()
                    throw .overTime(milliseconds: milliseconds ?? 0)
                }
                wait = min(wait, left)
            }
            let ready = poll(&fds, 2, Int32(wait))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                if deadline != nil, wait < Int(silentSeconds) * 1000 { continue }
                throw stop("wrote nothing for \(silentSeconds) s")
            }
            for index in 0..<2 where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index] += buffer[0..<count]
                    if collected[0].count + collected[1].count > maximumBytes {
                        throw stop("wrote more than \(maximumBytes) bytes")
                    }
                } else if count == 0 || errno != EINTR {
                    close(fds[index].fd)
                    if index == 0 { output = -1 } else { errors = -1 }
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// Whether standard output has something to read (or has ended) within `seconds`; false when
    /// the child stayed silent that long.
    package func outputReady(within seconds: Int32) -> Bool {
        while true {
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, seconds * 1000)
            if waited < 0 && errno == EINTR { continue }
            return waited != 0
        }
    }

    /// Kills the child (and reaps it); the failure says why.
    package func stop(_ why: String) -> Failure {
        kill(pid, SIGKILL)
        _ = wait()
        return .stopped(why)
    }

    /// Waits for the child; its exit status, or 128 + the signal that ended it.
    package func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    private static func reason(_ code: Int32) -> String { SystemError(code).reason }

    /// The monotonic clock in milliseconds.
    private static func uptimeMilliseconds() -> Int { Int(DispatchTime.now().uptimeNanoseconds / 1_000_000) }

    /// A pipe whose two ends are closed on `exec` (the child gets them through `dup2` only).
    private static func closeOnExecPipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    #if !canImport(Darwin)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc module
        /// does not declare it), looked up once; without it the child keeps only what is not close-on-exec.
        private static let addCloseFrom:
            (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
                guard
                    let symbol = dlsym(
                        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
                else { return nil }
                return unsafeBitCast(
                    symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self
                )
            }()
    #endif
}
