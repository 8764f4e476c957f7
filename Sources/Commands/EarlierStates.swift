import Foundation
import History
import Model

/// The earlier states `audit` compares with for the continuity rules (IA8xx): `--since REF` (the
/// folder at that ref, read through git without a checkout) and `--baseline FILE` (a snapshot
/// that carries the identity model).
package enum EarlierStates {
    /// The folder `root` at `given`, audited from git's objects (the machinery of `trend --git`), or
    /// its identity model kept in the facts cache from an earlier run (`EarlierAudit`).
    package static func since(
        _ given: String, root: String, configPath: String?, cacheDirectory: String?
    ) throws -> EarlierState {
        do {
            let since = try SinceRef.resolve(given, in: root)
            guard
                let identity = try EarlierAudit.identity(
                    of: since.ref, root: root, configPath: configPath, cacheDirectory: cacheDirectory)
            else {
                throw SinceError.noModel("the audit of \(since.label)")
            }
            return EarlierState(label: since.label, source: since.source, identity: identity)
        } catch let error as SinceError {
            throw UsageError(error.description)
        } catch let error as GitHistoryError {
            throw UsageError("--since \(given): \(error.description)")
        } catch let error as ConfigurationError {
            throw UsageError("--since \(given): \(error.description)")
        }
    }

    /// A `--baseline` snapshot as an earlier state; nil (with the warning to print) when it was
    /// written before reports carried the identity model.
    package static func baseline(_ snapshot: Snapshot, path: String) -> (EarlierState?, String?) {
        guard let identity = snapshot.identity else {
            return (
                nil,
                "--baseline \(path): the report (schemaVersion \(snapshot.schemaVersion)) carries no identity model, "
                    + "so no continuity rule (IA8xx) compared with it; audit that release again with this version, "
                    + "or give --since REF"
            )
        }
        let label = snapshot.release ?? URL(fileURLWithPath: path).lastPathComponent
        return (EarlierState(label: label, source: "snapshot", identity: identity), nil)
    }

    /// "compared with v4.2 (git tag): 0 continuity breaks", for each earlier state.
    package static func summaryLines(_ result: AuditResult) -> [String] {
        result.continuity.map {
            "compared with \($0.label) (\($0.source)): " + AuditSummary.count($0.breaks, "continuity break")
        }
    }
}
