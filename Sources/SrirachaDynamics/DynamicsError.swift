/// Failures of graph operations (as opposed to failures of derivations, which are node states).
public enum DynamicsError: Error, Equatable {
    /// Binding `from` into the source `to` would make a value depend on itself; `path` runs from
    /// the source through the graph to `from` (the binding closes the cycle).
    case cycle(path: [NodeID])
    /// Bindings kept setting sources: more than `limit` updates followed one another.
    case chainLimit(limit: Int)
    /// Only sources can be set.
    case notASource(NodeID)
    /// A derivation tried to set a source while an update was recomputing.
    case setDuringRecomputation(NodeID)
    /// The node or effect does not exist (any more).
    case unknownNode(NodeID)
    case unknownEffect(EffectID)
}
