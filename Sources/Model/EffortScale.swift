/// Effort points of plan tasks. A relative scale, not hours:
///
/// - 0 — nothing to do by hand (the audit did it: step 1's inventory);
/// - 1 — mechanical: a rename, a deletion, a plist entry, one line of a declaration;
/// - 2 — a small type or a small code change: an `AppEnum`, an `AppIntent` struct shell, a factory
///       with `#available`, an `AppShortcut` entry, a `resolve…` check moved into `perform()`;
/// - 3 — an entity and its query (`AppEntity` + `EntityQuery`), a timeline provider, dynamic options;
/// - 5 — porting handler logic (`handle(intent:)` into `perform()`).
package enum EffortScale {
    package static let none = 0
    package static let mechanical = 1
    package static let smallType = 2
    package static let entityAndQuery = 3
    package static let handlerLogic = 5
}
