enum Values {
    static let habitsValue = "Habits"
}
