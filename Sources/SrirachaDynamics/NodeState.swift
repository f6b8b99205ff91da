/// A node of a dependency graph, by its place in the graph. Nodes are numbered in creation
/// order, which is also the order in which nodes of equal height are recomputed.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.index < b.index }
    public var description: String { "#\(index)" }
}

/// What a node holds: a value, its own failure, or nothing because of another node.
public enum NodeState<Value> {
    /// A value, as computed (or set, for a source).
    case value(Value)
    /// The derivation threw: the error is kept as the node's state (errors are values).
    case failed(any Error)
    /// No value because an input has none: `root` is the node that failed or never had a value.
    case blocked(root: NodeID)
    /// A filter that has not yet let a value through.
    case pending

    /// The value, if the node has one.
    public var value: Value? {
        if case .value(let v) = self { return v }
        return nil
    }

    var hasValue: Bool {
        if case .value = self { return true }
        return false
    }
}

/// How a derived node computes its value from its inputs.
public enum Derivation<Value> {
    /// One input, transformed.
    case map((Value) throws -> Value)
    /// One input, kept when the predicate holds; a rejected value leaves the node unchanged.
    case filter((Value) throws -> Bool)
    /// Several inputs (in order) combined into one value.
    case combine(([Value]) throws -> Value)
}

/// An effect's identity: what `bind`/`observe` return and `remove(effect:)` takes.
public struct EffectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int
    public init(_ index: Int) { self.index = index }
    public static func < (a: EffectID, b: EffectID) -> Bool { a.index < b.index }
    public var description: String { "effect \(index)" }
}

/// What an effect does with a node's new value, run after every recomputation of an update.
public enum EffectKind {
    /// Writes the value somewhere outside the graph (a field of a variable): `label` says where.
    case binding(label: String)
    /// Sets a source of this graph; the change is the next update.
    case sourceBinding(target: NodeID)
    /// Any other reaction (`observe`).
    case observer(label: String)
}
