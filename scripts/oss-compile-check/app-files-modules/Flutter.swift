// Stub of Flutter's FlutterAppDelegate (framework glue, not measured): a UIApplicationDelegate
// whose `window` the storyboard sets, with overridable callbacks.
@_exported import ShieldModel

// UIKit sets the window through the Objective-C runtime; off Apple platforms a `UIWindow!`
// property is not the protocol's `window: UIWindow?`. So the stored `UIWindow?` that witnesses
// the protocol is this class's (the host hands it the storyboard's window through the protocol,
// and the model's `windowIfImplemented`, what `UIApplication.shared.delegate?.window` reads in a
// plugin's file, finds it), and FlutterAppDelegate overrides it as Flutter declares it,
// `UIWindow!`, taking the app's key window when first read if none was given.
@preconcurrency @MainActor open class FlutterAppDelegateWindowOwner: UIResponder, UIApplicationDelegate {
  open var window: UIWindow?
  public override init() { super.init() }
  open func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  open func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
  ) -> Bool { false }
  open func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { false }
  open func applicationWillResignActive(_ application: UIApplication) {
    for p in FlutterPluginRegistry.shared.applicationDelegates { p.applicationWillResignActive(application) }
  }
  open func applicationDidBecomeActive(_ application: UIApplication) {
    for p in FlutterPluginRegistry.shared.applicationDelegates { p.applicationDidBecomeActive(application) }
  }
  open func applicationDidEnterBackground(_ application: UIApplication) {
    for p in FlutterPluginRegistry.shared.applicationDelegates { p.applicationDidEnterBackground(application) }
  }
  open func applicationWillEnterForeground(_ application: UIApplication) {
    for p in FlutterPluginRegistry.shared.applicationDelegates { p.applicationWillEnterForeground(application) }
  }
}

@preconcurrency @MainActor open class FlutterAppDelegate: FlutterAppDelegateWindowOwner {
  open override var window: UIWindow! {
    get {
      if super.window == nil { super.window = UIApplication.shared.keyWindow }
      return super.window
    }
    set { super.window = newValue }
  }
  public override init() { super.init() }
}

// Stub of Flutter's FlutterSceneDelegate (Flutter 3.38's UIScene support; framework glue, not
// measured; twenty-fifth unseen set): a UIWindowSceneDelegate with a stored `window` the storyboard
// sets and overridable scene callbacks that an app's subclass calls `super` from (in Flutter they
// forward to the plugins' scene delegates; no plugin here registers one).
@preconcurrency @MainActor open class FlutterSceneDelegate: UIResponder, UIWindowSceneDelegate {
  open var window: UIWindow?
  public override init() { super.init() }
  open func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  open func sceneDidDisconnect(_ scene: UIScene) {}
  open func sceneDidBecomeActive(_ scene: UIScene) {}
  open func sceneWillResignActive(_ scene: UIScene) {}
  open func sceneWillEnterForeground(_ scene: UIScene) {}
  open func sceneDidEnterBackground(_ scene: UIScene) {}
}

// Flutter's plugin API (framework glue, not measured): a plugin registers a method channel and,
// with `addApplicationDelegate`, receives the app delegate's callbacks, which FlutterAppDelegate
// forwards to every such plugin as Flutter's does.
public typealias FlutterResult = (Any?) -> Void
public typealias FlutterEventSink = (Any?) -> Void
public let FlutterMethodNotImplemented = NSObject()

public final class FlutterError: NSObject {
  public override init() { super.init() }
  /// Flutter's error result (fourth unseen set: kamel912's plugin returns one).
  public init(code: String, message: String?, details: Any?) { super.init() }
}

public final class FlutterMethodCall: NSObject {
  public let method: String
  public let arguments: Any?
  public init(methodName: String, arguments: Any?) {
    method = methodName
    self.arguments = arguments
  }
}

public protocol FlutterBinaryMessenger: AnyObject {}
final class StubMessenger: FlutterBinaryMessenger {}

public final class FlutterMethodChannel: NSObject {
  public let name: String
  public init(name: String, binaryMessenger: FlutterBinaryMessenger) { self.name = name }
  public func invokeMethod(_ method: String, arguments: Any?) {}
  /// The handler an app delegate sets on its own channel (fourth unseen set): kept by the registry,
  /// so a call from Dart made in glue (`FlutterPluginRegistry.invoke`) reaches it.
  public func setMethodCallHandler(_ handler: ((FlutterMethodCall, @escaping FlutterResult) -> Void)?) {
    FlutterPluginRegistry.shared.channelHandlers.append((name, handler))
  }
}

/// Flutter's root view controller (fourth unseen set). In a Flutter app the window's root is a
/// `FlutterViewController`; under the fuzzer the window shows the app description's screen, so the
/// stub makes every controller one, with the engine's messenger.
public typealias FlutterViewController = UIViewController
extension UIViewController {
  public var binaryMessenger: FlutterBinaryMessenger { FlutterPluginRegistry.shared.messenger() }
}

public protocol FlutterStreamHandler: AnyObject {
  func onListen(withArguments arguments: Any?, eventSink events: @escaping FlutterEventSink) -> FlutterError?
  func onCancel(withArguments arguments: Any?) -> FlutterError?
}

public final class FlutterEventChannel: NSObject {
  public init(name: String, binaryMessenger: FlutterBinaryMessenger) {}
  public func setStreamHandler(_ handler: FlutterStreamHandler?) {}
}

public protocol FlutterPlugin: AnyObject {
  static func register(with registrar: FlutterPluginRegistrar)
  func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult)
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
}

extension FlutterPlugin {
  public func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
}

public protocol FlutterPluginRegistrar: AnyObject {
  func messenger() -> FlutterBinaryMessenger
  func addMethodCallDelegate(_ delegate: FlutterPlugin, channel: FlutterMethodChannel)
  func addApplicationDelegate(_ delegate: FlutterPlugin)
}

/// The engine's registry: the plugins' method-call delegates by channel name, and the plugins that
/// receive the app delegate's callbacks.
///
/// One per running app, as Flutter's: a Flutter app registers its plugins with its own
/// `FlutterAppDelegate` (`GeneratedPluginRegistrant.register(with: self)`), whose engine keeps
/// them, so a new process starts with none. `shared` is the registry of the app delegate the model
/// runs now (`UIApplication.shared.delegate`; a new one for each launch the model makes a new
/// delegate for, and for each trace), and one registry outside any device. A process-wide registry
/// kept every launch's plugins: each later launch called them all again, and one implementation
/// (sanjay) never finished its 300 traces and grew to 2.6 GB.
public final class FlutterPluginRegistry: FlutterPluginRegistrar {
  public static var shared: FlutterPluginRegistry {
    MainActor.assumeIsolated {
      guard Device.current != nil, let owner = UIApplication.shared.delegate.map({ $0 as AnyObject }) else {
        return outside
      }
      if let current, current.owner === owner { return current }
      let registry = FlutterPluginRegistry(owner: owner)
      current = registry
      return registry
    }
  }
  /// The registry of the app delegate last asked for.
  nonisolated(unsafe) private static var current: FlutterPluginRegistry?
  /// The registry of code run outside any device.
  private static let outside = FlutterPluginRegistry(owner: nil)
  /// The app delegate whose registry this is (weak: a registry never outlives its app).
  private weak var owner: AnyObject?
  private init(owner: AnyObject?) { self.owner = owner }
  /// The plugins of the registries whose app is gone. The engine keeps its plugins for the
  /// process's life, and a killed process's memory is reclaimed without any `deinit` running; a
  /// plugin released here would run its `deinit` (sixth unseen set: moksh's `deinit` queues a
  /// block that captures `self`, which the Swift runtime traps as a dangling reference). Never
  /// called again: a later process has its own registry.
  nonisolated(unsafe) private static var endedProcesses: [AnyObject] = []
  deinit {
    Self.endedProcesses += handlers.map { $0.plugin as AnyObject } + applicationDelegates.map { $0 as AnyObject }
  }
  private let stubMessenger = StubMessenger()
  private var handlers: [(channel: String, plugin: FlutterPlugin)] = []
  var applicationDelegates: [FlutterPlugin] = []
  var channelHandlers: [(channel: String, handler: ((FlutterMethodCall, @escaping FlutterResult) -> Void)?)] = []
  public func messenger() -> FlutterBinaryMessenger { stubMessenger }
  public func addMethodCallDelegate(_ delegate: FlutterPlugin, channel: FlutterMethodChannel) {
    handlers.append((channel.name, delegate))
  }
  public func addApplicationDelegate(_ delegate: FlutterPlugin) { applicationDelegates.append(delegate) }
  /// A call from Dart on `channel`, as the app's Dart code makes it.
  public func invoke(_ channel: String, method: String, arguments: Any? = nil) {
    for h in handlers where h.channel == channel {
      h.plugin.handle(FlutterMethodCall(methodName: method, arguments: arguments)) { _ in }
    }
    for h in channelHandlers where h.channel == channel {
      h.handler?(FlutterMethodCall(methodName: method, arguments: arguments)) { _ in }
    }
  }
}

/// The registry's plugin queries and the registrar's asset lookup (fifth unseen set: Eros-FE's app
/// delegate asks `hasPlugin` and `registrar(forPlugin:)`; naninydhruva's plugin looks up an asset key).
extension FlutterPluginRegistry {
  public func hasPlugin(_ pluginKey: String) -> Bool { false }
  public func registrar(forPlugin pluginKey: String) -> FlutterPluginRegistrar? { self }
}
extension FlutterPluginRegistrar {
  public func lookupKey(forAsset asset: String) -> String { "flutter_assets/" + asset }
}
