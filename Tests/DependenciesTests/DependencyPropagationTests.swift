import Dependencies
import Foundation
import Testing

private enum ValueKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "default"
}

/// Reads ``ValueKey`` from wherever it is called.
private func currentValue() -> String {
  @Dependency(ValueKey.self) var value
  return value
}

@Suite struct DependencyPropagationTests {
  @Test func unstructuredTaskInheritsOverrides() async {
    let task = withDependencies {
      $0[ValueKey.self] = "overridden"
    } operation: {
      Task { currentValue() }
    }
    // The task may run after the scope ended; it still sees the values from where it was created.
    #expect(await task.value == "overridden")
    #expect(currentValue() == "default")
  }

  @Test func nestedTasksKeepInheriting() async {
    let value = await withDependencies {
      $0[ValueKey.self] = "deep"
    } operation: {
      await Task {
        await Task { currentValue() }.value
      }.value
    }
    #expect(value == "deep")
  }

  @Test func taskGroupChildrenInheritOverrides() async {
    let values = await withDependencies {
      $0[ValueKey.self] = "group"
    } operation: {
      await withTaskGroup(of: String.self) { group in
        for _ in 0..<8 {
          group.addTask { currentValue() }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(values == Array(repeating: "group", count: 8))
  }

  @Test func taskGroupChildCanOverrideWithoutAffectingSiblings() async {
    let values = await withDependencies {
      $0[ValueKey.self] = "parent"
    } operation: {
      await withTaskGroup(of: (Int, String).self) { group in
        group.addTask {
          withDependencies {
            $0[ValueKey.self] = "child"
          } operation: {
            (0, currentValue())
          }
        }
        group.addTask { (1, currentValue()) }
        var values: [Int: String] = [:]
        for await (index, value) in group { values[index] = value }
        return values
      }
    }
    #expect(values == [0: "child", 1: "parent"])
  }

  @Test func detachedTaskDoesNotInherit() async {
    let value = await withDependencies {
      $0[ValueKey.self] = "overridden"
    } operation: {
      await Task.detached { currentValue() }.value
    }
    #expect(value == "default")
  }

  @Test func escapedDependenciesReachADispatchQueueCallback() async {
    let (escaped, plain) = await withDependencies {
      $0[ValueKey.self] = "escaped"
    } operation: {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<(String, String), Never>) in
        withEscapedDependencies { dependencies in
          DispatchQueue.global().async {
            // Task-local values do not cross into Dispatch; `yield` brings them back.
            let escaped = dependencies.yield { currentValue() }
            continuation.resume(returning: (escaped, currentValue()))
          }
        }
      }
    }
    #expect(escaped == "escaped")
    #expect(plain == "default")
  }

  @Test func escapedDependenciesYieldAsyncWork() async {
    let captured = withDependencies {
      $0[ValueKey.self] = "captured"
    } operation: {
      withEscapedDependencies { $0 }
    }
    #expect(captured.values[ValueKey.self] == "captured")
    let value = await Task.detached {
      await captured.yield {
        await Task.yield()
        return currentValue()
      }
    }.value
    #expect(value == "captured")
    #expect(currentValue() == "default")
  }
}
