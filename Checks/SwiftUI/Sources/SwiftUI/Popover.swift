public import Foundation

// doc: https://developer.apple.com/documentation/swiftui/popoverattachmentanchor.md (the page lists the cases
// `point(_:)` and `rect(_:)`; only `rect(_:)`, the default of `popover(item:attachmentAnchor:arrowEdge:content:)`, is
// declared, with the payload type that default implies).
public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
}

// named by: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:).md
// (its default `.rect(.bounds)`, where `bounds` is an anchor source of a rectangle).
public struct Anchor<Value> {
  public struct Source {}
}
extension Anchor<CGRect>.Source {
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

// named by: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:).md
// (its `arrowEdge: Edge?` parameter).
public enum Edge {}
