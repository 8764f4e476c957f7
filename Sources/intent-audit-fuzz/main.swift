import Foundation

// intent-audit-fuzz TARGET [--seconds N] [--seed N] [--work DIR] SEEDDIR...
// Without -DLIBFUZZER: the deterministic mutation fuzzer (MutationFuzzer). Built with
// `-Xswiftc -sanitize=fuzzer -Xswiftc -DLIBFUZZER`: libFuzzer drives the same target, and every
// argument after the target name goes to libFuzzer (corpus folders, -max_total_time=N, …).
var arguments = Array(CommandLine.arguments.dropFirst())
// `--list`: the target names; `--endings T`: the file endings that seed target T (for fuzz.sh).
if arguments.first == "--list" {
    print(FuzzTarget.all.map(\.name).joined(separator: "\n"))
    exit(0)
}
if arguments.first == "--endings", arguments.count > 1, let target = FuzzTarget.named(arguments[1]) {
    print(target.seedEndings.joined(separator: "\n"))
    exit(0)
}
// `--replay T FILE...`: runs each file once through target T (the regression test).
if arguments.first == "--replay", arguments.count > 1, let target = FuzzTarget.named(arguments[1]) {
    for path in arguments.dropFirst(2) {
        target.run(Array(FileManager.default.contents(atPath: path) ?? Data()))
    }
    exit(0)
}
guard let name = arguments.first, let target = FuzzTarget.named(name) else {
    let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
        Data("usage: intent-audit-fuzz TARGET [options] [SEEDS...]\ntargets: \(names)\n".utf8))
    exit(2)
}
arguments.removeFirst()

#if LIBFUZZER
    nonisolated(unsafe) var selected = target
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// libFuzzer's runtime references this symbol; the driver above calls the same function.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
        return 0
    }

    var cArguments: [UnsafeMutablePointer<CChar>?] = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
    var argc = CInt(cArguments.count - 1)
    let status = cArguments.withUnsafeMutableBufferPointer { buffer -> CInt in
        var argv = buffer.baseAddress!
        return LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput)
    }
    exit(status)
#else
    var seconds = 10.0
    var seed: UInt64 = 1
    var work = ".build/fuzz/\(name)"
    var seedDirectories: [String] = []
    while !arguments.isEmpty {
        let argument = arguments.removeFirst()
        switch argument {
        case "--seconds": seconds = Double(arguments.removeFirst()) ?? seconds
        case "--seed": seed = UInt64(arguments.removeFirst()) ?? seed
        case "--work": work = arguments.removeFirst()
        default: seedDirectories.append(argument)
        }
    }
    var seeds: [[UInt8]] = []
    for directory in seedDirectories {
        for file in (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted() ?? [] {
            if let data = FileManager.default.contents(atPath: directory + "/" + file) { seeds.append(Array(data)) }
        }
    }
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    var fuzzer = MutationFuzzer(
        target: target, seeds: seeds, workDirectory: work, seconds: seconds, random: SplitMix64(state: seed))
    let (runs, elapsed) = fuzzer.run()
    print("fuzz \(name): \(runs) inputs in \(String(format: "%.1f", elapsed)) s from \(seeds.count) seeds, no crash")
#endif
