/// A key path at run time: the links the checker resolved, and how it prints (`\Label.text`).
///
/// Reading walks the links; writing (`x[keyPath: kp] = v`, only for writable paths) changes the
/// root in place through the same machinery as an assignment, so no part is copied.
public final class KeyPathValue {
    /// The key path as Swift writes it, with its root type: `\Label.text`, `\Button.titleLabel?.font`.
    public let display: String
    /// A link, resolved to what running it needs.
    enum Step {
        case field(Int)
        case chain
        case force
        case property(NativeFunction)
        /// A computed property: its getter, and its setter when it has one.
        case computed(get: Function, set: Function?)
        /// A stored property with `willSet`/`didSet`.
        case observed(Int, willSet: Function?, didSet: Function?)
    }
    let steps: [Step]
    /// A `?` link made the result optional while the last property is not: wrap it in `.some`.
    let wrapsResult: Bool

    init(display: String, steps: [Step], wrapsResult: Bool) {
        self.display = display
        self.steps = steps
        self.wrapsResult = wrapsResult
    }

    /// The value at the end of the path. Errors are unlocated: the caller knows where it is.
    func read(_ root: Value) throws -> Value {
        var v = root
        for step in steps {
            if case .box(let b) = v { v = b.value }
            switch step {
            case .field(let i), .observed(let i, _, _):
                if case .structValue(let s) = v, i >= 0, i < s.fields.count {
                    v = s.fields[i]
                } else if case .object(let o) = v, i >= 0, i < o.fields.count {
                    if let unowned = o.type.weakFields[i] {
                        v = try WeakReference.read(o.fields[i], unowned: unowned)
                    } else {
                        v = try o.type.fieldAccessors[i].map { try $0.get.invoke([v]) } ?? o.fields[i]
                    }
                } else if case .tuple(let xs) = v, i >= 0, i < xs.count {
                    v = xs[i]
                } else {
                    throw RuntimeError("internal error: key path field \(i) of a value without it")
                }
            case .computed(let get, _):
                v = try get.invoke([v])
            case .chain:
                guard let payload = v.optionalPayload else { return .none }
                v = payload
            case .force:
                guard let payload = v.optionalPayload else {
                    throw RuntimeError("unexpectedly found nil while unwrapping an optional in key path `\(display)`")
                }
                v = payload
            case .property(let n):
                v = try n.body([v])
            }
        }
        return wrapsResult ? .some(v) : v
    }

    /// The path as assignment steps; nil when it cannot be written (the checker prevents that).
    func placeSteps(_ site: Site) -> [PathStep]? {
        var out: [PathStep] = []
        out.reserveCapacity(steps.count)
        for step in steps {
            switch step {
            case .field(let i): out.append(.field(i))
            case .force: out.append(.unwrap(site))
            case let .computed(get, set?): out.append(.accessor(get: get, set: set, key: nil))
            case let .observed(i, willSet, didSet): out.append(.observed(i, willSet: willSet, didSet: didSet))
            case .chain, .property, .computed: return nil
            }
        }
        return out
    }

    /// As a function value (`labels.map(\.text)`), printing as the key path.
    func asFunction(_ site: Site) -> Function {
        Function(arity: 1, display: .named(display)) { [self] args in
            guard let root = args.first else { throw RuntimeError("internal error: a key path takes one argument") }
            do { return try read(root) } catch let e as RuntimeError { throw site.error(from: e) }
        }
    }

    /// Swift's spelling of a key path whose root is `root`, from the links as written.
    static func display(root: SType?, _ components: [KeyPathExpr.Component]) -> String {
        var out = "\\" + (root.map { rootName($0) } ?? "")
        for c in components {
            switch c {
            case .property(let name, _): out += "." + name
            case .optional: out += "?"
            case .force: out += "!"
            }
        }
        return out
    }

    /// A root type as it can be written before the first `.`: `Label`, `Box<Int>`, `[Int]`.
    private static func rootName(_ t: SType) -> String {
        switch t {
        case .nominal("Optional", _), .function, .tuple: return "(\(t))"
        default: return t.description
        }
    }
}
