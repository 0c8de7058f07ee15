import Dependencies
import Foundation
import Reducer
import ReducerTesting
import Synchronization
import Testing

/// A key written outside the module, over a store that counts its loads and saves.
struct CountingKey: CustomSharedKey {
  let name: String
  let backend: CountingBackend
  var id: String { name }
  func load(dependencies: DependencyValues) throws -> Int? { try backend.load(name) }
  func save(_ value: Int, dependencies: DependencyValues) throws { try backend.save(value, name) }
}

final class CountingBackend: Sendable {
  struct Failure: Error {}
  private let values: Lock<[String: Int]>
  let loads = Atomic(0)
  let saves = Atomic(0)
  let failsToLoad = Atomic(false)

  init(_ values: [String: Int] = [:]) { self.values = Lock(values) }

  func load(_ name: String) throws -> Int? {
    loads.add(1, ordering: .relaxed)
    if failsToLoad.load(ordering: .relaxed) { throw Failure() }
    return values.withLock { $0[name] }
  }
  func save(_ value: Int, _ name: String) throws {
    saves.add(1, ordering: .relaxed)
    values.withLock { $0[name] = value }
  }
  func value(_ name: String) -> Int? { values.withLock { $0[name] } }
}

@Suite struct CustomSharedKeyTests {
  @Test func keysWithOneIdShareOneReferenceLoadedOnce() {
    let backend = CountingBackend(["count": 3])
    let (first, second, other) = withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      (
        Shared(wrappedValue: 0, CountingKey(name: "count", backend: backend)),
        Shared(wrappedValue: 0, CountingKey(name: "count", backend: backend)),
        Shared(wrappedValue: 0, CountingKey(name: "other", backend: backend))
      )
    }
    #expect(first.wrappedValue == 3, "the stored value, not the default")
    first.withLock { $0 = 4 }
    #expect(second.wrappedValue == 4)
    #expect(other.wrappedValue == 0)
    #expect(backend.loads.load(ordering: .relaxed) == 2, "once per id")
    #expect(backend.value("count") == 4, "saved at once")
  }

  @Test func anUnchangedValueIsNotSaved() {
    let backend = CountingBackend()
    let count = withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      Shared(wrappedValue: 0, CountingKey(name: "count", backend: backend))
    }
    count.withLock { $0 = 0 }
    #expect(backend.saves.load(ordering: .relaxed) == 0)
    count.withLock { $0 = 1 }
    #expect(backend.saves.load(ordering: .relaxed) == 1)
  }

  @Test func aFailedLoadIsAReportedIssueAndTheDefaultIsUsed() {
    let backend = CountingBackend(["count": 3])
    backend.failsToLoad.store(true, ordering: .relaxed)
    withKnownIssue {
      let count = withDependencies {
        $0.defaultInMemoryStorage = InMemorySharedStorage()
      } operation: {
        Shared(wrappedValue: 7, CountingKey(name: "count", backend: backend))
      }
      #expect(count.wrappedValue == 7)
    } matching: {
      $0.description.contains("@Shared(CountingKey(\"count\")) could not be loaded")
        && $0.description.contains("Using the default value")
    }
  }

  @Test func eachStoreOutsideLiveContextGetsFreshReferences() async {
    let backend = CountingBackend(["count": 3])
    _ = withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      Shared(wrappedValue: 0, CountingKey(name: "count", backend: backend))
    }
    _ = withDependencies {
      $0.defaultInMemoryStorage = InMemorySharedStorage()
    } operation: {
      Shared(wrappedValue: 0, CountingKey(name: "count", backend: backend))
    }
    #expect(backend.loads.load(ordering: .relaxed) == 2, "each storage loads the key itself")
  }

  @MainActor @Test func aTestStoreAssertsChangesToACustomKey() async throws {
    let keychain = Keychain(["token": try JSONEncoder().encode("old")])
    let store = TestStore(initialState: SharedStateDocSamples.SignIn.State()) {
      SharedStateDocSamples.SignIn()
    } withDependencies: {
      $0.keychain = keychain
    }
    await withKnownIssue {
      await store.send(.signOutTapped)
    } matching: { issue in
      issue.description.contains("@Shared(.keychain(\"token\"))")
        && issue.description.contains("- \"old\"")
        && issue.description.contains("+ \"\"")
    }
    #expect(try keychain.read("token") == JSONEncoder().encode(""))
  }
}
