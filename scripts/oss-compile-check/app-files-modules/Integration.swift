// modules: XXModels
// Stub of the xx messenger's `Integration` package module (twelfth unseen set, xx): the session
// its app delegate stops and starts.
@_exported import ShieldModel
import XXModels

/// The messages database.
public protocol DBManager {
  func bulkUpdateMessages(_ query: Message.Query, _ assignments: Message.Assignments) throws -> Int
}

/// The messaging session.
public protocol SessionType {
  var hasRunningTasks: Bool { get }
  var dbManager: DBManager { get }
  func start()
  func stop()
}
