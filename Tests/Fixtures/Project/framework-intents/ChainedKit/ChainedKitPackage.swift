import AppIntents

public struct ChainedKitPackage: AppIntentsPackage {}
