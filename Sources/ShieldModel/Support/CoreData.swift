// Core Data (`import CoreData`; Apple, "Core Data", https://developer.apple.com/documentation/coredata ;
// iOS 3+; high), the container, context, managed object and fetch request calls an app's
// persistence controller makes, with Apple's signatures. The model keeps no store: a fetch finds
// nothing and a save writes nothing. Kept inert on purpose: what an app stores is its content,
// which the model's app screen stands for, and no window, layer, presentation or capture depends
// on it, so no privacy verdict can; the record lists an app draws from a fetch are empty.

/// How a context runs its blocks (Apple, "NSManagedObjectContextConcurrencyType"; high).
nonisolated public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  /// On a private queue.
  case privateQueueConcurrencyType = 1
  /// On the main queue.
  case mainQueueConcurrencyType = 2
}

/// What a fetch request can return (Apple, "NSFetchRequestResult"; high).
nonisolated public protocol NSFetchRequestResult: AnyObject {}

/// A scratch pad of managed objects (Apple, "NSManagedObjectContext"; high). Its blocks run at once
/// on the caller's thread (the model has one thread). Core Data's classes are not bound to the
/// main actor here (`nonisolated`): a context runs on its own queue in Core Data.
nonisolated open class NSManagedObjectContext: NSObject {
  /// The queue kind it was made with.
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// Whether changes from the parent store are merged in (kept, unused).
  open var automaticallyMergesChangesFromParent = false
  /// The merge policy (kept, unused: nothing is stored, so nothing conflicts).
  open var mergePolicy: Any = "NSErrorMergePolicy"
  /// A context of `type`.
  public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
    concurrencyType = type
    super.init()
  }
  /// Whether unsaved changes exist: never, as the model keeps no objects.
  open var hasChanges: Bool { false }
  /// Saves: nothing to write.
  open func save() throws {}
  /// The objects `request` matches: none (no store).
  open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
  /// How many objects `request` matches: 0.
  open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int { 0 }
  /// Marks `object` deleted: nothing is stored.
  open func delete(_ object: NSManagedObject) {}
  /// Discards unsaved changes: none.
  open func rollback() {}
  /// Forgets every object: none.
  open func reset() {}
  /// Runs `block` (at once; one thread in the model).
  open func perform(_ block: @escaping () -> Void) { block() }
  /// Runs `block` and waits for it.
  open func performAndWait(_ block: () -> Void) { block() }
}

/// A record of a context (Apple, "NSManagedObject"; high); apps subclass it per entity.
nonisolated open class NSManagedObject: NSObject, NSFetchRequestResult {
  /// The context it was inserted into.
  open private(set) weak var managedObjectContext: NSManagedObjectContext?
  /// An object inserted into `context`.
  public init(context: NSManagedObjectContext) {
    managedObjectContext = context
    super.init()
  }
}

/// The description of a fetch (Apple, "NSFetchRequest"; high).
nonisolated open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject {
  /// The entity's name.
  open var entityName: String?
  /// The filter (kept, unused: nothing is stored).
  open var predicate: NSPredicate?
  /// The order (kept, unused).
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most results, 0 for all.
  open var fetchLimit = 0
  /// A request for the entity named `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }
}

/// How a store is opened (Apple, "NSPersistentStoreDescription"; high).
nonisolated open class NSPersistentStoreDescription: NSObject {
  /// The store's file (`/dev/null` makes an in-memory store on a device).
  open var url: URL?
  /// The store's type.
  open var type = "SQLite"
  /// A description of the store at `url`.
  public init(url: URL) {
    self.url = url
    super.init()
  }
  /// Sets a store option (kept, unused).
  open func setOption(_ option: NSObject?, forKey key: String) {}
}

/// A Core Data stack: a model, a store and a main-queue context (Apple, "NSPersistentContainer";
/// iOS 10+; high).
nonisolated open class NSPersistentContainer: NSObject {
  /// The container's (and its model's) name.
  open var name: String
  /// The main-queue context views read.
  open private(set) var viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  /// How its stores open; one, at the default place, until the app changes it.
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// A container of the model named `name`.
  public init(name: String) {
    self.name = name
    persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/\(name).sqlite"))]
    super.init()
  }
  /// Opens the stores: each loads at once without an error (no store is kept).
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }
  /// A new private-queue context.
  open func newBackgroundContext() -> NSManagedObjectContext {
    NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
  }
  /// Runs `block` with a new private-queue context (at once).
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
}

/// A container that mirrors its store to CloudKit (Apple, "NSPersistentCloudKitContainer"; iOS 13+;
/// high): as ``NSPersistentContainer`` in the model (no network).
nonisolated open class NSPersistentCloudKitContainer: NSPersistentContainer {}
