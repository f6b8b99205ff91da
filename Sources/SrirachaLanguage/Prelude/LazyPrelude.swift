/// The prelude, loaded one declaration at a time: the first time the checker looks up a name
/// the prelude declares (a type, a function, a method an operator may mean, a member one of its
/// `extension`s adds to a built-in type), that declaration is
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
    /// The declarations of each value name, type name and method name, in the prelude's order.
    private var values: [String: [Int]] = [:]
    private var types: [String: [Int]] = [:]
    private var methods: [String: [Int]] = [:]
    /// The extensions of built-in types, by `Type.member` (`String.compare`).
    private var extensionMembers: [String: [Int]] = [:]
    /// The prelude's extensions of its own types (`extension CodingKey`), loaded with the type.
    private var ownExtensions: [String: [Int]] = [:]
    private var loaded: [Bool]
    /// While a declaration loads, only those before it may load (through its look-ups): when the
    /// whole prelude loaded in order, a declaration saw the ones above it and nothing below.
    private var limit = Int.max
    /// How many declarations are left to load.
    private(set) var remaining: Int
    /// Checks, compiles and runs one declaration (set by the interpreter).
    var load: (PreludeOutline.Declaration) -> Void = { _ in }

    init(_ outline: PreludeOutline = .standard) {
        self.outline = outline
        loaded = Array(repeating: false, count: outline.declarations.count)
        remaining = outline.declarations.count
        // Sized once: growing three dictionaries step by step rehashed every name several times.
        values.reserveCapacity(outline.declarations.count)
        types.reserveCapacity(outline.declarations.count)
        methods.reserveCapacity(outline.declarations.reduce(0) { $0 + $1.methods.count })
        for (index, d) in outline.declarations.enumerated() {
            if d.isExtension {
                for m in d.methods { extensionMembers[d.name + "." + m, default: []].append(index) }
                ownExtensions[d.name, default: []].append(index)
                continue
            }
            if d.isType { types[d.name, default: []].append(index) } else { values[d.name, default: []].append(index) }
            for m in d.methods { methods[m, default: []].append(index) }
        }
    }

    /// The names of the types the prelude declares (they may not be declared again).
    var typeNames: [String] { outline.declarations.filter(\.isType).map(\.name) }

    /// Loads the declarations of a value (function) name; true if any was loaded.
    func loadValue(named name: String) -> Bool { remaining > 0 && loadAll(values[name]) }

    /// Loads the declaration of a type name; true if it was loaded.
    func loadType(named name: String) -> Bool {
        guard remaining > 0, loadAll(types[name]) else { return false }
        // Only a type the prelude declares: a built-in type's extensions load member by member.
        _ = loadAll(ownExtensions[name])
        return true
    }

    /// Loads the types that declare a method (or static function, or operator) of this name.
    func loadOwners(ofMethod name: String) { if remaining > 0 { _ = loadAll(methods[name]) } }

    /// Loads the extensions of the built-in type `owner` that add a member `name`; true if any
    /// was loaded.
    func loadExtension(of owner: String, member name: String) -> Bool {
        remaining > 0 && !extensionMembers.isEmpty && loadAll(extensionMembers[owner + "." + name])
    }

    /// The members the committed extensions (the prelude's and the user's) have added to a
    /// built-in type (set by the type checker).
    var builtinExtension: (String) -> NominalInfo? = { _ in nil }

    /// Loads whatever is left (that may load now), in the prelude's order.
    func loadEverything() {
        guard remaining > 0 else { return }
        _ = loadAll(Array(loaded.indices))
    }

    private func loadAll(_ indices: [Int]?) -> Bool {
        guard let indices else { return false }
        var any = false
        for index in indices where index < limit && !loaded[index] {
            // Marked first: a declaration that looks up its own name while it is checked (as a
            // new type does) must find nothing, as it did when the prelude loaded in order.
            loaded[index] = true
            remaining -= 1
            any = true
            let saved = limit
            limit = index
            load(outline.declarations[index])
            limit = saved
        }
        return any
    }
}
