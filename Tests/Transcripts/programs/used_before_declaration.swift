// A top-level variable exists from its declaration on. Swift compiles a read before it and gives
// whatever the memory holds (zero, or a crash); Sriracha refuses it, pointing at the read. The
// program is checked before it runs, so it runs nothing and lists every error
// (globals_read_after_declaration.swift runs).
print(total)
//! error: `total` is used before its declaration
//! --> used_before_declaration.swift:5:7
//! 5 | print(total)
//!   |       ^^^^^
//! help: `total` is declared at line 11: move this statement after it, or the declaration before it
var total = 0

// A function may read a global declared after it, but it cannot run before that line.
print(average())
//! error: `scores` is used before its declaration
//! --> used_before_declaration.swift:22:25
//! 22 | func average() -> Int { scores.reduce(0, +) / scores.count }
//!    |                         ^^^^^^
//! note: checked before line 14, which uses it
//! help: `scores` is declared at line 21, and this runs before that line: declare `scores` before the first statement that uses this function
let scores = [3, 4, 5]
func average() -> Int { scores.reduce(0, +) / scores.count }

// A name declared nowhere still gets a suggestion.
print(averag())
//! error: cannot find `averag` in scope
//! --> used_before_declaration.swift:25:7
//! 25 | print(averag())
//!    |       ^^^^^^
//! help: did you mean `average`?
