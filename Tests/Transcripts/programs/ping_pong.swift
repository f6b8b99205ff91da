// A Swift program: two top-level functions that call each other, the first declared before the
// second. In a `.swift` file every function and type is visible throughout the file.
func ping(_ n: Int) -> Int { n == 0 ? 0 : pong(n - 1) }
//> ping: (Int) -> Int
//> pong: (Int) -> Int
func pong(_ n: Int) -> Int { n == 0 ? 1 : ping(n - 1) }
print(ping(5))
//> 1
