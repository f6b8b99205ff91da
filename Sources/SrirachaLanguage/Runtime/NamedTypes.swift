/// The struct, class and enum types a session has compiled, by declared name (`User`,
/// `User.Role`): `JSONDecoder` is given only a static type, and builds values of the type it
/// names. A later declaration of a name replaces the earlier one, as it does for the checker.
final class NamedTypes {
    var structs: [String: StructType] = [:]
    var enums: [String: EnumType] = [:]
}
