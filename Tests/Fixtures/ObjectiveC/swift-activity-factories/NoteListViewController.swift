import UIKit

final class NoteListViewController: UIViewController {
    private let predictions = [
        NSUserActivity.composeActivity(),
        NSUserActivity.launchActivity,
    ]

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        userActivity = NSUserActivity.searchActivity()
        let handoff = NSUserActivity.handoffOnly()
        handoff.becomeCurrent()
        let quiet = NSUserActivity(quietKind: .compose)
        quiet.becomeCurrent()
    }

    func show(_ note: Note) {
        userActivity = NSUserActivity(kind: .openNote, title: note.title)
    }
}
