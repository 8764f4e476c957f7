// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "RouteKit",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "RouteKit", targets: ["RouteKit"])],
    targets: [
        .target(name: "RouteKit"),
        .target(name: "RouteIntents", path: "Intents/Sources"),
        .testTarget(name: "RouteKitTests", dependencies: ["RouteKit"]),
    ]
)
