import Discovery
import Dispatch
import Foundation
import Model
import ScanCache
import SystemSupport

/// A Swift file read in a child process of the tool itself, so that its parse can be stopped.
///
/// SwiftSyntax's parser has no way to be cancelled: a parse on a thread of this process that runs
/// past its budget can only be abandoned, and it goes on using a core and memory until it ends. A
/// parse that could run past its budget therefore runs in a child — the same executable, started
/// with its hidden `parse-swift` subcommand (`serve`) — which the parent kills when the file's time
/// is up. The child holds itself to a memory ceiling (`OwnProcess.holdToCeiling`): a share of
/// `--limit audit-megabytes`. It answers the file's facts on its standard output in the facts
/// cache's own encoding (`CompactEncoder`). Which files: those larger than `childBytes` (a
/// normal tree has none: its files keep the in-process path, with no process started), a file whose
/// parse in this process already ran past its budget (`rememberSlow`: the second look for activity
/// builders, `trend --git`'s next release), and every file while `IsolatedParse.maximumAbandoned`
/// abandoned parses still run (refused before the child existed).
///
/// Only an executable that has the subcommand turns this on (`enable`); a library client without
/// it, or a child itself, keeps every parse in process.
package enum SwiftParseChild {
    /// Files larger than this are parsed in a child.
    package static let childBytes = 128 << 10
    /// Children parsing at once; each may hold `1 / maximumChildren` of the memory the audit has left.
    package static let maximumChildren = 2
    /// The least memory a child is given, in megabytes (the Swift runtime and a small piece).
    package static let minimumMegabytes = 96
    /// The hidden subcommand the executable serves `serve` under.
    package static let subcommand = "parse-swift"

    /// Turns the child on: `executable` (an absolute path) has the hidden subcommand. Nil turns it off.
    package static func enable(executable: String?) { state.set(executable: executable) }

    /// Whether `file` is parsed in a child.
    package static func isolates(_ file: SourceFile) -> Bool {
        guard state.executable != nil else { return false }
        return file.bytes.count > childBytes || AbandonedParses.shared.count >= IsolatedParse.maximumAbandoned
            || state.isSlow(file)
    }

    /// How many children this process started (tests: a parse went to a child, not to a thread).
    package static var childrenStarted: Int { state.children }

    /// Notes that `file`'s parse in this process ran past its budget: from now on it is parsed in a child.
    package static func rememberSlow(_ file: SourceFile) {
        if state.executable != nil { state.remember(file) }
    }

    /// The facts of `file`, read in a child within `limits`' time for one file and a memory ceiling
    /// (`megabytes`, by default a share of what the audit has left); a diagnostic when the child ran
    /// past either or failed. Nil when no child could be started (the caller reads it in process).
    /// `executable` stands in for the one `enable` named (tests).
    package static func read(
        _ file: SourceFile, limits: Limits, megabytes: Int? = nil, executable: String? = nil
    ) -> SwiftFileFacts? {
        let answer = run(file, mode: factsMode, limits: limits, megabytes: megabytes, executable: executable)
        switch answer {
        case nil: return nil
        case .failed(let reason)?: return cut(file, reason)
        case .answered(let output)?:
            guard let facts = try? CompactDecoder.decode(SwiftFileFacts.self, from: output), facts.path == file.path
            else { return cut(file, "the child process parsing it gave an answer that does not decode") }
            return facts
        }
    }

    /// The calls of `builders` in `file` (`ActivityAssembly.callSites`), looked for in a child like
    /// `read`; nil when no child could be started, none when the child failed (`read` said why).
    package static func callSites(
        _ file: SourceFile, builders: [ActivityBuilderFact], limits: Limits, executable: String? = nil
    ) -> [BuilderCallSite]? {
        answeredCallSites(file, builders: builders, limits: limits, executable: executable)?.sites
    }

    /// `callSites`, and whether the child answered (false: it failed or was stopped, and gave none).
    package static func answeredCallSites(
        _ file: SourceFile, builders: [ActivityBuilderFact], limits: Limits, executable: String? = nil
    ) -> (sites: [BuilderCallSite], read: Bool)? {
        guard let encoded = try? JSONEncoder().encode(builders) else { return nil }
        let mode = callsMode + String(decoding: encoded, as: UTF8.self)
        switch run(file, mode: mode, limits: limits, megabytes: nil, executable: executable) {
        case nil: return nil
        case .failed?: return ([], false)
        case .answered(let output)?:
            guard let sites = try? CompactDecoder.decode([BuilderCallSite].self, from: output) else {
                return ([], false)
            }
            return (sites, true)
        }
    }

    /// What a child gave: its standard output, or why it gave nothing.
    private enum Answer { case answered([UInt8]), failed(String) }

    private static let factsMode = "facts"
    private static let callsMode = "calls:"

    /// Runs one child on `file` in `mode`; nil when none could be started.
    private static func run(
        _ file: SourceFile, mode: String, limits: Limits, megabytes: Int?, executable: String?
    ) -> Answer? {
        guard let executable = executable ?? state.executable else { return nil }
        if let reason = limits.budgetSpent() { return .failed(reason) }
        let milliseconds = limits.fileMillisecondsLeft
        guard slots.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else {
            return .failed("no parsing child was free within its time budget (\(milliseconds) ms)")
        }
        defer { slots.signal() }
        state.countChild()
        let ceiling = megabytes ?? share(limits)
        var childLimits = limits
        childLimits.fileMilliseconds = max(1, milliseconds)
        guard let encodedLimits = try? JSONEncoder().encode(childLimits) else { return nil }
        let arguments = [
            executable, subcommand, file.path, String(milliseconds), String(ceiling),
            String(decoding: encodedLimits, as: UTF8.self), mode,
        ]
        let answer: (output: [UInt8], status: Int32)
        do throws(SpawnedProcess.Failure) {
            answer = try SpawnedChild.run(
                arguments, environment: environment, input: file.bytes,
                milliseconds: milliseconds + graceMilliseconds, maximumBytes: max(1 << 20, file.bytes.count * 64))
        } catch {
            switch error {
            case .cannotStart: return nil
            case .overTime:
                return .failed(
                    "its parse ran past \(milliseconds) ms (--limit file-milliseconds, or what was left of --limit audit-milliseconds) in a child process, which was stopped"
                )
            case .stopped(let why): return .failed("the child process parsing it \(why) and was stopped")
            }
        }
        if answer.status == OwnProcess.overMemoryStatus {
            return .failed(
                "its parse passed \(ceiling) MB (its share of --limit audit-megabytes) in a child process, which was stopped"
            )
        }
        guard answer.status == 0 else {
            return .failed("the child process parsing it ended with status \(answer.status)")
        }
        return .answered(answer.output)
    }

    /// The child's environment: this process's, with Swift's crash backtracer off (a child stopped
    /// at its ceiling says so through its status; nothing reads what it writes on standard error).
    private static let environment: [String] = {
        var variables = ProcessInfo.processInfo.environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }()

    /// The child's side: reads the file's bytes from standard input, holds itself to the ceiling,
    /// reads the facts in process (no child of its own) and writes them encoded to standard output.
    /// Arguments: the file's path, its milliseconds, the megabytes, the limits (JSON), the mode
    /// (`facts`, or `calls:` and the builders as JSON). Exit 0 with the answer, 2 on bad arguments,
    /// `OwnProcess.overMemoryStatus` past the ceiling.
    package static func serve(_ arguments: [String]) -> Never {
        enable(executable: nil)
        guard arguments.count == 5, let milliseconds = Int(arguments[1]), (1...86_400_000).contains(milliseconds),
            let megabytes = Int(arguments[2]), (1...(1 << 20)).contains(megabytes),
            let limits = try? JSONDecoder().decode(Limits.self, from: Data(arguments[3].utf8))
        else { OwnProcess.exitNow(2) }
        OwnProcess.holdToCeiling(megabytes: megabytes, seconds: milliseconds / 1000 + 2)
        guard let bytes = readStandardInput(maximumBytes: limits.fileBytes) else { OwnProcess.exitNow(2) }
        let file = SourceFile(path: arguments[0], kind: .swift, bytes: bytes)
        let mode = arguments[4]
        let encoded: [UInt8]?
        if mode == factsMode {
            encoded = try? CompactEncoder.encode(SwiftScanner.read(file, limits: limits))
        } else if mode.hasPrefix(callsMode),
            let builders = try? JSONDecoder().decode(
                [ActivityBuilderFact].self, from: Data(mode.dropFirst(callsMode.count).utf8))
        {
            encoded = try? CompactEncoder.encode(ActivityAssembly.callSites([file], builders: builders, limits: limits))
        } else {
            OwnProcess.exitNow(2)
        }
        guard let encoded, (try? SystemFiles.writeStandardOutput(encoded)) != nil else { OwnProcess.exitNow(3) }
        // At once: a parse abandoned on another thread may still run; nothing of it is wanted.
        OwnProcess.exitNow(0)
    }

    /// Time past the file's own for the child to start and answer (its read stops at the file's time).
    static let graceMilliseconds = 500

    private static let state = State()
    private static let slots = DispatchSemaphore(value: maximumChildren)

    /// The child's memory ceiling: its share of what the audit's ceiling leaves beside this process.
    private static func share(_ limits: Limits) -> Int {
        let resident = (ProcessMemory.residentBytes() ?? 0) >> 20
        return max(minimumMegabytes, (limits.auditMegabytes - resident) / maximumChildren)
    }

    private static func cut(_ file: SourceFile, _ reason: String) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: file.path)
        facts.diagnostics = [
            Diagnostic(
                SourceLocation(path: file.path),
                "\(IsolatedParse.cutPrefix) this Swift file: \(reason); its facts are missing")
        ]
        return facts
    }

    private static func readStandardInput(maximumBytes: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            guard let count = try? SystemFiles.read(0, into: &buffer, from: 0) else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
            if bytes.count > maximumBytes { return nil }
        }
    }

    /// The executable and the files whose parse ran past its budget in this process.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var path: String?
        private var slow: Set<Key> = []
        private var started = 0

        private struct Key: Hashable {
            var path: String
            var bytes: [UInt8]
        }

        var executable: String? { lock.lock(); defer { lock.unlock() }; return path }
        func set(executable: String?) { lock.lock(); path = executable; lock.unlock() }
        var children: Int { lock.lock(); defer { lock.unlock() }; return started }
        func countChild() { lock.lock(); started += 1; lock.unlock() }
        func remember(_ file: SourceFile) {
            lock.lock()
            slow.insert(Key(path: file.path, bytes: file.bytes))
            lock.unlock()
        }
        func isSlow(_ file: SourceFile) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return !slow.isEmpty && slow.contains(Key(path: file.path, bytes: file.bytes))
        }
    }
}
