#if os(Linux)
  import Foundation
  import LinuxSwiftUIHost
  import Testing

  /// The HTML form of rendered screens: drawn like iOS by the gallery's stylesheet, and safe with any text.
  @Suite struct HTMLFormWriterTests {
    private func node(
      _ role: ViewRole, _ label: String? = nil, value: String? = nil, actions: [ViewAction] = [],
      traits: [String] = [], _ children: [ViewNode] = []
    ) -> ViewNode {
      ViewNode(
        id: UUID().uuidString, role: role, label: label, value: value, actions: actions,
        traits: traits,
        children: children)
    }

    /// A hostile label, value or trait cannot open a tag, close an attribute or reorder the page's text.
    @Test func hostileTextIsEscapedInContentAndInAttributes() {
      let hostile =
        "</span><script>alert('x')</script>\" onload=\"x\" & \u{202E}txt.exe \u{1B}[2J\u{0}"
      let tree = node(
        ViewRole(rawValue: "screen"), nil,
        [
          node(.button, hostile, traits: [hostile]),
          node(.textField, hostile, value: hostile, actions: [.type]),
          node(.alert, hostile, [node(.text, hostile), node(.button, hostile)]),
          node(ViewRole(rawValue: "x\" onclick=\"y"), hostile),
        ])
      let html = tree.htmlForm
      #expect(!html.contains("<script"))
      #expect(!html.contains("</span><script>"), "no text closes an element")
      #expect(!html.contains("\" onload=\""))
      #expect(
        !html.contains("\" onclick=\""),
        "a role is escaped, and a class token of letters and digits")
      #expect(html.contains("<div class=\"ui-x-onclick-y\""))
      #expect(!html.contains("\u{202E}") && !html.contains("\u{1B}") && !html.contains("\u{0}"))
      #expect(
        html.contains(
          "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; onload=&quot;x&quot; &amp;"))
      #expect(html.contains("\u{FFFD}txt.exe \u{FFFD}[2J\u{FFFD}"))
    }

    /// A stack draws its top level with a back button named after the level below, and hides the covered ones.
    @Test func aStackShowsItsTopLevelWithABackButton() {
      let tree = node(
        .navigationStack, nil,
        [
          node(.toolbar, nil, [node(.button, "Add", traits: ["placement(.primaryAction)"])]),
          node(.title, "Pieces"),
          node(.list, nil, [node(.row, "Nocturne", [node(.link, "Nocturne", actions: [.tap])])]),
          node(
            .destination, "Nocturne", actions: [.back],
            [node(.title, "Nocturne"), node(.text, "Detail")]),
        ])
      let html = tree.htmlForm
      #expect(html.contains("<div class=\"ui-nav-level ui-covered\" hidden>"))
      #expect(
        html.contains("<span class=\"ui-back\"><span aria-hidden=\"true\">‹</span> Pieces</span>"))
      #expect(
        html.contains(
          "class=\"ui-bar-items ui-trailing\"><button class=\"ui-button t-placement-primaryAction\""
        ))
      #expect(html.contains("<span class=\"ui-chevron\" aria-hidden=\"true\">›</span>"))
      #expect(!html.contains("href"), "controls are drawn, never live")
    }

    /// Rows outside sections share one group; each section is a group under its header.
    @Test func listsGroupRowsIntoSections() {
      let tree = node(
        .form, nil,
        [
          node(.textField, "Title", value: "", actions: [.type]),
          node(.section, "Sessions", [node(.row, "Monday"), node(.row, "Tuesday")]),
          node(.toggle, "Reminders", value: "on", actions: [.toggle]),
        ])
      let html = tree.htmlForm
      #expect(html.components(separatedBy: "<div class=\"ui-group\">").count - 1 == 3)
      #expect(html.contains("<h3 class=\"ui-section-header\">Sessions</h3>"))
      #expect(
        html.contains("<span class=\"ui-input ui-placeholder\" aria-label=\"Title\">Title</span>"))
      #expect(
        html.contains(
          "<span class=\"ui-switch ui-on\" role=\"switch\" aria-checked=\"true\"></span>"))
    }

    /// A presentation is written after the content it covers, both in one box; an alert's buttons are apart.
    @Test func presentationsCoverTheirContent() {
      let tree = node(
        ViewRole(rawValue: "screen"), nil,
        [
          node(.list, nil, [node(.row, "A")]),
          node(
            .alert, "Delete?", actions: [.dismiss],
            [
              node(.button, "Delete", actions: [.tap], traits: ["role(.destructive)"]),
              node(.button, "Cancel", actions: [.tap], traits: ["role(.cancel)"]),
              node(.text, "This cannot be undone."),
            ]),
        ])
      let html = tree.htmlForm
      let presenter = html.range(
        of: "<div class=\"ui-presenting\"><div class=\"ui-presenter\" aria-hidden=\"true\">")
      let alert = html.range(of: "<div class=\"ui-alert\"")
      #expect(presenter != nil && alert != nil)
      if let presenter, let alert { #expect(presenter.upperBound < alert.lowerBound) }
      #expect(html.contains("<div class=\"ui-alert-actions\" data-count=\"2\">"))
      #expect(html.contains("role=\"alertdialog\""))
    }

    /// A confirmation dialog is an action sheet: its title and actions in one group, Cancel in its own.
    @Test func aDialogKeepsCancelApart() {
      let html = node(
        .dialog, "End this session?", actions: [.dismiss],
        [
          node(.button, "End", actions: [.tap], traits: ["role(.destructive)"]),
          node(.button, "Cancel", actions: [.tap], traits: ["role(.cancel)"]),
        ]
      ).htmlForm
      let group = html.range(of: "<div class=\"ui-dialog-group\"><div class=\"ui-dialog-header\">")
      let cancel = html.range(of: "<div class=\"ui-dialog-group ui-dialog-cancel\"><button")
      #expect(group != nil && cancel != nil)
      if let group, let cancel {
        #expect(html[group.upperBound..<cancel.lowerBound].contains("data-label=\"End\""))
        #expect(html[cancel.upperBound...].contains("data-label=\"Cancel\""))
      }
    }

    /// An inline title sits in the bar between the leading and trailing toolbar items.
    @Test func anInlineTitleSitsBetweenTheToolbarItems() {
      let html = node(
        .navigationStack, nil,
        [
          node(
            .toolbar, nil,
            [
              node(.button, "Cancel", traits: ["placement(.cancellationAction)"]),
              node(.button, "Save", traits: ["placement(.confirmationAction)"]),
            ]),
          node(.title, "New piece", traits: ["navigationBarTitleDisplayMode(.inline)"]),
          node(.form, nil, [node(.textField, "Title", value: "Nocturne")]),
        ]
      ).htmlForm
      let leading = html.range(
        of: "ui-leading\"><button class=\"ui-button t-placement-cancellationAction\"")
      let title = html.range(of: "<span class=\"ui-inline-title\">New piece</span>")
      let trailing = html.range(
        of: "ui-trailing\"><button class=\"ui-button t-placement-confirmationAction\"")
      #expect(leading != nil && title != nil && trailing != nil)
      #expect(!html.contains("<h2 class=\"ui-title\""), "an inline title is not drawn large")
    }

    /// Progress with a fraction is a bar whose width is a number the writer computed, never the value's text.
    @Test func aDeterminateProgressIsABar() {
      #expect(node(.progress, "Practised", value: "54%").htmlForm.contains("style=\"width: 54%\""))
      #expect(!node(.progress, "x", value: "50%;background:url(x)").htmlForm.contains("style="))
    }
  }
#endif
