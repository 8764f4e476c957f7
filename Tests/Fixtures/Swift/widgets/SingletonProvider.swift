import WidgetKit

struct LastWorkoutProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorkoutEntry {
        WorkoutEntry(date: Date(), info: WorkoutStorage.shared.lastWorkoutInfo, theme: Theme.default)
    }
}
