/// The dynamics of the `Widgets` controls, as Bond gave UIKit's: `TextField.dynText` and
/// `Button.dynEnabled`. The widgets are values, so these dynamics cannot live inside them:
/// reading one makes a source holding the field's current value, and binding into one (or
/// into the widget itself, whose *designated* dynamic it is) writes the field it stands for.
extension Builtins {
    /// For each widget type: its dynamic property, the field that property stands for, and
    /// the value type.
    static let widgetDynamics: [String: (property: String, field: String, type: String)] = [
        "Button": ("dynEnabled", "isEnabled", "Bool"),
        "TextField": ("dynText", "text", "String"),
    ]

    static let dynamicWidgets: [NativeFunction] = widgetDynamics.sorted { $0.key < $1.key }.map { owner, d in
        .property(owner, d.property, "Dynamic<\(d.type)>") { me in
            guard case .structValue(let s) = unboxed(me), let i = s.type.fieldNames.firstIndex(of: d.field) else {
                throw internalError(d.property, "not a `\(owner)`")
            }
            var value = unboxed(s.fields[i])
            // `text` is optional; its dynamic holds a plain string, as Bond's did.
            if case .enumCase(let e) = value, e.type === EnumType.optional { value = e.payload.first ?? .string("") }
            guard let runtime = RuntimeContext.current?.dynamics else {
                throw internalError(d.property, "dynamics are not available here")
            }
            return runtime.makeSource(value)
        }
    } + [
        // Swift 1's name for `count`, which code of that time (seed 003) uses.
        .global("countElements", [nil], "(String) -> Int") { args in .int(try string(args[0]).count) },
        .global("countElements", [nil], "<A>([A]) -> Int") { args in .int(try elements(of: args[0]).count) },
    ]
}
