/// A value that dumps as its own text, printed as is (no quotes, no reflection).
///
/// For library values whose dump is best written as Swift source, such as a binding action's
/// `.set(\State.field, value)`.
package protocol VerbatimDumpable {
  /// The text the dump prints for the value.
  var dumpText: String { get }
}

/// How a ``BindingAction`` reads in dumps: its text as written.
package struct BindingDump: VerbatimDumpable {
  package let dumpText: String

  package init(dumpText: String) { self.dumpText = dumpText }
}

/// `\Root.field` for a key path (the runtime's own description where it has one).
package func keyPathName(_ keyPath: AnyKeyPath) -> String {
  let text = String(describing: keyPath)
  return text.hasPrefix("\\") ? text : "\\\(type(of: keyPath).rootType).<field>"
}

/// A property wrapper whose storage (`_name` to reflection) dumps under the wrapped property's name.
package protocol PropertyWrapperDumpable {}
