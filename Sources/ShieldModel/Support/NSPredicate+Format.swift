import Foundation

extension NSPredicate {
  /// A predicate parsed from a format string (Apple, "init(format:_:)",
  /// https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:) ; iOS 3+;
  /// high). Off Apple platforms swift-corelibs-foundation marks it unavailable (it has no
  /// predicate parser nor key-value coding), so an app's Core Data fetch filtered by a format
  /// would not compile. **Without behaviour**: a predicate that accepts every object (the model's
  /// fetches return what the app inserted, unfiltered; see ``NSManagedObjectContext``), as
  /// ``NSSortDescriptor/init(key:ascending:)`` keeps no key.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(value: true)
  }
  /// A predicate parsed from a format string and an array of arguments (Apple,
  /// "init(format:argumentArray:)"; iOS 3+); without behaviour, as ``init(format:_:)``.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    self.init(value: true)
  }
}
