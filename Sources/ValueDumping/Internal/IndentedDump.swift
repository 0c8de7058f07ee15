/// The dump of `value` with every line after the first indented by two more spaces, for diagnostics that print a
/// value under an indented heading.
@usableFromInline
package func indentedDump(_ value: Any) -> String {
  dumpValue(value).split(separator: "\n", omittingEmptySubsequences: false).joined(
    separator: "\n  ")
}
