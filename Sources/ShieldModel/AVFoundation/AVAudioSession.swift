/// The app's audio session as privacy code reads it: the current output route, to tell a
/// QuickTime or HDMI capture by its port (Apple, "AVAudioSession",
/// https://developer.apple.com/documentation/avfaudio/avaudiosession ; iOS 3+; high for the API).
///
/// Model: **without behaviour**. The route is always the built-in speaker and
/// `routeChangeNotification` is never posted: the model's screen mirroring and recording are not
/// audio routes (whether a wired capture shows as an HDMI output is not modeled), so a cover
/// keyed on the route never shows, on any trace.
@preconcurrency @MainActor open class AVAudioSession {
  private static let shared = AVAudioSession()
  /// The app's session (Apple, "sharedInstance()").
  public class func sharedInstance() -> AVAudioSession { shared }
  /// The current route (Apple, "currentRoute"): the built-in speaker.
  public var currentRoute: AVAudioSessionRouteDescription {
    AVAudioSessionRouteDescription(outputs: [AVAudioSessionPortDescription(portType: .builtInSpeaker)])
  }
  /// Posted when the route changes (Apple, "routeChangeNotification"; never in the model).
  nonisolated public static let routeChangeNotification = Notification.Name(
    "AVAudioSessionRouteChangeNotification")

  /// A kind of audio port (Apple, "AVAudioSession.Port").
  nonisolated public struct Port: Hashable, Sendable {
    public let rawValue: String
    /// A port named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The built-in speaker.
    public static let builtInSpeaker = Port(rawValue: "Speaker")
    /// The receiver at the ear.
    public static let builtInReceiver = Port(rawValue: "Receiver")
    /// Wired headphones.
    public static let headphones = Port(rawValue: "Headphones")
    /// HDMI (Apple's spelling).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let HDMI = Port(rawValue: "HDMI")
    /// AirPlay.
    public static let airPlay = Port(rawValue: "AirPlay")
    /// Bluetooth A2DP.
    public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
    /// A USB audio device.
    public static let usbAudio = Port(rawValue: "USBAudio")
    /// A line out.
    public static let lineOut = Port(rawValue: "LineOut")
  }
}

/// The ports of a route (Apple, "AVAudioSessionRouteDescription").
nonisolated public final class AVAudioSessionRouteDescription: Sendable {
  /// The outputs.
  public let outputs: [AVAudioSessionPortDescription]
  /// The inputs (none in the model).
  public let inputs: [AVAudioSessionPortDescription] = []
  init(outputs: [AVAudioSessionPortDescription]) { self.outputs = outputs }
}

/// One port of a route (Apple, "AVAudioSessionPortDescription").
nonisolated public final class AVAudioSessionPortDescription: Sendable {
  /// The port's kind.
  public let portType: AVAudioSession.Port
  /// The port's name.
  public var portName: String { portType.rawValue }
  init(portType: AVAudioSession.Port) { self.portType = portType }
}
