// TEMPORARY stand-in until Dump lands.
public func dumpValue(_ value: Any, maxDepth: Int = .max) -> String {
  var out = ""
  dump(value, to: &out)
  return out
}
public func diffValues(_ expected: Any, _ actual: Any) -> String? {
  let a = dumpValue(expected)
  let b = dumpValue(actual)
  if a == b { return nil }
  return a.split(separator: "\n").map { "- \($0)" }.joined(separator: "\n") + "\n"
    + b.split(separator: "\n").map { "+ \($0)" }.joined(separator: "\n")
}
