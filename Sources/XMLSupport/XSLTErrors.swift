import CLibXSLT
import Foundation

/// libxslt's and libxml2's messages during one load or transform. The error callbacks are
/// process-wide, so `capture` runs one body at a time; every libxslt call goes through it.
final class XSLTErrors {
    let buffer: UnsafeMutablePointer<ia_msgbuf>
    private static let lock = NSLock()

    private init() { buffer = ia_msgbuf_new() }
    deinit { ia_msgbuf_free(buffer) }

    /// What was reported so far, trimmed.
    var text: String {
        String(cString: ia_msgbuf_text(buffer)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func capture<T>(_ body: (XSLTErrors) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let messages = XSLTErrors()
        ia_xslt_set_generic_errors(messages.buffer)
        defer { ia_xslt_set_generic_errors(nil) }
        return try body(messages)
    }
}
