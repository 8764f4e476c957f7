import Foundation

/// A deterministic mutation fuzzer, for machines without libFuzzer (Xcode's toolchain) and for CI:
/// the same seed and corpus give the same inputs. Each input is written to `current` before it
/// runs, so when the process dies the caller (Makefile's `fuzz`) keeps the input that killed it;
/// an input that runs past `slowSeconds` is saved under `slow/` and the run stops with status 3.
struct MutationFuzzer {
    var target: FuzzTarget
    var seeds: [[UInt8]]
    var workDirectory: String
    var seconds: Double
    var slowSeconds: Double = 5
    var random: SplitMix64

    /// Tokens that push parsers toward their limits: openers, directives, markers.
    static let dictionary: [[UInt8]] = [
        "(", "[", "{", "<", ">", ")", "]", "}", "\"", "\\(", "#if X\n", "#endif\n", "#elif Y\n", "@A(", "A<",
        "<array>", "</array>", "<dict>", "<key>k</key>", "<string>", "{a=", ";", "=", "bplist00", "\u{0}", "\u{FF}",
        "effort=\"9223372036854775807\"", "effort=\"-1\"", "<!ENTITY", "&x;", "$(inherited)", "/*", "*/", "//",
        "\"\"\"", "#\"", "INIntent", "@implementation X\n", "@end\n", "- (void)handle", "include ", "\n",
    ].map { Array($0.utf8) }

    mutating func run() -> (runs: Int, seconds: Double) {
        let current = workDirectory + "/current"
        try? FileManager.default.createDirectory(atPath: workDirectory + "/slow", withIntermediateDirectories: true)
        let start = Date()
        var runs = 0
        let pool = seeds.isEmpty ? [[UInt8]()] : seeds
        let watch = SlowInputWatch(current: current, slowDirectory: workDirectory + "/slow", seconds: slowSeconds)
        while Date().timeIntervalSince(start) < seconds {
            var input = pool[random.below(pool.count)]
            for _ in 0..<(1 + random.below(4)) { mutate(&input, pool: pool) }
            if input.count > 1 << 20 { input.removeSubrange((1 << 20)...) }
            FileManager.default.createFile(atPath: current, contents: Data(input))
            watch.started()
            target.run(input)
            watch.finished()
            runs += 1
        }
        try? FileManager.default.removeItem(atPath: current)
        return (runs, Date().timeIntervalSince(start))
    }

    mutating func mutate(_ bytes: inout [UInt8], pool: [[UInt8]]) {
        let at = bytes.isEmpty ? 0 : random.below(bytes.count + 1)
        switch random.below(7) {
        case 0 where !bytes.isEmpty:  // flip a bit
            let i = random.below(bytes.count)
            bytes[i] ^= UInt8(1 << random.below(8))
        case 1:  // insert a random byte
            bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
        case 2 where !bytes.isEmpty:  // delete a range
            let end = min(bytes.count, at + 1 + random.below(64))
            if at < end { bytes.removeSubrange(at..<end) }
        case 3:  // insert a dictionary token
            bytes.insert(contentsOf: Self.dictionary[random.below(Self.dictionary.count)], at: at)
        case 4:  // repeat a token many times: deep nesting, long runs
            let token = Self.dictionary[random.below(Self.dictionary.count)]
            let times = 1 << random.below(13)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: token, count: times).joined()), at: at)
        case 5 where !bytes.isEmpty:  // duplicate a chunk of the input
            let start = random.below(bytes.count)
            let chunk = Array(bytes[start..<min(bytes.count, start + 1 + random.below(256))])
            bytes.insert(contentsOf: chunk, at: at)
        default:  // splice in part of another seed
            let other = pool[random.below(pool.count)]
            guard !other.isEmpty else { return }
            let start = random.below(other.count)
            bytes.insert(contentsOf: other[start..<min(other.count, start + 1 + random.below(512))], at: at)
        }
    }
}

/// A small, fast, seedable generator (SplitMix64): reproducible runs.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}

/// Saves the running input and stops the process when one input takes too long (a hang is a bug).
final class SlowInputWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var startedAt: Date?
    private var serial = 0

    init(current: String, slowDirectory: String, seconds: Double) {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                lock.lock()
                let since = startedAt.map { Date().timeIntervalSince($0) } ?? 0
                let id = serial
                lock.unlock()
                if since > seconds {
                    let path = slowDirectory + "/slow-\(id)-\(getpid())"
                    try? FileManager.default.copyItem(atPath: current, toPath: path)
                    FileHandle.standardError.write(
                        Data("fuzz: an input ran past \(seconds) s; saved as \(path)\n".utf8))
                    exit(3)
                }
            }
        }
    }

    func started() { lock.lock(); startedAt = Date(); serial += 1; lock.unlock() }
    func finished() { lock.lock(); startedAt = nil; lock.unlock() }
}
