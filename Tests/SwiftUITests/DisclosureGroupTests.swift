import SwiftUI
import Testing

@MainActor @Suite struct DisclosureGroupTests {
  @Test func aDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
    let host = ViewHost(Form { DisclosureGroup("About") { Text("What this screen shows.") } })
    host.render()
    #expect(
      host.tree.textForm == """
        form
          disclosureGroup "About" = "collapsed" [toggle]
        """)
    try host.toggle("About")
    #expect(
      host.tree.textForm == """
        form
          disclosureGroup "About" = "expanded" [toggle]
            text "What this screen shows."
        """)
    try host.toggle("About")
    #expect(host.tree.textForm.contains("\"collapsed\""))
  }
}
