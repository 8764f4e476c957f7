/// The app's own code both paths call.
enum RoutineRunner {
    static func start(_ name: String) {}
}

enum RoutineStore {
    static func rename(_ name: String) {}
}
