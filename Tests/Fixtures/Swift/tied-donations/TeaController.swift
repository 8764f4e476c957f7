import Intents

final class TeaController {
    func brewed(_ order: Order) {
        let intent = BrewTeaIntent()
        intent.donate(identifier: order.id)
        BrewTeaIntent().donateNow()
        let nap = NapTimerIntent()
        nap.donateNow()
        order.donate(identifier: "x")
    }
}
