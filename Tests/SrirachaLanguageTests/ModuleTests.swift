import Foundation
import Testing
@testable import SrirachaLanguage

/// Bundled modules: the embedded text matches the `.sri` files, and the registry `:browse`
/// reads lists each declaration with its type.
@Suite struct ModuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func embeddedModulesMatchTheirFiles() throws {
        let folder = Self.root.appendingPathComponent("Sources/SrirachaLanguage/Modules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sri") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(BundledModules.sources.keys),
                "a module was added or removed: run Scripts/embed-modules")
        for file in files {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let embedded = BundledModules.sources[String(file.dropLast(4))] ?? ""
            #expect(embedded == onDisk || embedded + "\n" == onDisk, "\(file) changed: run Scripts/embed-modules")
        }
    }

    @Test func moduleNames() {
        #expect(Interpreter.moduleNames == ["Widgets"])
    }

    @Test func widgetsContents() throws {
        let contents = try #require(Interpreter().moduleContents("Widgets"))
        let label = try #require(contents.first { $0.name == "Label" })
        #expect(label.kind == .structure)
        #expect(label.summary == "struct Label")
        #expect(label.members == [
            "var text: String?", "var font: Font", "var textAlignment: TextAlignment", "var numberOfLines: Int",
            "var adjustsFontForContentSizeCategory: Bool", "var textColor: Color",
        ])
        let font = try #require(contents.first { $0.name == "Font" })
        #expect(font.members.contains("case preferred(TextStyle)"))
        #expect(font.members.contains("static func systemFont(ofSize size: Double, weight: FontWeight) -> Font"))
        #expect(font.members.contains("func pointSize() -> Double"))
        let button = try #require(contents.first { $0.name == "Button" })
        #expect(button.members.contains("var cornerRadius: Double { get set }"))
        let insets = try #require(contents.first { $0.name == "EdgeInsets" })
        #expect(insets.members.last == "static let zero: EdgeInsets")
        #expect(contents.contains { $0.summary == "typealias UILabel = Label" })
        #expect(contents.first?.summary == "enum TextAlignment")
    }

    @Test func unknownModuleHasNoContents() {
        #expect(Interpreter().moduleContents("Widget") == nil)
    }

    /// The registry does not depend on what the session declared.
    @Test func contentsIgnoreTheSession() throws {
        let interpreter = Interpreter()
        interpreter.execute(SourceFile(name: "t", text: "struct Label { var x: Int }")) { _ in }
        let label = try #require(interpreter.moduleContents("Widgets")?.first { $0.name == "Label" })
        #expect(label.members.first == "var text: String?")
    }
}
