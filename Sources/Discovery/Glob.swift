/// Glob matching over relative paths: `*` within one path component, `**` across components, `?` one character.
/// A pattern without `/` matches the file name or any folder name in the path (`Tests`, `*.generated.swift`).
///
/// The pattern is compiled once into a list of steps and run as an automaton over the path: every
/// position of the pattern the path could have reached is kept at once, so a pattern such as
/// `*a*a*a*a*b` costs one pass over the path per step, never a search that backtracks
/// (the configuration comes from the audited repository, which may be hostile).
public struct Glob: Sendable, Hashable {
    /// The longest pattern and the most patterns one configuration may give; with them a match costs
    /// at most `maximumLength` × the path's length steps.
    public static let maximumLength = 512
    public static let maximumCount = 256

    private enum Step: Sendable, Hashable {
        case byte(UInt8)
        /// `?`: one byte that is not `/`.
        case one
        /// `*`: any bytes but `/`.
        case star
        /// `**` (and `**/`): any bytes.
        case globstar
    }

    private let steps: [Step]
    private let perComponent: Bool

    public init(_ pattern: String) {
        let p = Array(pattern.utf8)
        var steps: [Step] = []
        var i = 0
        while i < p.count {
            switch p[i] {
            case UInt8(ascii: "*"):
                if i + 1 < p.count && p[i + 1] == UInt8(ascii: "*") {
                    i += 2
                    if i < p.count && p[i] == UInt8(ascii: "/") { i += 1 }
                    steps.append(.globstar)
                    continue
                }
                steps.append(.star)
            case UInt8(ascii: "?"): steps.append(.one)
            default: steps.append(.byte(p[i]))
            }
            i += 1
        }
        self.steps = steps
        perComponent = !p.contains(UInt8(ascii: "/"))
    }

    public static func matches(_ pattern: String, _ path: String) -> Bool {
        Glob(pattern).matches(path)
    }

    /// Why a list of patterns is refused (too many, or one too long), nil when it is fine.
    public static func problem(with patterns: [String], key: String) -> String? {
        if patterns.count > maximumCount {
            return "'\(key)' has \(patterns.count) patterns; at most \(maximumCount) are allowed"
        }
        if let long = patterns.first(where: { $0.utf8.count > maximumLength }) {
            return "'\(key)' has a pattern of \(long.utf8.count) bytes; at most \(maximumLength) are allowed"
        }
        return nil
    }

    public func matches(_ path: String) -> Bool {
        let s = Array(path.utf8)
        if perComponent {
            return s.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).contains { run($0) }
        }
        return run(s[...])
    }

    /// Runs the automaton: `live[j]` says the path read so far can have matched the first `j` steps.
    private func run(_ text: ArraySlice<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        var live = [Bool](repeating: false, count: steps.count + 1)
        var next = live
        live[0] = true
        close(&live)
        for c in text {
            for j in next.indices { next[j] = false }
            var any = false
            for j in 0..<steps.count where live[j] {
                switch steps[j] {
                case .byte(let b): if b == c { next[j + 1] = true; any = true }
                case .one: if c != slash { next[j + 1] = true; any = true }
                case .star: if c != slash { next[j] = true; any = true }
                case .globstar: next[j] = true; any = true
                }
            }
            guard any else { return false }
            close(&next)
            swap(&live, &next)
        }
        return live[steps.count]
    }

    /// A star may match nothing: whoever reached a star has also reached the step after it.
    private func close(_ set: inout [Bool]) {
        for j in 0..<steps.count where set[j] {
            switch steps[j] {
            case .star, .globstar: set[j + 1] = true
            default: break
            }
        }
    }
}
