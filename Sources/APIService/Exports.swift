// The errors this module's API speaks (`ServiceError`, `ServiceErrorConvertible`) come from the services' own layer,
// `ConvergenceServices`; re-exported so `import APIService` alone is enough to use them.
@_exported public import ConvergenceServices
