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
