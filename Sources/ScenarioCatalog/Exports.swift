// `ServiceError`, `ServiceErrorConvertible` and `ServiceResult` live in the services' own layer,
// `ConvergenceServices`, below this module and `APIService`; re-exported so the scenario kit (and `import Reducer`)
// still gives them.
@_exported public import ConvergenceServices
