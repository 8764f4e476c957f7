import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// This process as a child of the tool: where its executable is, and the ceilings a child that
/// parses one untrusted file holds itself to.
package enum OwnProcess {
    /// The running executable's absolute path; nil when the system does not say. Linux: the link
    /// `/proc/self/exe` (proc(5)). Darwin: `_NSGetExecutablePath` (`<mach-o/dyld.h>`, dyld(3)),
    /// then `realpath`.
    package static func executablePath() -> String? {
        #if canImport(Darwin)
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        #else
            var buffer = [CChar](repeating: 0, count: 4097)
            let count = readlink("/proc/self/exe", &buffer, 4096)
            guard count > 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// The exit status of a child that passed its memory ceiling (`holdToCeiling`).
    package static let overMemoryStatus: Int32 = 86

    /// Holds this process to `megabytes` of resident memory and `seconds` of CPU time: a watchdog
    /// thread reads the resident size (`ProcessMemory`) every 10 ms and ends the process with
    /// `overMemoryStatus` past the ceiling, however busy the other threads are (a parse inside
    /// SwiftSyntax cannot be asked to stop); `setrlimit(RLIMIT_CPU)` (setrlimit(2), on both systems)
    /// has the kernel end it with `SIGXCPU`/`SIGKILL` past the time, should the parent not.
    package static func holdToCeiling(megabytes: Int, seconds: Int) {
        var cpu = rlimit(rlim_cur: rlim_t(max(1, seconds)), rlim_max: rlim_t(max(1, seconds) + 1))
        _ = setrlimit(cpuResource, &cpu)
        let ceiling = megabytes << 20
        let watchdog = Thread {
            while true {
                if let resident = ProcessMemory.residentBytes(), resident > ceiling { _exit(overMemoryStatus) }
                usleep(10_000)
            }
        }
        watchdog.stackSize = 64 << 10
        watchdog.start()
    }

    /// Ends the process at once with `status` (no `atexit` handlers, no buffers flushed).
    package static func exitNow(_ status: Int32) -> Never { _exit(status) }
}

#if canImport(Darwin)
    // `RLIMIT_CPU` is a plain `Int32` in Darwin's `<sys/resource.h>`.
    private let cpuResource = RLIMIT_CPU
#else
    private let cpuResource = __rlimit_resource_t(RLIMIT_CPU.rawValue)
#endif
