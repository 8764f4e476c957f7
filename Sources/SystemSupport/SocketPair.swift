#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A connected pair of stream sockets (`socketpair(AF_UNIX, SOCK_STREAM)`), both ends closed on
/// `exec`: one end is a child's standard input, the other written with `send`, which never raises
/// `SIGPIPE` when the child has gone (the write fails instead).
package enum SocketPair {
    /// The two ends: `local` (ours, to write) and `remote` (the child's).
    package static func make() throws(SystemError) -> (local: Int32, remote: Int32) {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &pair) == 0 else { throw .current }
        for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            // Darwin has no `MSG_NOSIGNAL`; the socket option `SO_NOSIGPIPE` does it (setsockopt(2)).
            var on: Int32 = 1
            _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return (pair[0], pair[1])
    }

    /// `send` without `SIGPIPE`, retried on `EINTR`: the count sent.
    package static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = sendNoSignal(fd, bytes.baseAddress!, bytes.count)
            if count >= 0 { return count }
            let error = SystemError.current
            if !error.isInterrupted { throw error }
        }
    }

    package static func close(_ fd: Int32) { SystemFiles.close(fd) }
}

#if canImport(Darwin)
    // `SOCK_STREAM` is a plain `Int32` in Darwin's `<sys/socket.h>`.
    private let streamSocket = SOCK_STREAM
    private func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { send(fd, bytes, count, 0) }
#else
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    }
#endif
