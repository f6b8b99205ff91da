/// `keyEncodingStrategy = .convertToSnakeCase` and `keyDecodingStrategy = .convertFromSnakeCase`:
/// the keys of a type's properties, converted as Foundation converts them (`myURLValue` is
/// written `my_url_value`, and `my_url_value` is read as `myUrlValue`).
enum JSONKeyStrategies {
    /// `firstName` → `first_name`: a word starts at each capital after a lowercase letter, and
    /// at the last capital of a run followed by a lowercase letter (`URLValue` → `url_value`).
    static func snakeCased(_ key: String) -> String {
        let chars = Array(key)
        guard chars.count > 1 else { return key }
        var words: [String] = []
        var wordStart = 0
        var search = 1
        while let upper = (search..<chars.count).first(where: { chars[$0].isUppercase }) {
            words.append(String(chars[wordStart..<upper]))
            guard let lower = (upper..<chars.count).first(where: { chars[$0].isLowercase }) else {
                wordStart = upper
                search = chars.count
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(String(chars[upper..<(lower - 1)]))
                wordStart = lower - 1
            }
            search = lower + 1
        }
        words.append(String(chars[wordStart..<chars.count]))
        return words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// `first_name` → `firstName`; leading and trailing underscores stay.
    static func camelCased(_ key: String) -> String {
        let chars = Array(key)
        guard let first = chars.firstIndex(where: { $0 != "_" }) else { return key }
        var last = chars.count - 1
        while last > first && chars[last] == "_" { last -= 1 }
        let middle = String(chars[first...last])
        let parts = middle.split(separator: "_")
        guard parts.count > 1 else { return key }
        let joined = parts[0].lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(chars[..<first]) + joined + String(chars[(last + 1)...])
    }
}
