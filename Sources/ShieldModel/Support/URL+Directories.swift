// Foundation's directory URLs of iOS 16 (Apple, "documentsDirectory",
// https://developer.apple.com/documentation/foundation/url/documentsdirectory ; iOS 16+; high): the
// app's Documents folder, as `FileManager.urls(for: .documentDirectory, in: .userDomainMask)`
// gives it. Foundation off Apple platforms lacks the property; apps print or store under it,
// which no cover depends on.
extension URL {
  /// The app's Documents folder.
  public static var documentsDirectory: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }
}
