// As `swiftc` compiles a whole file before it runs, a program with a type error anywhere runs
// nothing: the first `print` does not happen, and every error is listed. An error that only
// follows from an earlier one (the use of `b`, whose declaration failed) is not repeated.
print("start")
let a = 1
let b: String = a
//! error: cannot convert value of type `Int` to specified type `String`
//! --> checked_before_running.swift:6:17
//! 6 | let b: String = a
//!   |                 ^
print(b)
func twice(_ n: Int) -> Int { return "\(n)\(n)" }
//! error: cannot convert return expression of type `String` to return type `Int`
//! --> checked_before_running.swift:8:38
//! 8 | func twice(_ n: Int) -> Int { return "\(n)\(n)" }
//!   |                                      ^^^^^^^^^^
print(c)
//! error: cannot find `c` in scope
//! --> checked_before_running.swift:9:7
//! 9 | print(c)
//!   |       ^
//! help: did you mean `a`?
