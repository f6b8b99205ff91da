// A top-level variable exists from its declaration on. Swift compiles a read before it and gives
// whatever the memory holds (zero, or a crash); Sriracha refuses it, pointing at the read.
print(total)
//! error: `total` is used before its declaration
//! --> used_before_declaration.swift:3:7
//! 3 | print(total)
//!   |       ^^^^^
//! help: `total` is declared at line 9: move this statement after it, or the declaration before it
var total = 0
//> total: Int = 0

// A function may read a global declared after it, but it cannot run before that line.
print(average())
//! error: `scores` is used before its declaration
//! --> used_before_declaration.swift:22:25
//! 22 | func average() -> Int { scores.reduce(0, +) / scores.count }
//!    |                         ^^^^^^
//! note: checked before line 13, which uses it
//! help: `scores` is declared at line 20, and this runs before that line: declare `scores` before the first statement that uses this function
let scores = [3, 4, 5]
//> scores: [Int] = [3, 4, 5]
func average() -> Int { scores.reduce(0, +) / scores.count }
//> average: () -> Int

// Once the variable is declared, the function runs.
print(average())
//> 4

// A name declared nowhere still gets a suggestion.
print(averag())
//! error: cannot find `averag` in scope
//! --> used_before_declaration.swift:29:7
//! 29 | print(averag())
//!    |       ^^^^^^
//! help: did you mean `average`?

// A statement that fails binds nothing; the declarations it brought forward were checked
// before it, and stay.
let broken: Int = label()
//> label: () -> String
//! error: cannot convert value of type `String` to specified type `Int`
//! --> used_before_declaration.swift:38:19
//! 38 | let broken: Int = label()
//!    |                   ^^^^^^^
func label() -> String { "x" }
print(label())
//> x
broken
//! error: cannot find `broken` in scope
//! --> used_before_declaration.swift:47:1
//! 47 | broken
//!    | ^^^^^^

// A function or type declared twice in one file keeps the order of a session: each use sees the
// declaration before it.
func greeting() -> String { "hello" }
//> greeting: () -> String
print(greeting())
//> hello
func greeting() -> String { "hi" }
//> greeting: () -> String
print(greeting())
//> hi
