/// The part of an HTML permalink id made from a file name (a bundled script's name): readable,
/// stable, and different for different names.
///
/// A name that is already its own slug (lowercase letters, digits and single dashes, such as
/// `toggle` or `edit-and-save`) is used as it is. Any other name gets its slug, `_`, then the
/// hexadecimal UTF-8 bytes of the name itself: `a b` → `a-b_612062`, `A_B` → `a-b_415f42`, while
/// `a-b` stays `a-b`. Slugs never contain `_` and the bytes spell the whole name, so two names
/// never share an id, and a name's id depends on nothing but the name (adding a script never
/// changes another's permalink).
enum PermalinkID {
  /// The id part for `name`.
  static func component(_ name: String) -> String {
    let slug = HTMLGallery.anchor(name)
    if !slug.isEmpty, slug == name { return slug }
    var id = slug + "_"
    for byte in name.utf8 {
      let digits = String(byte, radix: 16)
      id += byte < 0x10 ? "0" + digits : digits
    }
    return id
  }
}
