/// Shared names; this file mentions none of the scanner's keywords.
enum Names {
    static let habits = Values.habitsValue
}
