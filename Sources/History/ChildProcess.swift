import SystemSupport

/// A program this tool runs (git), whose failures are `GitHistoryError`s: SystemSupport's
/// `SpawnedProcess` starts it (`posix_spawnp`, an argument vector, never a shell), bounds its
/// output and its silence, and closes every descriptor above 2 in the child.
package final class ChildProcess {
    private let process: SpawnedProcess

    private init(_ process: SpawnedProcess) { self.process = process }

    /// Standard output's read end, for a caller that reads it in its own way.
    package var outputDescriptor: Int32 { process.outputDescriptor }

    /// Starts `argv[0]`, looked up on the `PATH`, with `environment` (`NAME=value` each); standard
    /// input is `input` when given, standard error goes to `/dev/null` unless `keepErrors`.
    package static func spawn(
        _ argv: [String], environment: [String], input: Int32? = nil, keepErrors: Bool = true
    )
        throws -> ChildProcess
    {
        do throws(SpawnedProcess.Failure) {
            return ChildProcess(
                try SpawnedProcess.spawn(argv, environment: environment, input: input, keepErrors: keepErrors))
        } catch {
            throw GitHistoryError(error)
        }
    }

    /// The most a child may write (its output is kept in memory) and the longest it may stay silent.
    package static let maximumOutputBytes = SpawnedProcess.maximumOutputBytes
    package static let maximumSilentSeconds = SpawnedProcess.maximumSilentSeconds

    /// Standard output and standard error, each read to its end. A child that writes more than
    /// `maximumBytes` or stays silent for `silentSeconds` is killed, and that is an error.
    package func readAll(
        maximumBytes: Int = ChildProcess.maximumOutputBytes, silentSeconds: Int32 = ChildProcess.maximumSilentSeconds
    ) throws -> (output: [UInt8], errors: [UInt8]) {
        do throws(SpawnedProcess.Failure) {
            return try process.readAll(maximumBytes: maximumBytes, silentSeconds: silentSeconds)
        } catch {
            throw GitHistoryError(error)
        }
    }

    /// Whether standard output has something to read (or has ended) within `seconds`.
    package func outputReady(within seconds: Int32) -> Bool { process.outputReady(within: seconds) }

    /// Kills the child (and reaps it); the error says why.
    package func stop(_ why: String) -> GitHistoryError { GitHistoryError(process.stop(why)) }

    /// Waits for the child; its exit status, or 128 + the signal that ended it.
    package func wait() -> Int32 { process.wait() }
}

extension GitHistoryError {
    init(_ failure: SpawnedProcess.Failure) {
        switch failure {
        case .cannotStart(let detail): self = .gitMissing(detail)
        case .stopped(let why): self = .failed(command: "a child process", message: "\(why); stopped")
        case .overTime(let milliseconds):
            self = .failed(command: "a child process", message: "ran past \(milliseconds) ms; stopped")
        }
    }
}
