/// What one point of a rendered frame shows, as bit flags of the content visible there.
///
/// A kind of content counts as visible at a point when it contributes at least 1% of the
/// composited color: a cover below full opacity does not hide what is under it.
nonisolated public struct Pixel: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Legible sensitive content (the app's, or keyboard suggestions taken from it).
  public static let sensitive = Pixel(rawValue: 1 << 0)
  /// Content drawn by code the model does not know: a cover.
  public static let cover = Pixel(rawValue: 1 << 1)
  /// The app's non-sensitive content.
  public static let neutral = Pixel(rawValue: 1 << 2)
  /// System UI (keyboard keys, alert chrome).
  public static let system = Pixel(rawValue: 1 << 3)
  /// Sensitive content made illegible by a blur above it.
  public static let blurred = Pixel(rawValue: 1 << 4)

  /// One character for terminal and text output: `S` sensitive, `C` cover, `b` blurred,
  /// `k` system, `.` neutral, space for nothing.
  public var glyph: Character {
    if contains(.sensitive) { return "S" }
    if contains(.cover) { return "C" }
    if contains(.blurred) { return "b" }
    if contains(.system) { return "k" }
    if contains(.neutral) { return "." }
    return " "
  }
}

/// A scene rendered to a grid of sample points: `columns` x `rows` points at the centers of
/// equal cells of the scene's bounds, row by row from the top left.
nonisolated public struct Frame: Hashable, Sendable {
  /// Number of sample columns.
  public static let columns = 8
  /// Number of sample rows.
  public static let rows = 20
  /// The samples, row by row.
  public let pixels: [Pixel]

  /// Every kind of content shown somewhere in the frame; kept because checkers ask every step.
  private let shown: Pixel
  /// How many points show legible sensitive content.
  public let sensitivePointCount: Int
  /// How many points show the app's content, sensitive or not (``Pixel/sensitive`` or
  /// ``Pixel/neutral``): ``pointCount(showing:)`` of both, counted once, as checkers ask every step.
  public let appContentPointCount: Int

  /// Creates a frame from `columns * rows` samples.
  public init(pixels: [Pixel]) {
    self.pixels = pixels
    var shown: Pixel = []
    var sensitive = 0
    var content = 0
    for pixel in pixels {
      shown.formUnion(pixel)
      if pixel.contains(.sensitive) { sensitive += 1 }
      if !pixel.isDisjoint(with: [.sensitive, .neutral]) { content += 1 }
    }
    self.shown = shown
    sensitivePointCount = sensitive
    appContentPointCount = content
  }

  /// Whether any point shows legible sensitive content.
  public var showsSensitiveContent: Bool { shown.contains(.sensitive) }
  /// Whether any point shows cover content.
  public var showsCover: Bool { shown.contains(.cover) }
  /// Whether any point shows content of `kind` (one flag or several: any of them).
  public func shows(_ kind: Pixel) -> Bool { !shown.isDisjoint(with: kind) }
  /// How many points show content of `kind` (one flag or several: any of them), `0...pixels.count`.
  ///
  /// A nonisolated loop: a closure written at a main-actor caller would pay an executor check
  /// per point.
  public func pointCount(showing kind: Pixel) -> Int {
    var count = 0
    for pixel in pixels where !pixel.isDisjoint(with: kind) { count += 1 }
    return count
  }

  /// The frame as `rows` lines of `columns` glyphs (see ``Pixel/glyph``).
  public var rendering: [String] {
    (0..<Frame.rows).map { r in
      String(pixels[(r * Frame.columns)..<((r + 1) * Frame.columns)].map(\.glyph))
    }
  }
}

/// What a frame is rendered for; captures that the system excludes secure content from use
/// the secure-canvas rule.
nonisolated public enum RenderPurpose: String, Hashable, Sendable {
  /// What the user sees on the device (also the live app-switcher card).
  case display
  /// The app-switcher snapshot taken after the scene entered the background.
  case switcherSnapshot
  /// A screenshot.
  case screenshot
  /// A frame of a screen recording.
  case recording
  /// A frame sent to a mirrored display.
  case mirroring
  /// A frame in the Mac's iPhone Mirroring window.
  case iPhoneMirroring
}
