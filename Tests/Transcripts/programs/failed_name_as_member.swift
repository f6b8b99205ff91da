// A declaration that failed hides the errors that only follow from it (a use of `count`), but
// not an error about a member that happens to share its name (`maybe.count`).
var count: Int = "3"
//! error: cannot convert value of type `String` to specified type `Int`
//! --> failed_name_as_member.swift:3:18
//! 3 | var count: Int = "3"
//!   |                  ^^^
print(count + 1)
let maybe: String? = "x"
print(maybe.count)
//! error: value of optional type `String?` must be unwrapped to refer to member `count` of wrapped base type `String`
//! --> failed_name_as_member.swift:7:13
//! 7 | print(maybe.count)
//!   |             ^^^^^
//! help: use `?.` to reach it only when there is a value, or unwrap it with `if let`
