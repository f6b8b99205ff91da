// A function may read a global declared after it; once the variable is declared, the function
// runs.
let scores = [3, 4, 5]
//> scores: [Int] = [3, 4, 5]
func average() -> Int { scores.reduce(0, +) / scores.count }
//> average: () -> Int
print(average())
//> 4

// A function declared twice in one file keeps the order of a session: each use sees the
// declaration before it.
func greeting() -> String { "hello" }
//> greeting: () -> String
print(greeting())
//> hello
func greeting() -> String { "hi" }
//> greeting: () -> String
print(greeting())
//> hi
