import Scanning
import SystemSupport

/// The hidden `parse-swift` subcommand: one Swift file read in a child process of the tool
/// (`SwiftParseChild`), so that a parse past its time or memory can be stopped by killing it.
public enum ParseChildCommand {
    /// The subcommand's name (the first argument).
    public static let name = SwiftParseChild.subcommand

    /// Lets this process's audits read large or slow Swift files in children of its own
    /// executable, which must serve `name` (the `intent-audit` executable does).
    public static func enable() { SwiftParseChild.enable(executable: OwnProcess.executablePath()) }

    /// Serves one file: the arguments after `name`; the bytes on standard input, the facts on standard output.
    public static func serve(_ arguments: [String]) -> Never { SwiftParseChild.serve(arguments) }
}
