// TEMPORARY: removed when h-ui's FOUNDATION commit (DemoSession.screenText / screenHTML) is merged.
extension DemoSession {
  var screenText: String? { nil }
  var screenHTML: String? { nil }
}
