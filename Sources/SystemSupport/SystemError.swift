import SystemPackage

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A system call's failure: its `errno` and the C library's words for it (`strerror`, through
/// swift-system's `Errno`), which are what the tool's diagnostics say.
package struct SystemError: Error, Equatable, Sendable {
    package var code: Int32

    package init(_ code: Int32) { self.code = code }

    init(_ errno: Errno) { code = errno.rawValue }

    /// The calling thread's `errno` now (swift-system keeps its own reader internal).
    package static var current: SystemError { SystemError(errno) }

    package var reason: String { Errno(rawValue: code).description }

    /// `ELOOP`: a symbolic link where `O_NOFOLLOW` refused one.
    package var isSymbolicLinkRefused: Bool { code == Errno.tooManySymbolicLinkLevels.rawValue }

    /// `ENOTDIR`: a path component that is not a folder.
    package var isNotAFolder: Bool { code == Errno.notDirectory.rawValue }

    /// `EINTR`.
    package var isInterrupted: Bool { code == Errno.interrupted.rawValue }
}
