import Model

/// One key per finding that no other finding of the run shares, for the consumers that merge
/// results with equal keys (GitHub code scanning's `partialFingerprints`, GitLab's `fingerprint`).
///
/// A finding's own fingerprint leaves out the path on purpose (moving code is not a change), so two
/// Info.plist files with the same problem share it. The key adds the path — never the line, so an
/// edit above the finding keeps its key — and a counter for the rare findings that share both.
package enum ResultKeys {
    /// Every finding with its key, errors first, then warnings, then notes, each group in path
    /// order (keys are counted in path order, so a key does not depend on the other severities).
    package static func keyedBySeverity(_ order: ReportOrder) -> [(finding: Finding, key: String)] {
        let findings = order.findings
        let pairs = Array(zip(findings, keys(findings))).map { (finding: $0.0, key: $0.1) }
        return Severity.allCases.sorted().flatMap { severity in pairs.filter { $0.finding.severity == severity } }
    }

    /// Keys in the order of `findings`.
    package static func keys(_ findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let base =
                (finding.fingerprint.isEmpty
                    ? "\(finding.rule)|\(finding.intent ?? "")|\(finding.message)"
                    : finding.fingerprint) + "@" + finding.location.path
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            return count == 1 ? base : base + "#\(count)"
        }
    }

    /// A 32-hex-digit digest of a key (two 64-bit FNV-1a hashes with different offsets): the shape
    /// Code Quality consumers expect of a fingerprint. Deterministic on every platform.
    package static func digest(_ key: String) -> String {
        func fnv1a(_ offset: UInt64) -> UInt64 {
            var hash = offset
            for byte in key.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01B3
            }
            return hash
        }
        return hex(fnv1a(0xCBF2_9CE4_8422_2325)) + hex(fnv1a(0x8422_2325_CBF2_9CE4))
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
