import UIKit

final class AppSetup {
    func start() {
        SleepHelper.windDownIntent = WindDownIntent()
        SleepHelper.unknownIntent = IntentFactory.make()
    }
}
