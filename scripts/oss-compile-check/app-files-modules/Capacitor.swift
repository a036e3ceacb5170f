// modules: WebKit
// Stub of Capacitor's plugin API (framework bridging, not measured).
@_exported import ShieldModel
import WebKit

public let CAPPluginReturnPromise = "promise"

public struct CAPPluginMethod {
  public init(name: String, returnType: String) {}
}

public protocol CAPBridgedPlugin {
  var identifier: String { get }
  var jsName: String { get }
  var pluginMethods: [CAPPluginMethod] { get }
}

public final class CAPPluginCall {
  public init() {}
  public func getObject(_ key: String) -> [String: Any]? { nil }
  public func resolve(_ data: [String: Any] = [:]) {}
}

public final class CAPBridge {
  public var webView: WKWebView?
  public var viewController: UIViewController?
}

public struct PluginConfig {
  public func getBoolean(_ key: String, _ defaultValue: Bool) -> Bool { defaultValue }
  public func getString(_ key: String, _ defaultValue: String?) -> String? { defaultValue }
}

open class CAPPlugin: NSObject {
  public override init() { super.init() }
  public var bridge: CAPBridge? = CAPBridge()
  open func load() {}
  public func getConfig() -> PluginConfig { PluginConfig() }
  public func notifyListeners(_ eventName: String, data: [String: Any]?) {}
}
