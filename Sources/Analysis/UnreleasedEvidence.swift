import Model

/// What a commit no tag holds shows about users is not a proof: nothing says a release shipped it.
/// A finding resting on such a state (a proof step read from it) is a "cannot tell" note that names
/// the commit, whatever rule made it — as `Rule.finding` does for a step the audit could not resolve.
package enum UnreleasedEvidence {
    package static func hold(_ findings: [Finding], earlier: [EarlierState]) -> [Finding] {
        let unreleased = Set(earlier.filter(\.isUnreleasedCommit).map(\.label))
        guard !unreleased.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.severity != .note,
                let index = finding.proof.firstIndex(where: {
                    $0.resolved && $0.release.map(unreleased.contains) == true
                }),
                let label = finding.proof[index].release
            else { return finding }
            var held = finding
            let step = finding.proof[index]
            let fact =
                "whether a release shipped \(label) (no tag holds that commit, so the history does not say users had "
                + "it): \(step.fact)"
            held.proof[index] = ProofStep(fact, at: step.location, resolved: false, release: label)
            held.severity = .note
            held.message = "cannot tell: \(fact) — if so: \(finding.message)"
            return held
        }
    }
}
