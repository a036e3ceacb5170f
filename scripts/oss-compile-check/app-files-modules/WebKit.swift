// Stub of WebKit (not modeled): the web view a hybrid app's bridge hosts, a plain view here.
@_exported import ShieldModel

open class WKWebView: UIView {}
