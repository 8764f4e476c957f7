/// One run of a child that reads its whole standard input and answers on its standard output: the
/// input sent over a socket pair (`SocketPair`: a child that has gone makes the send fail, never
/// raises `SIGPIPE`), the output read within a time limit, after which the child is killed.
package enum SpawnedChild {
    /// Runs `argv` (an absolute path first) with `environment`, sends it `input`, and returns its
    /// standard output and exit status (128 + the signal that ended it). `.overTime` when it had not
    /// finished within `milliseconds` (it is killed and reaped); `.stopped` when it wrote more than
    /// `maximumBytes` or its input could not be sent.
    package static func run(
        _ argv: [String], environment: [String], input: [UInt8], milliseconds: Int, maximumBytes: Int
    ) throws(SpawnedProcess.Failure) -> (output: [UInt8], status: Int32) {
        let pair: (local: Int32, remote: Int32)
        do throws(SystemError) {
            pair = try SocketPair.make()
        } catch {
            throw .cannotStart(error.reason)
        }
        let process: SpawnedProcess
        do throws(SpawnedProcess.Failure) {
            process = try SpawnedProcess.spawn(argv, environment: environment, input: pair.remote, keepErrors: false)
        } catch {
            SocketPair.close(pair.local)
            SocketPair.close(pair.remote)
            throw error
        }
        SocketPair.close(pair.remote)
        // The child reads all of its input before it writes anything, so sending it whole first
        // cannot wait on the child's output.
        let sent = input.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard let count = try? SocketPair.send(pair.local, UnsafeRawBufferPointer(rebasing: raw[offset...])),
                    count > 0
                else { return false }
                offset += count
            }
            return true
        }
        SocketPair.close(pair.local)
        guard sent else { throw process.stop("could not be sent its input") }
        let output = try process.readAll(maximumBytes: maximumBytes, milliseconds: milliseconds).output
        return (output, process.wait())
    }
}
