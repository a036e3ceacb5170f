import Foundation

extension NSSortDescriptor {
  /// A sort descriptor by a key's value, Foundation's `init(key:ascending:)` (Apple,
  /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:) ;
  /// high). Off Apple platforms swift-corelibs-foundation marks it unavailable (it has no
  /// key-value coding), so app code that builds a fetch's order by key (PhotoKit's
  /// `PHFetchOptions.sortDescriptors`) would not compile. **Without behaviour**: `ascending` is
  /// kept and the key is not (no model collection sorts by a key; the model's photo library is
  /// empty, see ``PHAsset``).
  public convenience init(key: String?, ascending: Bool) {
    // Any key path of a comparable value: corelibs' only designated initializers take one.
    self.init(keyPath: \String.count, ascending: ascending)
  }
}
