// modules: Flutter
// Stub of the flutter_downloader plugin's iOS API (a dependency, not measured): the fifth unseen
// set's Eros-FE app delegate registers it through the engine's plugin registry.
import Flutter

/// The callback through which the plugin registers the app's plugins on its background engine.
public typealias FlutterPluginRegistrantCallback = (FlutterPluginRegistry) -> Void

/// The downloader plugin: registration only.
public final class FlutterDownloaderPlugin: NSObject, FlutterPlugin {
  public static func register(with registrar: FlutterPluginRegistrar) {}
  public static func setPluginRegistrantCallback(_ callback: @escaping FlutterPluginRegistrantCallback) {}
}
