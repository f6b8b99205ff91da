/// The static members a protocol extension gives the types that conform (`B.describe()`,
/// `A.kind` with `extension P { static var kind: String { "default" } }`), and those reached
/// through the protocol's metatype (`type(of: p).kind`, `Self.kind` in the extension).
/// A type method of the extension takes the type it is called on (see `receivedClass`).
extension Checker {
    /// The static property a protocol extension of one of `info`'s protocols gives it, typed
    /// for `receiver` where it writes `Self` (`static var first: Self?`).
    func defaultStaticProperty(_ info: NominalInfo, _ name: String, receiver: Ty) -> NominalInfo.StaticProperty? {
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol, let sp = proto.staticProperties[name] else { continue }
            return selfSpecialised(sp, of: proto, receiver: receiver)
        }
        return nil
    }

    /// A protocol extension's static property with the type where it writes `Self` (the
    /// protocol, inside the extension) replaced by `receiver`.
    func selfSpecialised(_ sp: NominalInfo.StaticProperty, of proto: NominalInfo, receiver: Ty) -> NominalInfo.StaticProperty {
        var annotation = sp.decl.typeAnnotation
        if annotation == nil, case let .typed(_, ts) = sp.decl.pattern.kind { annotation = ts }
        guard let annotation, Checker.mentionsSelf(annotation) else { return sp }
        var out = sp
        out.type = Checker.replacing(solver.zonk(sp.type), [proto.name], with: receiver)
        return out
    }

    /// The type methods protocol extensions give `info` (those its own with the same labels do not
    /// replace), with `Self` the type.
    func defaultStaticMethods(_ info: NominalInfo, _ name: String, args: [Ty], besides own: [FuncEntry]) -> [CalleeSource] {
        var out: [CalleeSource] = []
        var taken = Set(own.map { labelKey($0.labels) })
        let receiver = Ty.con(info.name, args)
        for p in info.conformances.sorted() {
            guard let proto = nominal(named: p), proto.isProtocol else { continue }
            for m in proto.methods[name] ?? [] where m.decl.isStatic && isDefaultImplementation(m, of: proto)
                && !taken.contains(labelKey(m.labels)) && !isRequirement(m.decl, of: proto) {
                taken.insert(labelKey(m.labels))
                out.append(.function(selfSpecialised(m, protocols: [proto.name], receiver: receiver),
                                     fixed: witnesses(of: proto, in: info, args: args)))
            }
        }
        return out
    }

    /// `k.kind` with `k: P.Type`, where an extension of `P` gives `static var kind`.
    func protocolExtensionStaticProperty(_ proto: String, _ name: String, selfType: Ty) -> Ty? {
        guard let info = nominal(named: proto), info.isProtocol, let sp = info.staticProperties[name] else { return nil }
        return selfSpecialised(sp, of: info, receiver: selfType).type
    }

    /// A type method a protocol extension adds without a requirement: the one the static type
    /// finds, run with the type it is called on, rather than one the type declares itself.
    func isExtensionOnlyStatic(_ d: FuncDecl) -> Bool {
        guard d.isStatic, let p = d.extendedProtocol, let proto = nominal(named: p) else { return false }
        return !isRequirement(d, of: proto)
    }
}
