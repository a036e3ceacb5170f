/// AVKit's full-screen player controller (Apple, "AVPlayerViewController",
/// https://developer.apple.com/documentation/avkit/avplayerviewcontroller : "A view controller that
/// displays content from a player and presents a native user interface to control playback";
/// iOS 8+; high). An app file's `import AVKit` becomes `import ShieldModel`.
///
/// Model: its view draws the player's video as an ``AVPlayerLayer`` does (an opaque picture over the
/// view while the player has a current item, nothing otherwise); the playback controls are not
/// drawn and take no touches.
@preconcurrency @MainActor open class AVPlayerViewController: UIViewController {
  /// The player whose content the controller shows (Apple, "player").
  public var player: AVPlayer? {
    didSet { playerLayer.player = player }
  }
  /// Whether the controller shows playback controls (kept; not drawn).
  public var showsPlaybackControls = true
  /// How the video fills the view (kept).
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether the first video frame is ready (Apple, "isReadyForDisplay"): whenever the player has
  /// a current item.
  public var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
  /// The layer that draws the video, the view's sublayer once the view is loaded.
  private let playerLayer = AVPlayerLayer()

  /// A controller with no player (Apple, "init(nibName:bundle:)").
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Makes the view that shows the video: a view the size of the controller's, whose player layer
  /// follows its size.
  open override func loadView() {
    let content = PlayerContentView(frame: UIScreen.main.bounds, playerLayer: playerLayer)
    view = content
  }

  /// The controller's view: its player layer is laid over its bounds whenever they change.
  private final class PlayerContentView: UIView {
    nonisolated deinit {}
    private let playerLayer: AVPlayerLayer
    init(frame: CGRect, playerLayer: AVPlayerLayer) {
      self.playerLayer = playerLayer
      super.init(frame: frame)
      layer.addSublayer(playerLayer)
      playerLayer.frame = bounds
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      playerLayer.frame = bounds
    }
  }
}
