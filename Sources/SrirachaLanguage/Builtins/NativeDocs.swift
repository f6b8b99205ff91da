/// One-line documentation of every native function, method and property, by name (`print`) or
/// by owner and name (`Array.map`): what `:help` and `:info` show for the natives, as `///`
/// comments do for what the prelude declares in Sriracha. A unit test checks none is missing.
public enum NativeDocs {
    /// The documentation of the global native `name`, or of the member `owner.name`.
    public static func documentation(of name: String, owner: String? = nil) -> String? {
        guard let owner else { return globals[name] }
        if let text = members[owner + "." + name] { return text }
        // Ranges share the array members.
        if owner == "Range" || owner == "ClosedRange" { return members["Array." + name] }
        return nil
    }

    static let globals: [String: String] = [
        "print": "Writes up to 16 values as Swift shows them, separated by spaces (or `separator:`), then a newline (or `terminator:`).",
        "debugPrint": "Like `print`, with each value as Swift's `debugPrint` shows it: strings quoted, types named in full.",
        "Optional": "`Optional(x)`: the value wrapped in an optional, as `.some(x)`.",
        "assert": "Stops with an error when the condition is false; the message says why.",
        "precondition": "Stops with an error when the condition is false, like `assert`.",
        "fatalError": "Stops with an error; fits wherever a value of any type is expected.",
        "min": "The smallest of two or three comparable values.",
        "max": "The largest of two or three comparable values.",
        "abs": "The absolute value of a number.",
        "sqrt": "The square root of a `Double`.",
        "pow": "`pow(x, y)`: `x` raised to the power `y`, as `Double`s.",
        "floor": "The largest whole `Double` not above the value.",
        "ceil": "The smallest whole `Double` not below the value.",
        "round": "The value rounded to the nearest whole `Double`, halves away from zero.",
        "zip": "Pairs the elements of two arrays in order, as long as the shorter one.",
        "partial": "Fixes one argument of a function (`partial(f, arg1: x)`) and returns a function of the rest.",
        "configure": "A copy of a value changed by a closure or a `Mod`: `configure(label) { $0.text = \"Hi\" }`.",
        "Int": "Converts to `Int`: from a `Double` (dropping the fraction) or a `String` (nil when it is no number).",
        "Double": "Converts to `Double`: from an `Int` or a `String` (nil when it is no number).",
        "String": "The text of a value, as `print` shows it.",
        "Bool": "Converts a `String` (`\"true\"` or `\"false\"`) to a `Bool`, nil otherwise.",
        "Array": "Makes an array: from a range or another sequence, or `Array(repeating:count:)`.",
        "Dictionary": "Makes a dictionary from key–value pairs (`uniqueKeysWithValues:`) or an empty one.",
    ]

    static let members: [String: String] = [
        // Arrays (and ranges)
        "Array.count": "The number of elements.",
        "Array.isEmpty": "True when there are no elements.",
        "Array.first": "The first element, or nil when empty; `first(where:)` finds the first match.",
        "Array.last": "The last element, or nil when empty; `last(where:)` finds the last match.",
        "Array.indices": "The valid indices, `0..<count`.",
        "Array.lowerBound": "A range's first value.",
        "Array.upperBound": "A range's end: one past the last value (`..<`) or the last value (`...`).",
        "Array.map": "A new array with the function applied to each element.",
        "Array.filter": "The elements for which the function returns true, in order.",
        "Array.compactMap": "The function applied to each element, nil results left out.",
        "Array.flatMap": "The arrays the function returns, joined into one.",
        "Array.reduce": "Combines the elements from an initial value: `[1, 2, 3].reduce(0, +)` is 6.",
        "Array.forEach": "Calls the function with each element, in order.",
        "Array.contains": "True when an element equals the value (or satisfies `where:`).",
        "Array.allSatisfy": "True when the function returns true for every element.",
        "Array.firstIndex": "The index of the first element equal to the value (or satisfying `where:`), or nil.",
        "Array.enumerated": "Pairs `(offset, element)` for each element.",
        "Array.joined": "The strings joined into one, with `separator:` between them.",
        "Array.sorted": "A sorted copy: ascending, or in the order `by:` decides.",
        "Array.sort": "Sorts the array in place (it must be a `var`).",
        "Array.reversed": "A copy in reverse order.",
        "Array.reverse": "Reverses the array in place.",
        "Array.prefix": "The first `n` elements (fewer when the array is shorter).",
        "Array.suffix": "The last `n` elements (fewer when the array is shorter).",
        "Array.dropFirst": "All but the first element (or the first `n`).",
        "Array.dropLast": "All but the last element (or the last `n`).",
        "Array.min": "The smallest element, or nil when empty.",
        "Array.max": "The largest element, or nil when empty.",
        "Array.sum": "The sum of the numbers (0 when empty).",
        "Array.append": "Adds an element (or `contentsOf:` an array) at the end, in place.",
        "Array.insert": "Inserts an element `at:` an index, in place.",
        "Array.remove": "Removes and returns the element `at:` an index.",
        "Array.removeAll": "Removes every element (or those matching `where:`), in place.",
        "Array.removeFirst": "Removes and returns the first element; an error when empty.",
        "Array.removeLast": "Removes and returns the last element; an error when empty.",
        "Array.popLast": "Removes and returns the last element, or nil when empty.",
        "Array.count(where:)": "The number of elements satisfying the function.",
        // Dictionaries
        "Dictionary.count": "The number of key–value pairs.",
        "Dictionary.isEmpty": "True when there are no pairs.",
        "Dictionary.keys": "The keys, in the dictionary's order.",
        "Dictionary.values": "The values, in the dictionary's order.",
        "Dictionary.map": "The function applied to each `(key, value)` pair, as an array.",
        "Dictionary.mapValues": "A dictionary with the same keys and the function applied to each value.",
        "Dictionary.compactMapValues": "Like `mapValues`, leaving out pairs whose new value is nil.",
        "Dictionary.filter": "The pairs for which the function returns true.",
        "Dictionary.reduce": "Combines the `(key, value)` pairs from an initial value.",
        "Dictionary.forEach": "Calls the function with each `(key, value)` pair.",
        "Dictionary.contains": "True when some pair satisfies the function.",
        "Dictionary.sorted": "The `(key, value)` pairs as an array, in the order `by:` decides.",
        "Dictionary.updateValue": "Sets the value `forKey:`; returns the old value or nil.",
        "Dictionary.removeValue": "Removes the pair `forKey:`; returns its value or nil.",
        "Dictionary.removeAll": "Removes every pair, in place.",
        // Strings
        "String.count": "The number of characters.",
        "String.isEmpty": "True for the empty string.",
        "String.first": "The first character as a string, or nil when empty.",
        "String.last": "The last character as a string, or nil when empty.",
        "String.uppercased": "A copy in upper case.",
        "String.lowercased": "A copy in lower case.",
        "String.hasPrefix": "True when the string starts with the given text.",
        "String.hasSuffix": "True when the string ends with the given text.",
        "String.contains": "True when the given text occurs in the string.",
        "String.split": "The pieces between occurrences of `separator:`, empty pieces left out.",
        "String.components": "The pieces between occurrences of `separatedBy:`, empty ones kept.",
        "String.trimmed": "A copy without leading and trailing white space.",
        "String.replacingOccurrences": "A copy with every occurrence `of:` one text replaced `with:` another.",
        "String.reversed": "The characters in reverse order.",
        "String.prefix": "The first `n` characters.",
        "String.suffix": "The last `n` characters.",
        "String.dropFirst": "All but the first character (or the first `n`).",
        "String.dropLast": "All but the last character (or the last `n`).",
        // Numbers
        "Int.isMultiple": "True when the number is a multiple `of:` another.",
        "Double.rounded": "The value rounded to a whole number, halves away from zero.",
        "Double.squareRoot": "The square root.",
    ]
}
