/// The name `swift file.swift` gives a program's module: the file's last path component without
/// its extension, as Foundation's `deletingPathExtension().lastPathComponent` reads it ("a/b.c"
/// is "b", ".hidden" keeps its dot, "x." keeps its dot). Worked on bytes rather than through
/// `URL`: building a `URL` made the runtime scan every protocol conformance in the program twice,
/// a tenth of an empty script's start-up.
enum ModuleName {
    static func of(path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        if let slash = bytes.lastIndex(of: UInt8(ascii: "/")), bytes.count > 1 {
            bytes.removeSubrange(...slash)
        }
        if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0, dot < bytes.count - 1 {
            bytes.removeSubrange(dot...)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
