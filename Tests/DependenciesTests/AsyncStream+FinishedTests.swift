import Dependencies
import Testing

@Suite struct AsyncStreamFinishedTests {
  struct Denied: Error, Equatable {}

  @Test func finishedStreamEndsWithoutAnElement() async {
    var elements: [Int] = []
    for await element in AsyncStream<Int>.finished { elements.append(element) }
    #expect(elements.isEmpty)
  }

  @Test func finishedThrowingStreamEndsCleanlyByDefault() async throws {
    var elements: [Int] = []
    for try await element in AsyncThrowingStream<Int, any Error>.finished() {
      elements.append(element)
    }
    #expect(elements.isEmpty)
  }

  @Test func finishedThrowingStreamThrowsTheGivenErrorFirst() async {
    let stream = AsyncThrowingStream<Int, any Error>.finished(throwing: Denied())
    await #expect(throws: Denied.self) {
      for try await _ in stream {}
    }
  }

  @Test func servesAsAnEndpointsTestValue() async {
    let recognitions: @Sendable (String) -> AsyncStream<String> = { _ in .finished }
    var count = 0
    for await _ in recognitions("en") { count += 1 }
    #expect(count == 0)
  }
}
