// The base layer's primitives (`Lock`, issue reporting, `OutsideText`) live in `ConvergenceBase`, below this module
// and `CaseReflection`; re-exported here so `import Dependencies` (and `import Reducer`) still gives them.
@_exported public import ConvergenceBase
