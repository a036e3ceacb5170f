// Stub of Firebase Messaging (a dependency, not measured): the token the app delegate hands over,
// and the delegate an app names (its optional callbacks are never called here).
import Foundation

public final class Messaging {
  nonisolated(unsafe) private static let shared = Messaging()
  public static func messaging() -> Messaging { shared }
  public var apnsToken: Data?
  /// The app's receiver of tokens and data messages (never called here).
  public weak var delegate: MessagingDelegate?
}

/// Firebase Messaging's delegate; its methods are optional in the SDK, so none is required here.
public protocol MessagingDelegate: AnyObject {}

/// A data message of the SDK's older versions (never delivered here).
public final class MessagingRemoteMessage {
  /// The message's payload.
  public var appData: [AnyHashable: Any] = [:]
}
