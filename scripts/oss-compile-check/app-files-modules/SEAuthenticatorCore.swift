// Stub of Salt Edge's SEAuthenticatorCore (the app's own SDK package, not measured): the keys and
// the helpers the app delegate and its coordinator name.
import Foundation

public enum SENetKeys {
  public static let aps = "aps"
  public static let data = "data"
  public static let connectionId = "connection_id"
  public static let authorizationId = "authorization_id"
}
public enum Log {
  public static func debugLog(message: String) {}
}
public enum SEConnectHelper {
  public static func isValid(deepLinkUrl url: URL) -> Bool { false }
  public static func shouldStartInstantActionFlow(url: URL) -> Bool { false }
}
