// capacitor-community/privacy-screen: the plugin's bridging (PrivacyScreenPlugin.swift, set
// aside) and Capacitor's bridge; WKWebView stands for the bridge's web view (WebKit).
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

public class WKWebView: UIView {}

final class CAPBridge {
  var webView: WKWebView?
  var viewController: UIViewController?
}

class PrivacyScreenPlugin {
  var bridge: CAPBridge?
}
