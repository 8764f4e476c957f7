import AppIntents
import CoreLocation

struct PostPlaceAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Post a place"

    @Parameter(title: "Place")
    var place: CLPlacemark

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

/// Shares only the parameter with FetchSnapshotIntent: not enough to call it the replacement.
struct CameraStillAppIntent: AppIntent {
    static var title: LocalizedStringResource = "Camera still"
    static var description = IntentDescription("Returns a still image from a camera.")

    @Parameter(title: "Camera")
    var camera: String

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
