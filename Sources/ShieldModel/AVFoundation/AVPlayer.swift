/// AVFoundation's video playback as privacy code meets it: a player whose video a layer draws
/// (Apple, "AVPlayer", https://developer.apple.com/documentation/avfoundation/avplayer ; iOS 4+;
/// high for the API). An app file's `import AVFoundation` becomes `import ShieldModel`.
///
/// Model: nothing is decoded and no time passes for playback; a player with a current item shows
/// that item's first frame at once in its layers (``AVPlayerLayer``), playing or not. `rate` is
/// what `play()`/`pause()` set.
@preconcurrency @MainActor open class AVPlayer: NSObject {
  /// The item played (Apple, "currentItem").
  public private(set) var currentItem: AVPlayerItem? {
    didSet { if currentItem !== oldValue { for layer in layers { layer.value?.playerChanged() } } }
  }
  /// The playback rate: 1 after ``play()``, 0 after ``pause()`` (Apple, "rate").
  public var rate: Float = 0
  /// Whether the audio is muted (kept; the model plays no sound).
  public var isMuted = false
  /// The audio volume from 0 to 1 (kept).
  public var volume: Float = 1
  /// The layers showing this player (weak).
  private var layers: [WeakPlayerLayer] = []

  /// A player with no item.
  public override init() { super.init() }
  /// A player of `item` (Apple, "init(playerItem:)").
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }
  /// A player of the item at `url` (Apple, "init(url:)").
  public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

  /// Starts playback (Apple, "play()"): the rate becomes 1.
  public func play() { rate = 1 }
  /// Pauses playback (Apple, "pause()"): the rate becomes 0.
  public func pause() { rate = 0 }
  /// Replaces the item played (Apple, "replaceCurrentItem(with:)").
  public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  func register(_ layer: AVPlayerLayer) {
    layers.removeAll { $0.value == nil }
    layers.append(WeakPlayerLayer(value: layer))
  }

  private struct WeakPlayerLayer {
    weak var value: AVPlayerLayer?
  }
}

/// A media item a player plays (Apple, "AVPlayerItem",
/// https://developer.apple.com/documentation/avfoundation/avplayeritem ; iOS 4+). Model: every
/// item has a video track.
@preconcurrency @MainActor open class AVPlayerItem: NSObject {
  /// Where the media is.
  public let url: URL
  /// The item at `url` (Apple, "init(url:)").
  public init(url: URL) {
    self.url = url
    super.init()
  }
}

/// A layer that draws a player's video (Apple, "AVPlayerLayer",
/// https://developer.apple.com/documentation/avfoundation/avplayerlayer : "An object that presents
/// the visual contents of a player object"; iOS 4+; high). It presents nothing until the first
/// video frame of the player's current item is ready (Apple, "isReadyForDisplay",
/// https://developer.apple.com/documentation/avfoundation/avplayerlayer/isreadyfordisplay : "the
/// layer doesn't present any content until the value becomes true"; high).
///
/// Model: the first frame is ready at once, so while its player has a current item the layer draws
/// an opaque picture over its frame that shows no app content (the video's), in the display and in
/// captures alike, as any opaque layer (no capture rule of its own is claimed, as for
/// ``AVCaptureVideoPreviewLayer``; protected (FairPlay) video is not modeled); with no player or
/// no item it draws nothing. The video gravity is kept (the model fills the frame whatever it is).
/// A view backed by one (`override class var layerClass`) has it as its layer (``UIView/layerClass``).
@preconcurrency @MainActor open class AVPlayerLayer: CALayer {
  /// The player whose video the layer draws (Apple, "player").
  public var player: AVPlayer? {
    didSet {
      player?.register(self)
      playerChanged()
    }
  }
  /// How the video fills the layer (kept).
  public var videoGravity: AVLayerVideoGravity = .resizeAspect
  /// Whether the first video frame of the player's current item is ready: whenever there is one.
  public var isReadyForDisplay: Bool { player?.currentItem != nil }

  /// A layer with no player.
  public required init() { super.init() }
  /// A layer showing `player`'s video (Apple, "init(player:)").
  public init(player: AVPlayer?) {
    self.player = player
    super.init()
    player?.register(self)
    playerChanged()
  }

  func playerChanged() {
    backgroundColor = isReadyForDisplay ? CGColor.layerDefaultBlack : nil
  }
}
