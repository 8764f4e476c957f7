import SwiftUI
import WidgetKit

@main
struct PeaksWidgets: WidgetBundle {
    var body: some Widget {
        SummitWidget()
        AltitudeWidget()
    }
}
