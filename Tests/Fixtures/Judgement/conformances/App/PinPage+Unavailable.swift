import AppIntents

/// Kept out on purpose until pinning ships: this conformance does not exist for the compiler.
@available(*, unavailable)
extension PinPageAppIntent: AppIntent, CustomIntentMigratedAppIntent {}
