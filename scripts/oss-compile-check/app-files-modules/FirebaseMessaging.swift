// Stub of Firebase Messaging (a dependency, not measured): the token the app delegate hands over.
import Foundation

public final class Messaging {
  nonisolated(unsafe) private static let shared = Messaging()
  public static func messaging() -> Messaging { shared }
  public var apnsToken: Data?
}
