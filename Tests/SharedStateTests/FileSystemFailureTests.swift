import Testing

@testable import SharedState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's words in a ``FileSystemFailure``, taken with the thread-safe `strerror_r`.
@Suite struct FileSystemFailureTests {
  @Test(arguments: [
    (ENOTDIR, "Not a directory"), (EACCES, "Permission denied"),
    (ENOSPC, "No space left on device"),
  ])
  func aFailureCarriesTheSystemsTextForItsErrno(code: Int32, text: String) {
    let failure = FileSystemFailure("creating the folder", "/tmp/a/b", errno: code)
    #expect(failure.reason == text)
    #expect(failure.code == code)
    #expect(failure.description == "creating the folder /tmp/a/b: \(text)")
  }

  @Test func anUnknownCodeIsNamedByItsNumber() {
    #expect(FileSystemFailure.systemText(99_999).hasSuffix("99999"))
  }
}
