import Foundation

struct Booking {
    var restaurant: String
    var partySize: Int
}

struct Review {
    var text: String
}
