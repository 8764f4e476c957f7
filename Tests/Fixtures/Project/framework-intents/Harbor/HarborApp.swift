import AppIntents
import ChainedKit
import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup { Text("Harbor") }
    }
}

struct HarborPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [ChainedKitPackage.self]
    }
}
