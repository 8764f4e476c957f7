//
//  TrailMixWidgetBundle.swift
//  TrailMixWidgets
//

import SwiftUI
import WidgetKit

@main
struct TrailMixWidgetBundle: WidgetBundle {
    var body: some Widget {
        TrailConditionsWidget()
        StepsWidget()
        StepsWidgetV2()
        if #available(iOS 18.0, *) {
            HikeTimerControl()
        }
    }
}
