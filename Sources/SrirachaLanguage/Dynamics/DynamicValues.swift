import Foundation
import SrirachaDynamics

/// How `Dynamic<T>` and `Binding` values look at run time: a struct of a type that belongs to
/// one session's `DynamicsRuntime`, holding the node's (or effect's) number in its graph.
/// Equality is identity (two dynamics are equal when they are the same node), as the struct
/// comparison gives for free. The printer finds the runtime from the type, on any thread.
extension DynamicsRuntime {
    private static let lock = NSLock()
    /// The live runtimes, by the identity of their two struct types. A short list searched in
    /// order rather than a dictionary: a dictionary keyed by `ObjectIdentifier` made the Swift
    /// runtime scan every protocol conformance in the program at each start, to build its type.
    nonisolated(unsafe) private static var owners: [Owner] = []

    private struct Owner {
        var type: ObjectIdentifier
        weak var runtime: DynamicsRuntime?
    }

    static func register(_ runtime: DynamicsRuntime) {
        lock.lock()
        defer { lock.unlock() }
        owners.removeAll { $0.runtime == nil }
        owners.append(Owner(type: ObjectIdentifier(runtime.dynamicType), runtime: runtime))
        owners.append(Owner(type: ObjectIdentifier(runtime.bindingType), runtime: runtime))
    }

    /// The runtime a `Dynamic` or `Binding` struct type belongs to.
    static func owner(of type: StructType) -> DynamicsRuntime? {
        guard type.name == "Dynamic" || type.name == "Binding" else { return nil }
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        for owner in owners where owner.type == key { if let runtime = owner.runtime { return runtime } }
        return nil
    }

    func dynamic(_ node: NodeID) -> Value {
        .structValue(StructValue(type: dynamicType, fields: [.int(node.index)]))
    }

    func binding(_ effect: EffectID) -> Value {
        .structValue(StructValue(type: bindingType, fields: [.int(effect.index)]))
    }

    /// The node a `Dynamic` value stands for.
    func node(_ value: Value) throws -> NodeID {
        if case .structValue(let s) = value.unboxed, s.type === dynamicType, case .int(let i) = s.fields[0],
           graph.contains(NodeID(i)) {
            return NodeID(i)
        }
        throw RuntimeError("internal error: expected a `Dynamic` value of this session")
    }

    func effect(_ value: Value) throws -> EffectID {
        if case .structValue(let s) = value.unboxed, s.type === bindingType, case .int(let i) = s.fields[0] {
            return EffectID(i)
        }
        throw RuntimeError("internal error: expected a `Binding` value of this session")
    }

    /// `Dynamic<Bool>(false)`, `Binding(formValid ->> signUp.isEnabled)`; nil for other structs.
    /// `type` is the static type when known; otherwise the type recorded at creation is used.
    static func literal(_ s: StructValue, type: SType?) -> String? {
        guard let runtime = owner(of: s.type), case .int(let i) = s.fields.first else { return nil }
        if s.type === runtime.bindingType { return "Binding(\(runtime.bindingDescription(EffectID(i))))" }
        let node = NodeID(i)
        guard runtime.graph.contains(node) else { return "Dynamic(#\(i))" }
        let typeName: String
        if case .nominal("Dynamic", let args)? = type, args.count == 1 {
            typeName = args[0].description
        } else {
            typeName = runtime.info[i].typeName ?? "_"
        }
        return "Dynamic<\(typeName)>(\(runtime.stateText(node)))"
    }

    /// The definition of a derived dynamic, printed after its value on a result line.
    public static func definition(of value: Value) -> String? {
        guard case .structValue(let s) = value.unboxed, let runtime = owner(of: s.type), s.type === runtime.dynamicType,
              case .int(let i) = s.fields.first, runtime.graph.contains(NodeID(i)), !runtime.graph.isSource(NodeID(i))
        else { return nil }
        return runtime.info[i].definition
    }
}
