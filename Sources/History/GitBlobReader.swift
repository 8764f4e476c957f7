import Foundation

/// One `git cat-file --batch` for a whole `trend --git` run: each blob is asked for by object id
/// and streamed to the caller in chunks, so a large file never sits in memory whole. Standard
/// input is one end of a socket pair, written with `MSG_NOSIGNAL`: a git that dies takes no
/// `SIGPIPE` down with it, the next request just fails.
package final class GitBlobReader {
    private let process: ChildProcess
    private var requests: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    package init(repository: String) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, streamSocket, 0, &pair) == 0 else {
            throw GitHistoryError.gitMissing(String(cString: strerror(errno)))
        }
        for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        do {
            process = try GitProcess.spawn(["cat-file", "--batch"], in: repository, input: pair[1])
        } catch {
            close(pair[0])
            close(pair[1])
            throw error
        }
        close(pair[1])
        requests = pair[0]
    }

    deinit { finish() }

    /// Ends the conversation: git sees the end of its input and exits.
    package func finish() {
        guard requests >= 0 else { return }
        close(requests)
        requests = -1
        _ = process.wait()
    }

    /// Streams the blob `id` to `sink` in chunks; returns its size. Throws when git does not have
    /// it, it is not a blob, or git stops answering.
    @discardableResult
    package func read(_ id: String, into sink: ([UInt8]) throws -> Void) throws -> Int {
        guard requests >= 0, id.utf8.count <= 64, id.utf8.allSatisfy({ isHex($0) }) else {
            throw failure("bad object id \(id)")
        }
        try request(Array((id + "\n").utf8))
        let header = String(decoding: try line(), as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[1] == "blob", let size = Int(header[2]), size >= 0 else {
            throw failure("git cat-file answered \"\(header.joined(separator: " "))\" for \(id)")
        }
        var left = size
        while left > 0 {
            if start == buffer.count { try fill() }
            let take = min(left, buffer.count - start)
            try sink(Array(buffer[start..<start + take]))
            start += take
            left -= take
        }
        guard try line().isEmpty else { throw failure("git cat-file sent more than \(size) bytes for \(id)") }
        return size
    }

    private func request(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { sendNoSignal(requests, $0.baseAddress! + sent, bytes.count - sent) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("git cat-file stopped reading (\(String(cString: strerror(errno))))") }
            sent += count
        }
    }

    /// The next line of git's output, without its line feed (at most 4 KB: a header).
    private func line() throws -> [UInt8] {
        var line: [UInt8] = []
        while true {
            if start == buffer.count { try fill() }
            if let end = buffer[start...].firstIndex(of: 10) {
                line += buffer[start..<end]
                start = end + 1
                return line
            }
            line += buffer[start...]
            start = buffer.count
            guard line.count <= 4096 else { throw failure("git cat-file sent a line of over 4 KB") }
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            var ready = pollfd(fd: process.outputDescriptor, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, ChildProcess.maximumSilentSeconds * 1000)
            if waited < 0 && errno == EINTR { continue }
            if waited == 0 {
                throw process.stop("git cat-file sent nothing for \(ChildProcess.maximumSilentSeconds) s")
            }
            let count = chunk.withUnsafeMutableBytes { readSome(process.outputDescriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("git cat-file ended early") }
            buffer = Array(chunk[0..<count])
            start = 0
            return
        }
    }

    private func isHex(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (97...102).contains(byte)
    }

    private func failure(_ message: String) -> GitHistoryError {
        .failed(command: "git cat-file --batch", message: message)
    }
}

#if canImport(Darwin)
    private let streamSocket = SOCK_STREAM
    private func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { send(fd, bytes, count, 0) }
#else
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        send(fd, bytes, count, Int32(MSG_NOSIGNAL))
    }
#endif

/// `read(2)`, named apart from the reader's own `read`.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
