/// Swift's exclusivity rule at run time: while a variable is passed `inout` (`&x`, or as the
/// receiver of a `mutating` method), nothing else may read or change it until the call returns.
/// Only globals and variables that closures capture can be reached during the call (other
/// locals cannot, and the checker rejects overlapping arguments of one call), so only their
/// storage carries the flag.
enum AccessRoot {
    case global(GlobalSlot)
    case box(Box, String)
    case none

    /// Marks the storage as accessed; throws if it already is.
    func begin(_ site: Site) throws {
        switch self {
        case .global(let slot):
            if slot.storage.pointee.accessed { throw Exclusivity.overlap(slot.name, site) }
            slot.storage.pointee.accessed = true
        case let .box(b, name):
            if b.accessed { throw Exclusivity.overlap(name, site) }
            b.accessed = true
        case .none: break
        }
    }

    func end() {
        switch self {
        case .global(let slot): slot.storage.pointee.accessed = false
        case .box(let b, _): b.accessed = false
        case .none: break
        }
    }
}

enum Exclusivity {
    /// Two `inout` accesses of one call reach the same variable (`swap(&p.x, &p.y)` on a global).
    static func overlap(_ name: String, _ site: Site) -> Diagnostic {
        site.error("overlapping accesses to `\(name)`, but modification requires exclusive access",
                   helps: ["copy one of them to a local variable first"])
    }

    /// Code that ran during an `inout` access read or changed the same variable.
    static func conflict(_ name: String, _ site: Site) -> Diagnostic {
        site.error("simultaneous accesses to `\(name)`, but modification requires exclusive access",
                   helps: ["`\(name)` is passed `inout` to a call that has not returned yet; copy it to a local variable first"])
    }

    /// The value in a variable's cell, or an error when an `inout` access to it is under way.
    @inline(__always)
    static func read(_ v: Value, _ name: String, _ site: Site) throws -> Value {
        if case .box(let b) = v {
            if b.accessed { throw conflict(name, site) }
            return b.value
        }
        return v
    }
}
