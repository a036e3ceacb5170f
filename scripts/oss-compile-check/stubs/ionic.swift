// ionic-team/capacitor-privacy-screen: Capacitor's plugin types (bridging, set aside).
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

public let CAPPluginReturnPromise = "promise"

public struct CAPPluginMethod {
  public init(name: String, returnType: String) {}
}

public protocol CAPBridgedPlugin {
  var identifier: String { get }
  var jsName: String { get }
  var pluginMethods: [CAPPluginMethod] { get }
}

public class CAPPluginCall {
  func getObject(_ key: String) -> [String: Any]? { nil }
  func resolve(_ data: [String: Any] = [:]) {}
}

open class CAPPlugin: NSObject {
  open func load() {}
}
