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
        "stride": "The numbers `from:` a start `to:` (not including) or `through:` (including) an end, `by:` a step.",
        "assertionFailure": "Stops with an error saying an assertion failed, with the message.",
        "preconditionFailure": "Stops with an error saying a precondition failed; fits wherever a value is expected.",
        "type": "`type(of: x)`: the type of a value, which prints as Swift names it (`Int`, `Array<String>`).",
        "Optional": "`Optional(x)`: the value wrapped in an optional, as `.some(x)`.",
        "assert": "Stops with an error when the condition is false; the message says why.",
        "precondition": "Stops with an error when the condition is false, like `assert`.",
        "fatalError": "Stops with an error; fits wherever a value of any type is expected.",
        "min": "The smallest of two or more comparable values.",
        "max": "The largest of two or more comparable values.",
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
        "String": "The text of a value, as `print` shows it; or the string of some characters.",
        "Character": "The `Character` of a one-character string.",
        "Set": "Makes a set from an array, a string or a range, or an empty one: `Set<Int>()`.",
        "Bool": "Converts a `String` (`\"true\"` or `\"false\"`) to a `Bool`, nil otherwise.",
        "Array": "Makes an array: from a range or another sequence, or `Array(repeating:count:)`.",
        "Dictionary": "Makes a dictionary from key–value pairs (`uniqueKeysWithValues:`) or an empty one.",
    ]

    static let members: [String: String] = [
        "Double.isNaN": "Whether the value is not a number (`0.0 / 0.0`).",
        "Double.isInfinite": "Whether the value is infinite.",
        "Double.isFinite": "Whether the value is neither infinite nor NaN.",
        "Double.isZero": "Whether the value is zero (positive or negative).",
        // Sets
        "Set.count": "The number of elements.",
        "Set.isEmpty": "Whether the set has no elements.",
        "Set.contains": "Whether the element is in the set.",
        "Set.filter": "The elements that pass the test, as a set.",
        "Set.union": "The elements of both.",
        "Set.intersection": "The elements in both.",
        "Set.subtracting": "The elements not in the other.",
        "Set.symmetricDifference": "The elements in one but not both.",
        "Set.isSubset": "Whether every element is also in the other.",
        "Set.isSuperset": "Whether every element of the other is also here.",
        "Set.isStrictSubset": "A subset, and smaller.",
        "Set.isStrictSuperset": "A superset, and larger.",
        "Set.isDisjoint": "Whether no element is in both.",
        "Set.insert": "Adds the element if missing; returns whether it did and the member now in the set.",
        "Set.remove": "Removes the element; returns it, or nil when it was not there.",
        "Set.removeAll": "Removes every element.",
        "Set.formUnion": "Adds the elements of the other.",
        "Set.subtract": "Removes the elements of the other.",
        "Set.formIntersection": "Keeps only the elements also in the other.",
        // Characters and string indices
        "Character.isLetter": "Whether the character is a letter.",
        "Character.isNumber": "Whether the character is a number (a digit, a fraction, a numeral).",
        "Character.isUppercase": "Whether the character is an uppercase letter.",
        "Character.isLowercase": "Whether the character is a lowercase letter.",
        "Character.isWhitespace": "Whether the character is a space, a tab or a line break.",
        "Character.isPunctuation": "Whether the character is punctuation.",
        "Character.isSymbol": "Whether the character is a symbol (`+`, `$`, an emoji).",
        "Character.isASCII": "Whether the character is ASCII.",
        "Character.isHexDigit": "Whether the character is a hexadecimal digit.",
        "Character.isWholeNumber": "Whether the character is a digit with a whole-number value.",
        "Character.asciiValue": "The ASCII code of the character, or nil when it is not ASCII.",
        "Character.wholeNumberValue": "The digit's value (`\"7\"` gives 7), or nil.",
        "Character.hexDigitValue": "The hexadecimal digit's value (`\"f\"` gives 15), or nil.",
        "Character.uppercased": "The character in uppercase, as a `String`.",
        "Character.lowercased": "The character in lowercase, as a `String`.",
        "String.filter": "The characters that pass the test, as a `String`.",
        "String.startIndex": "The index of the first character.",
        "String.endIndex": "The index just past the last character.",
        "String.index": "The index `offsetBy:` characters from another, or the one `after:` or `before:` it.",
        "String.distance": "The number of characters `from:` one index `to:` another.",
        "String.firstIndex": "The index of the first character equal to `of:` or passing `where:`, or nil.",
        "String.lastIndex": "The index of the last character equal to `of:`, or nil.",
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
    ].merging(numericProtocolDocs) { a, _ in a }

    /// The members of the numeric protocols (`x.squareRoot()` with `x: T`, `T: FloatingPoint`).
    private static let numericProtocolDocs: [String: String] = {
        let floating = [
            "squareRoot": "The square root.", "rounded": "The value rounded to a whole number (halves away from zero, or by the rule given).",
            "truncatingRemainder": "The remainder of dividing, truncated toward zero (as `%` for integers).",
            "remainder": "The remainder of dividing by another, the quotient rounded to the nearest.",
            "magnitude": "The absolute value.", "ulp": "The distance to the next larger representable number.",
            "nextUp": "The next larger representable number.", "nextDown": "The next smaller representable number.",
            "isNaN": "True when the value is not a number.", "isInfinite": "True for an infinity.",
            "isFinite": "True when neither infinite nor NaN.", "isZero": "True for zero (either sign).",
        ]
        let integer = [
            "isMultiple": "True when the number is a multiple `of:` another.", "signum": "-1, 0 or 1: the sign of the number.",
            "quotientAndRemainder": "The quotient and the remainder of dividing by another.",
            "trailingZeroBitCount": "How many zero bits end the binary representation.",
        ]
        var out: [String: String] = [:]
        for owner in Builtins.floatingPointOwners { for (k, v) in floating { out[owner + "." + k] = v } }
        for owner in Builtins.binaryIntegerOwners { for (k, v) in integer { out[owner + "." + k] = v } }
        out["FixedWidthInteger.nonzeroBitCount"] = "How many one bits the binary representation has."
        out["FixedWidthInteger.leadingZeroBitCount"] = "How many zero bits begin the binary representation."
        return out
    }()
}
