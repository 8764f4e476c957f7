import Foundation
import SystemSupport

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
        let pair: (local: Int32, remote: Int32)
        do throws(SystemError) {
            pair = try SocketPair.make()
        } catch {
            throw GitHistoryError.gitMissing(error.reason)
        }
        do {
            process = try GitProcess.spawn(["cat-file", "--batch"], in: repository, input: pair.remote)
        } catch {
            SocketPair.close(pair.local)
            SocketPair.close(pair.remote)
            throw error
        }
        SocketPair.close(pair.remote)
        requests = pair.local
    }

    deinit { finish() }

    /// Ends the conversation: git sees the end of its input and exits.
    package func finish() {
        guard requests >= 0 else { return }
        SocketPair.close(requests)
        requests = -1
        _ = process.wait()
    }

    /// How many blobs `read(_:each:)` asks for before reading their answers: their request lines
    /// (at most 65 bytes each) always fit in the socket's buffer, so sending never waits for git.
    package static let window = 128

    /// Streams the blob `id` to `sink` in chunks; returns its size. Throws when git does not have
    /// it, it is not a blob, or git stops answering.
    @discardableResult
    package func read(_ id: String, into sink: ([UInt8]) throws -> Void) throws -> Int {
        try read([id]) { _, chunk in try sink(chunk) }
        return lastSize
    }

    /// Streams each blob of `ids` in turn to `each` (its index in `ids`, then a chunk; a blob of
    /// size 0 gives one empty chunk). Requests go out `window` at a time before their answers are
    /// read, so git is not waited for once per blob: one round trip per blob was most of `--since`
    /// on a loaded machine (724 blobs, 12 of 14 s). A failure ends the conversation: the answers
    /// still due would be read as the next blob's.
    package func read(_ ids: [String], each: (Int, [UInt8]) throws -> Void) throws {
        do {
            var next = 0
            while next < ids.count {
                let batch = ids[next..<min(ids.count, next + Self.window)]
                for id in batch {
                    guard requests >= 0, id.utf8.count <= 64, id.utf8.allSatisfy({ isHex($0) }) else {
                        throw failure("bad object id \(id)")
                    }
                }
                try request(Array(batch.map { $0 + "\n" }.joined().utf8))
                for (index, id) in zip(batch.indices, batch) {
                    try receive(id) { chunk in try each(index, chunk) }
                }
                next = batch.endIndex
            }
        } catch {
            finish()
            throw error
        }
    }

    /// The size of the blob `receive` read last.
    private var lastSize = 0

    /// Reads git's answer for `id` (asked for already) into `sink`.
    private func receive(_ id: String, into sink: ([UInt8]) throws -> Void) throws {
        let header = String(decoding: try line(), as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[0].hasPrefix(id), header[1] == "blob", let size = Int(header[2]), size >= 0
        else {
            throw failure("git cat-file answered \"\(header.joined(separator: " "))\" for \(id)")
        }
        var left = size
        if size == 0 { try sink([]) }
        while left > 0 {
            if start == buffer.count { try fill() }
            let take = min(left, buffer.count - start)
            try sink(Array(buffer[start..<start + take]))
            start += take
            left -= take
        }
        guard try line().isEmpty else { throw failure("git cat-file sent more than \(size) bytes for \(id)") }
        lastSize = size
    }

    private func request(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                Result { () throws(SystemError) in
                    try SocketPair.send(requests, UnsafeRawBufferPointer(rebasing: raw[sent...]))
                }
            }
            switch result {
            case .success(let count) where count > 0: sent += count
            case .success: throw failure("git cat-file stopped reading (\(SystemError.current.reason))")
            case .failure(let error): throw failure("git cat-file stopped reading (\(error.reason))")
            }
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
        guard process.outputReady(within: ChildProcess.maximumSilentSeconds) else {
            throw process.stop("git cat-file sent nothing for \(ChildProcess.maximumSilentSeconds) s")
        }
        guard let count = try? SystemFiles.read(process.outputDescriptor, into: &chunk, from: 0), count > 0 else {
            throw failure("git cat-file ended early")
        }
        buffer = Array(chunk[0..<count])
        start = 0
    }

    private func isHex(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (97...102).contains(byte)
    }

    private func failure(_ message: String) -> GitHistoryError {
        .failed(command: "git cat-file --batch", message: message)
    }
}
