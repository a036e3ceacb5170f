import Foundation

extension NSSortDescriptor {
  /// A sort descriptor by the value at `keyPath`, of any type (Apple, "init(keyPath:ascending:)",
  /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:) ;
  /// iOS 10+; high): on Apple platforms any key path of an `@objc` property, optional values
  /// (a Core Data entity's `Date?`) included. Off Apple platforms swift-corelibs-foundation asks
  /// the value to be `Comparable`, which an optional is not, so a fetch's order by an optional
  /// attribute would not compile. **Without behaviour**, as ``init(key:ascending:)``: the key path
  /// is not kept (no model collection sorts by it; the model's fetches return what the app
  /// inserted, see ``NSManagedObjectContext``). Disfavored, so that a comparable value keeps
  /// corelibs' sorting initializer.
  @_disfavoredOverload
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    self.init(key: nil, ascending: ascending)
  }
}
