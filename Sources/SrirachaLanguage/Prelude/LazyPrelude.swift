/// The prelude, loaded one declaration at a time: the first time the checker looks up a name
/// the prelude declares (a type, a function, a method an operator may mean), that declaration is
/// checked, compiled and run, exactly as it would have been at start-up. Checking all of the
/// prelude at every start was three quarters of the start-up time, and most scripts use a few
/// of its names, if any.
///
/// Every way of reaching the session's names goes through the environment's layered
/// dictionaries, which ask here for a name they do not hold (see `LayeredDictionary.Base`),
/// and for everything before listing their names. What a declaration sees while it loads is
/// what it would have seen when the whole prelude loaded in order: the declarations it names
/// are loaded first (they come before it in the prelude), and the user's declarations cannot
/// hide them (a user's declaration of a prelude name loads the prelude's one first, as the
/// checker looks the name up).
final class LazyPrelude {
    private let outline: PreludeOutline
    /// Declarations not loaded yet, by the value name, type name or method name they declare.
    private var pendingValues: [String: [Int]] = [:]
    private var pendingTypes: [String: [Int]] = [:]
    private var pendingMethods: [String: [Int]] = [:]
    private var loaded: [Bool]
    /// How many declarations are left to load.
    private(set) var remaining: Int
    /// Checks, compiles and runs one declaration (set by the interpreter).
    var load: (PreludeOutline.Declaration) -> Void = { _ in }

    init(_ outline: PreludeOutline = .standard) {
        self.outline = outline
        loaded = Array(repeating: false, count: outline.declarations.count)
        remaining = outline.declarations.count
        for (index, d) in outline.declarations.enumerated() {
            if d.isType { pendingTypes[d.name, default: []].append(index) } else { pendingValues[d.name, default: []].append(index) }
            for m in d.methods { pendingMethods[m, default: []].append(index) }
        }
    }

    /// The names of the types the prelude declares (they may not be declared again).
    var typeNames: [String] { outline.declarations.filter(\.isType).map(\.name) }

    /// Loads the declarations of a value (function) name; true if there were any.
    func loadValue(named name: String) -> Bool { loadAll(pendingValues.removeValue(forKey: name)) }

    /// Loads the declaration of a type name; true if there was one.
    func loadType(named name: String) -> Bool { loadAll(pendingTypes.removeValue(forKey: name)) }

    /// Loads the types that declare a method (or static function, or operator) of this name.
    func loadOwners(ofMethod name: String) { _ = loadAll(pendingMethods.removeValue(forKey: name)) }

    /// Loads whatever is left, in the prelude's order.
    func loadEverything() {
        var index = 0
        while remaining > 0 && index < loaded.count {
            _ = loadAll([index])
            index += 1
        }
    }

    private func loadAll(_ indices: [Int]?) -> Bool {
        guard let indices else { return false }
        var any = false
        for index in indices where !loaded[index] {
            // Marked first: a declaration that looks up its own name while it is checked (as a
            // new type does) must find nothing, as it did when the prelude loaded in order.
            loaded[index] = true
            remaining -= 1
            any = true
            load(outline.declarations[index])
        }
        return any
    }
}
