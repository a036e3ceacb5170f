// SwiftUI's Core Data surface: the environment's managed object context and `@FetchRequest`
// (Apple, "managedObjectContext",
// https://developer.apple.com/documentation/swiftui/environmentvalues/managedobjectcontext ;
// "FetchRequest", https://developer.apple.com/documentation/swiftui/fetchrequest ; iOS 13+; high).
// Inert as Core Data is in the model (Support/CoreData.swift): results are always empty, which no
// window, presentation or capture depends on.

/// The context every view reads where no ancestor set one: one for the process, holding nothing.
nonisolated(unsafe) private let defaultManagedObjectContext = NSManagedObjectContext(
  concurrencyType: .mainQueueConcurrencyType)

extension EnvironmentValues {
  /// The Core Data context views fetch from; the app sets its container's with
  /// `environment(\.managedObjectContext, _:)`.
  public var managedObjectContext: NSManagedObjectContext {
    get {
      table.values[ObjectIdentifier(NSManagedObjectContext.self)] as? NSManagedObjectContext
        ?? defaultManagedObjectContext
    }
    set { table.values[ObjectIdentifier(NSManagedObjectContext.self)] = newValue }
  }
}

/// The results of a ``FetchRequest``: none in the model.
nonisolated public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  /// The results.
  let results: [Result]
  /// The request's filter.
  public let nsPredicate: NSPredicate?
  /// The request's order.
  public let nsSortDescriptors: [NSSortDescriptor]
  /// The first index.
  public var startIndex: Int { results.startIndex }
  /// Past the last index.
  public var endIndex: Int { results.endIndex }
  /// The result at `position`.
  public subscript(position: Int) -> Result { results[position] }
}

/// SwiftUI's `@FetchRequest`: the results of a Core Data fetch from the environment's context
/// (see the file's note: always empty in the model).
@propertyWrapper public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  private let predicate: NSPredicate?
  private let sortDescriptors: [NSSortDescriptor]
  /// A request sorted by `sortDescriptors`, filtered by `predicate`.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.sortDescriptors = sortDescriptors
    self.predicate = predicate
  }
  /// The request `fetchRequest` describes.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    sortDescriptors = fetchRequest.sortDescriptors ?? []
    predicate = fetchRequest.predicate
  }
  /// The results: none.
  public var wrappedValue: FetchedResults<Result> {
    FetchedResults(results: [], nsPredicate: predicate, nsSortDescriptors: sortDescriptors)
  }
}
