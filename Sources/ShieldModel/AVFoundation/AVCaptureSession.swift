/// AVFoundation's camera capture as privacy code uses it: a session from the default camera to a
/// preview layer laid over the window (Apple, "AVCaptureSession",
/// https://developer.apple.com/documentation/avfoundation/avcapturesession ; iOS 4+; high for the
/// API). An app file's `import AVFoundation` becomes `import ShieldModel` (the AppFiles rewriter).
///
/// Model: the device has one camera for video (``AVCaptureDevice/default(for:)``); an input from it
/// always opens (the model grants camera access; the permission prompt is not modeled); a running
/// session makes its preview layers draw (``AVCaptureVideoPreviewLayer``). `startRunning()` runs at
/// once (on a device it blocks the calling thread until the session runs). Nothing is recorded.
@preconcurrency @MainActor open class AVCaptureSession {
  /// The session's inputs, in the order added.
  public private(set) var inputs: [AVCaptureInput] = []
  /// Whether the session runs (Apple, "isRunning").
  public private(set) var isRunning = false {
    didSet { if isRunning != oldValue { for layer in previewLayers { layer.value?.sessionChanged() } } }
  }
  /// The preview layers showing this session (weak).
  private var previewLayers: [WeakPreviewLayer] = []

  /// A session with no inputs.
  public init() {}
  /// Whether `input` can be added (always, once).
  public func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
  /// Adds `input` (Apple, "addInput(_:)").
  public func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
  /// Removes `input`.
  public func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  /// Starts the flow from the inputs (Apple, "startRunning()"): at once in the model.
  public func startRunning() { isRunning = true }
  /// Stops the flow (Apple, "stopRunning()").
  public func stopRunning() { isRunning = false }

  func register(_ layer: AVCaptureVideoPreviewLayer) {
    previewLayers.removeAll { $0.value == nil }
    previewLayers.append(WeakPreviewLayer(value: layer))
  }

  private struct WeakPreviewLayer {
    weak var value: AVCaptureVideoPreviewLayer?
  }
}

/// A kind of media (Apple, "AVMediaType",
/// https://developer.apple.com/documentation/avfoundation/avmediatype ).
nonisolated public struct AVMediaType: Hashable, Sendable {
  public let rawValue: String
  /// A media type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Video.
  public static let video = AVMediaType(rawValue: "vide")
  /// Audio.
  public static let audio = AVMediaType(rawValue: "soun")
}

/// A capture device (Apple, "AVCaptureDevice",
/// https://developer.apple.com/documentation/avfoundation/avcapturedevice ; iOS 4+).
@preconcurrency @MainActor open class AVCaptureDevice {
  /// The media the device captures.
  public let mediaType: AVMediaType
  init(mediaType: AVMediaType) { self.mediaType = mediaType }
  /// The default device for `mediaType` (Apple, "default(for:)"): the model's device has a camera
  /// and a microphone, so this is never `nil` for video or audio.
  public class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? {
    mediaType == .video || mediaType == .audio ? AVCaptureDevice(mediaType: mediaType) : nil
  }
}

/// An input of a capture session (Apple, "AVCaptureInput").
@preconcurrency @MainActor open class AVCaptureInput {
  init() {}
}

/// An input from a capture device (Apple, "AVCaptureDeviceInput",
/// https://developer.apple.com/documentation/avfoundation/avcapturedeviceinput ).
@preconcurrency @MainActor open class AVCaptureDeviceInput: AVCaptureInput {
  /// The device.
  public let device: AVCaptureDevice
  /// An input from `device` (Apple, "init(device:)"; it throws when the device cannot be opened,
  /// never in the model).
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// How a preview fills its layer (Apple, "AVLayerVideoGravity").
nonisolated public struct AVLayerVideoGravity: Hashable, Sendable {
  public let rawValue: String
  /// A gravity named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Aspect fit.
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  /// Aspect fill.
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
  /// Stretch.
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// A layer showing a capture session's video (Apple, "AVCaptureVideoPreviewLayer",
/// https://developer.apple.com/documentation/avfoundation/avcapturevideopreviewlayer : "A Core
/// Animation layer that displays the video as it's captured"; iOS 4+; high).
///
/// Model: while its session runs, the layer draws an opaque picture over its frame that shows no
/// app content (the camera's), in the display and in captures alike, as any opaque layer (no
/// capture rule of its own is claimed: none is documented); while the session does not run it draws
/// nothing. The video gravity is kept (the model fills the frame whatever it is).
@preconcurrency @MainActor open class AVCaptureVideoPreviewLayer: CALayer {
  /// The session shown.
  public private(set) var session: AVCaptureSession?
  /// How the video fills the layer (kept).
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// A layer with no session: it draws nothing (Apple, "init()" of the layer; a session is set
  /// later in UIKit, kept `nil` here).
  public required init() { super.init() }
  /// A layer showing `session`'s video.
  public init(session: AVCaptureSession) {
    self.session = session
    super.init()
    session.register(self)
    sessionChanged()
  }

  func sessionChanged() {
    backgroundColor = session?.isRunning == true ? CGColor.layerDefaultBlack : nil
  }
}
