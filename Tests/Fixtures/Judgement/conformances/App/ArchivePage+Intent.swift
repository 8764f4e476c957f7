import AppIntents

extension ArchivePageAppIntent: AppIntent, CustomIntentMigratedAppIntent {}
