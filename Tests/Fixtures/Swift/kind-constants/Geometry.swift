struct Point {
    var x = 0
    var y = 0
}
