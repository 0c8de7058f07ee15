/// A ``Storyboard`` as HTML, for the gallery page: a labelled group holding one `<figure>` per
/// step, each with the step as its caption and the screen after it.
///
/// Permalinks: `#<feature>-script-<name>` for the storyboard and
/// `#<feature>-script-<name>-step-<n>` for each frame (`#items-script-toggle-step-4`); a name
/// that is not its own slug gets a suffix that keeps it unique (``PermalinkID``). Frames
/// scroll sideways in one row on a wide page and stack in the narrow variant; no JavaScript.
enum HTMLStoryboard {
  /// The permalink of `storyboard`: unique per script even when names differ only in case,
  /// spaces or punctuation (`a b`, `a-b`, `A_B`; see ``PermalinkID``).
  static func id(_ storyboard: Storyboard) -> String {
    HTMLGallery.anchor(storyboard.feature) + "-script-" + PermalinkID.component(storyboard.name)
  }

  /// The permalink of `frame` of `storyboard`.
  static func id(_ storyboard: Storyboard, _ frame: Storyboard.Frame) -> String {
    id(storyboard) + "-step-\(frame.number)"
  }

  /// The scripts of one feature: a heading, then each storyboard.
  static func section(_ storyboards: [Storyboard], feature: String) -> String {
    guard !storyboards.isEmpty else { return "" }
    let id = HTMLGallery.anchor(feature) + "-scripts"
    var html = "<div class=\"storyboards\" role=\"region\" aria-labelledby=\"\(id)-title\">\n"
    html += "<h3 id=\"\(id)-title\">Scripts as storyboards</h3>\n"
    for storyboard in storyboards { html += self.storyboard(storyboard) }
    return html + "</div>\n"
  }

  private static func storyboard(_ storyboard: Storyboard) -> String {
    let id = id(storyboard)
    let escape = HTMLGallery.escape
    var html = "<div class=\"storyboard\" id=\"\(id)\" data-script=\"\(escape(storyboard.path))\""
    html += " role=\"group\" aria-labelledby=\"\(id)-title\">\n"
    html += "<h4 id=\"\(id)-title\"><a class=\"permalink\" href=\"#\(id)\">"
    html += "\(escape(storyboard.name))</a> <small><code>\(escape(storyboard.path))</code> · "
    let steps = storyboard.frames.count
    html += "\(steps) step\(steps == 1 ? "" : "s")</small></h4>\n"
    html += "<ol class=\"frames\">\n"
    for frame in storyboard.frames {
      let frameID = self.id(storyboard, frame)
      let mark =
        switch frame.outcome {
        case .passed?: " <span class=\"pass\" aria-label=\"holds\">✓</span>"
        case .failed?: " <span class=\"mark\" aria-label=\"fails\">✗</span>"
        case nil: ""
        }
      html += "<li><figure class=\"frame\(frame.outcome == .failed ? " broken" : "")\" "
      html += "id=\"\(frameID)\" aria-labelledby=\"\(frameID)-caption\">\n"
      html += "<figcaption id=\"\(frameID)-caption\"><a class=\"permalink\" href=\"#\(frameID)\">"
      html += "Step \(frame.number)</a> <small>line \(frame.line)</small><br>"
      html += "<code>\(escape(frame.caption))</code>\(mark)</figcaption>\n"
      if let screenHTML = frame.screenHTML {
        html += HTMLPhoneStyle.phone(
          screenHTML, scheme: "page", label: "\(storyboard.feature) after step \(frame.number)")
      } else if let screen = frame.screen {
        html += HTMLGallery.screen(screen)
      }
      html += "</figure></li>\n"
    }
    html += "</ol>\n"
    if let error = storyboard.error {
      html += "<div class=\"warning\" role=\"note\"><p><strong>Stopped:</strong></p>"
      html += "<pre>\(escape(error))</pre></div>\n"
    }
    return html + "</div>\n"
  }

  /// The storyboards' styles (added to ``HTMLGallery/style``).
  static let style = """
    .storyboards h3 { margin: 1.2em 0 .4em; font-size: 1.05em; }
    .storyboard { background: var(--card); border-radius: 12px; padding: .6em 1em 1em; \
    margin-bottom: 1em; box-shadow: 0 1px 3px rgba(0,0,0,.12); scroll-margin-top: 1em; }
    .storyboard h4 { margin: .2em 0 .6em; } .storyboard h4 small { font-weight: 400; }
    .frames { list-style: none; margin: 0; padding: 0 0 .4em; display: flex; gap: .8em; \
    overflow-x: auto; }
    .frames > li { flex: 0 0 260px; }
    .frame .phone { max-width: none; min-height: 400px; }
    .frame { margin: 0; scroll-margin-top: 1em; } .frame figcaption { margin-bottom: .4em; }
    .frame figcaption code { overflow-wrap: anywhere; }
    .frame.broken .screen { outline: 2px solid var(--error); }
    .frame:target .screen, .storyboard:target { outline: 3px solid var(--link); }
    .pass { color: var(--ok); font-weight: 600; }
    #narrow:target ~ .layout .frames { flex-direction: column; }
    #narrow:target ~ .layout .frames > li { flex: none; }
    @media (max-width: 700px) { .frames { flex-direction: column; } .frames > li { flex: none; } }
    """
}
