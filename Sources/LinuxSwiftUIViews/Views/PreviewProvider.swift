// named by: https://developer.apple.com/documentation/swiftui/previewprovider.md (the protocol it refines).
@MainActor @preconcurrency public protocol _PreviewProvider {}

// doc: https://developer.apple.com/documentation/swiftui/previewprovider.md
@MainActor @preconcurrency public protocol PreviewProvider: _PreviewProvider {
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype.md
  associatedtype Previews: View
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property.md
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
