// Stub of Core Data (an Apple framework the model does not cover; not measured): the container and
// context calls the apps make, with no store.
import Foundation

open class NSManagedObjectContext {
  public init() {}
  open var hasChanges: Bool { false }
  open func save() throws {}
}
open class NSPersistentContainer {
  public let name: String
  public let viewContext = NSManagedObjectContext()
  public init(name: String) { self.name = name }
}
