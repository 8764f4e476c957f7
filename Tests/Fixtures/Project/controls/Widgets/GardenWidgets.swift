import SwiftUI
import WidgetKit

@main
struct GardenWidgets: WidgetBundle {
    var body: some Widget {
        BedWidget()
        if #available(iOS 18.0, *) {
            SprinklerControl()
        }
        ShedLightControl()
    }
}

/// Started only from iOS 18 (by a launcher under #available): what it lists needs no gate of its own.
@available(iOS 18.0, *)
struct GardenControls: WidgetBundle {
    var body: some Widget {
        SprinklerControl()
    }
}
