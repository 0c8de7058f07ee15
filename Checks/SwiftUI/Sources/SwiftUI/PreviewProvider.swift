// named by: https://developer.apple.com/documentation/swiftui/previewprovider.md (the protocol it refines).
public protocol _PreviewProvider {}

// doc: https://developer.apple.com/documentation/swiftui/previewprovider.md
@MainActor @preconcurrency public protocol PreviewProvider: _PreviewProvider {
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype.md
  associatedtype Previews: View
  // doc: https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property.md
  @ContentBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
