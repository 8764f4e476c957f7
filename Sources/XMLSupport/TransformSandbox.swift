import CLibXML2
import CLibXSLT
import Foundation
import SystemSupport

/// The bounds of one XSLT transform: wall-clock time, memory growth, libxslt's recursion depth
/// and variable count. Past the time or memory budget a watchdog stops the engine and the
/// transform fails with "gave up after …".
public struct TransformBudget: Sendable {
    public var milliseconds: Int
    public var megabytes: Int
    public var depth: Int
    public var variables: Int

    public init(milliseconds: Int = 4000, megabytes: Int = 128, depth: Int = 3000, variables: Int = 15_000) {
        self.milliseconds = milliseconds
        self.megabytes = megabytes
        self.depth = depth
        self.variables = variables
    }
}

/// Which folders `xsl:include`/`xsl:import` may read: the template's own folder (and below) and the
/// folders given with `--template-allow-paths`. libxslt's loader is process-wide, so the list is
/// too; `XSLTransformer` sets it while it compiles a stylesheet, under its lock.
enum TemplateFolders {
    nonisolated(unsafe) private static var folders: [String] = []
    /// The hrefs refused while compiling, for the error message.
    nonisolated(unsafe) private(set) static var refused: [String] = []

    static func allow(_ list: [String]) {
        folders = list.compactMap(realPath)
        refused = []
    }

    /// Whether `path` (resolved: links, `..`) lies inside an allowed folder.
    static func permits(_ path: String) -> Bool {
        guard let real = realPath(path) else { return false }
        return folders.contains { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The document loader libxslt calls for imports, includes and `document()` (the latter is
    /// refused earlier by the security preferences): local regular files in allowed folders only,
    /// parsed without entities, DTDs or network.
    static let loader: xsltDocLoaderFunc = { uri, dict, options, _, _ in
        guard let uri else { return nil }
        var path = String(cString: uri)
        if path.hasPrefix("file://localhost/") {
            path = String(path.dropFirst(16))
        } else if path.hasPrefix("file://") {
            path = String(path.dropFirst(7))
        }
        guard !path.contains("://"), permits(path) else {
            refused.append("\(path) is outside the template's folder; --template-allow-paths allows more")
            return nil
        }
        return ia_xslt_read_local(path, ia_xslt_safe_options(options), dict)
    }
}

/// Watches one running transform from a second thread; stops it when it runs past its time or its
/// process grows past the memory budget (resident size read from /proc, where there is one).
final class TransformWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var reason: String?
    nonisolated(unsafe) private let context: xsltTransformContextPtr
    private let done = DispatchSemaphore(value: 0)

    init(_ context: xsltTransformContextPtr, budget: TransformBudget) {
        self.context = context
        let start = DispatchTime.now().uptimeNanoseconds
        let startResident = Self.residentBytes()
        let thread = Thread { [self] in
            let deadline = start + UInt64(budget.milliseconds) * 1_000_000
            while true {
                if done.wait(timeout: .now() + .milliseconds(20)) == .success { return }
                var why: String?
                if DispatchTime.now().uptimeNanoseconds >= deadline {
                    why = "\(budget.milliseconds) ms (--limit template-milliseconds)"
                } else if let now = Self.residentBytes(), let before = startResident,
                    now > before + budget.megabytes << 20
                {
                    why = "using more than \(budget.megabytes) MB (--limit template-megabytes)"
                }
                guard let why else { continue }
                lock.lock()
                if running {
                    reason = why
                    ia_xslt_stop(self.context)
                }
                lock.unlock()
                return
            }
        }
        thread.start()
    }

    /// Ends the watch; the reason the transform was stopped, nil when it finished in budget.
    func finish() -> String? {
        lock.lock()
        running = false
        let why = reason
        lock.unlock()
        done.signal()
        return why
    }

    /// The process's resident size (SystemSupport's `ProcessMemory`), nil where the system does not say.
    static func residentBytes() -> Int? { ProcessMemory.residentBytes() }
}
