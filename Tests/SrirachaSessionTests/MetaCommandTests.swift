import Testing
import SrirachaSession

@Suite struct MetaCommandTests {
    @Test func typeShowsTheTypeWithoutRunning() {
        let session = Session()
        let (status, out) = runOne(session, ":type print(\"side effect\")")
        #expect(status == .ok)
        #expect(out == "print(\"side effect\"): Void\n")
    }

    @Test func uniquePrefixesWork() {
        let (status, out) = runOne(Session(), ":t 1 + 1")
        #expect(status == .ok)
        #expect(out == "1 + 1: Int\n")
    }

    @Test func unknownCommandsSuggest() {
        let (status, out) = runOne(Session(), ":tpye 1")
        #expect(status == .failed)
        #expect(out.contains("unknown command `:tpye`"))
        #expect(out.contains("did you mean `:type`?"))
    }

    @Test func quitEndsTheSession() {
        #expect(runOne(Session(), ":quit").0 == .quit)
        #expect(runOne(Session(), ":q").0 == .quit)
    }

    @Test func resetForgetsUserBindingsButKeepsThePrelude() {
        let session = Session()
        _ = runOne(session, "let mine = 1")
        _ = runOne(session, ":reset")
        #expect(runOne(session, "mine").0 == .failed)
        #expect(runOne(session, "id(3)").1 == "$R0: Int = 3\n")
    }

    @Test func helpListsEveryCommand() {
        let out = runOne(Session(), ":help").1
        for name in [":help", ":type", ":reset", ":save", ":quit"] { #expect(out.contains(name)) }
    }
}
