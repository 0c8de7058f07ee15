import Reducer

/// Lists the case names of enum types for "did you mean" suggestions on action literals.
package enum EnumCaseNames {
  /// The case names of `type`, or `nil` when it is not an enum (or cannot be reflected).
  package static func of(_ type: any Any.Type) -> [String]? {
    EnumReflection.caseNames(of: type)
  }
}
