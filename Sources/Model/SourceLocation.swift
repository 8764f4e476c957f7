/// A place in the audited tree: path relative to the root (with `/`), 1-based line and column.
/// Line and column are 0 when unknown (e.g. a file that could not be read at all).
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    public var description: String {
        line > 0 ? "\(path):\(line)" + (column > 0 ? ":\(column)" : "") : path
    }
}

/// Something the audit could not read or understand. It never stops the audit.
public struct Diagnostic: Codable, Hashable, Sendable, Comparable {
    public var location: SourceLocation
    public var message: String

    public init(_ location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.location, a.message) < (b.location, b.message)
    }
}

/// The `#if` conditions that enclose a piece of code, outermost first
/// (`["DEBUG"]`, `["!os(watchOS)"]` for an `#else` branch). Empty when unconditional.
public typealias CompilationConditions = [String]
