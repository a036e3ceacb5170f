/// A drawing of a captured screen as the user would see it, for a leak's evidence: the screen at its real size and
/// orientation inside a device outline, each of the app's views at its frame with its identifier and kind, what is
/// sensitive marked, covers, blurs, the keyboard, system UI and windows the capture blacked out where they are, and
/// where the capture showed sensitive content. Platforms fill it in from their model (iOS: the scene's windows and
/// layers; Android: the windows and their views); ``svg`` draws it the same way for both.
public nonisolated struct ScreenPicture: Hashable, Sendable {
  /// What an element is, which decides how it is drawn.
  public enum Kind: String, Hashable, Sendable {
    /// The app's own content, not sensitive.
    case app
    /// The app's sensitive content (marked, with its name).
    case sensitive
    /// A cover or anything the app draws that the model does not classify (the strategy's).
    case cover
    /// A blur over what lies below.
    case blur
    /// System UI (an alert, a banner, a panel).
    case system
    /// The keyboard.
    case keyboard
    /// A window the capture drew black (secure).
    case blackedOut
  }

  /// One rectangle of the screen.
  public struct Element: Hashable, Sendable {
    /// Left, top, width, height in the screen's points (dp on Android), origin top left.
    public var x, y, width, height: Double
    /// How it is drawn.
    public var kind: Kind
    /// Its name (accessibility identifier, view id), or `nil`.
    public var name: String?
    /// What it is (`UILabel "$ 12,480.17"`, `UITextField`), or `nil`.
    public var detail: String?

    /// An element.
    public init(
      x: Double, y: Double, width: Double, height: Double, kind: Kind, name: String? = nil, detail: String? = nil
    ) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
      self.kind = kind
      self.name = name
      self.detail = detail
    }
  }

  /// The screen's size in points (dp on Android): wider than tall in landscape.
  public var width, height: Double
  /// The elements, bottom to top (drawing order).
  public var elements: [Element] = []
  /// Where the capture showed sensitive content, in the screen's points: rectangles outlined as leaked.
  public var leaked: [Element] = []
  /// The caption, one line each: what leaked, when, which views.
  public var caption: [String] = []

  /// A picture of a `width` by `height` screen.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether the screen is wider than tall.
  public var isLandscape: Bool { width > height }
}

nonisolated extension ScreenPicture {
  /// The long side of the drawn screen, in SVG units.
  static let longSide = 480.0
  /// The device outline's margin around the screen.
  static let bezel = 14.0

  /// The picture as an `<svg>` element (with its namespace, so it also stands alone): the device outline, the
  /// elements, the leaked regions, then the caption (beside a portrait screen, below a landscape one) and a legend.
  /// Every text is escaped; nothing is drawn outside the picture's size.
  public var svg: String {
    let scale = Self.longSide / max(width, height, 1)
    let sw = width * scale
    let sh = height * scale
    let deviceW = sw + 2 * Self.bezel
    let deviceH = sh + 2 * Self.bezel
    let captionWidth = max(260.0, (caption.map(\.count).max() ?? 0).double * 6.6 + 16)
    let legendHeight = 7 * 16.0
    let captionHeight = Double(caption.count) * 16 + 10 + legendHeight
    let beside = !isLandscape
    let totalW = beside ? deviceW + 16 + captionWidth : max(deviceW, captionWidth)
    let totalH = beside ? max(deviceH, captionHeight) : deviceH + 12 + captionHeight
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(totalW + 8))\" height=\"\(n(totalH + 8))\""
      + " viewBox=\"0 0 \(n(totalW + 8)) \(n(totalH + 8))\" font-family=\"Helvetica, Arial, sans-serif\""
      + " data-orientation=\"\(isLandscape ? "landscape" : "portrait")\">"
    out += "<title>\(Escape.html(caption.joined(separator: "; ")))</title><g transform=\"translate(4,4)\">"
    // The device: a dark rounded body, the screen inside it.
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(deviceW))\" height=\"\(n(deviceH))\" rx=\"26\" fill=\"#1c1c1e\"/>"
      + "<rect x=\"\(n(Self.bezel))\" y=\"\(n(Self.bezel))\" width=\"\(n(sw))\" height=\"\(n(sh))\" fill=\"#ffffff\"/>"
    out +=
      "<svg x=\"\(n(Self.bezel))\" y=\"\(n(Self.bezel))\" width=\"\(n(sw))\" height=\"\(n(sh))\" overflow=\"hidden\">"
    for e in elements { out += element(e, scale: scale) }
    for e in leaked {
      // Inset by half the stroke, so an outline along the screen's edge is drawn whole.
      out +=
        "<rect class=\"leaked\" x=\"\(n(e.x * scale + 1.5))\" y=\"\(n(e.y * scale + 1.5))\""
        + " width=\"\(n(max(1, e.width * scale - 3)))\" height=\"\(n(max(1, e.height * scale - 3)))\""
        + " fill=\"#d62728\" fill-opacity=\"0.28\" stroke=\"#d62728\" stroke-width=\"3\" stroke-dasharray=\"8 4\">"
        + "<title>\(Escape.html(e.name ?? "leaked"))</title></rect>"
    }
    out += "</svg>"
    // The caption and a legend.
    let cx = beside ? deviceW + 16 : 0
    var cy = beside ? 16.0 : deviceH + 24
    for (i, line) in caption.enumerated() {
      out += text(line, x: cx, y: cy, size: 12, fill: i == 0 ? "#d62728" : "#222222", bold: i == 0)
      cy += 16
    }
    cy += 6
    let legend: [(String, Kind)] = [
      ("sensitive (named)", .sensitive), ("cover", .cover), ("blur", .blur), ("app, not sensitive", .app),
      ("system UI, keyboard", .system),
    ]
    for (label, kind) in legend {
      let s = style(kind)
      out +=
        "<rect x=\"\(n(cx))\" y=\"\(n(cy - 10))\" width=\"12\" height=\"12\" fill=\"\(s.fill)\" fill-opacity=\"\(s.opacity)\" stroke=\"\(s.stroke)\"/>"
      out += text(label, x: cx + 18, y: cy, size: 11)
      cy += 16
    }
    out +=
      "<rect x=\"\(n(cx))\" y=\"\(n(cy - 10))\" width=\"12\" height=\"12\" fill=\"#d62728\" fill-opacity=\"0.28\" stroke=\"#d62728\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>"
    out += text("where the capture showed sensitive content", x: cx + 18, y: cy, size: 11)
    cy += 16
    // The views are drawn as they are once the step is over; the capture may have come earlier in it.
    out += text("(the screen as it is after that step)", x: cx, y: cy, size: 10, fill: "#666666")
    return out + "</g></svg>"
  }

  /// A standalone SVG file's text.
  public var file: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + svg + "\n" }

  private func element(_ e: Element, scale: Double) -> String {
    let s = style(e.kind)
    let x = e.x * scale
    let y = e.y * scale
    let w = e.width * scale
    let h = e.height * scale
    let title = [e.name, e.detail].compactMap { $0 }.joined(separator: ": ")
    var out =
      "<g class=\"\(e.kind.rawValue)\"\(e.name.map { " data-name=\"\(Escape.html($0))\"" } ?? "")>"
      + "<title>\(Escape.html(title.isEmpty ? e.kind.rawValue : title))</title>"
      + "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"\(s.fill)\""
      + " fill-opacity=\"\(s.opacity)\" stroke=\"\(s.stroke)\" stroke-width=\"\(e.kind == .sensitive ? 2 : 1)\"/>"
    // The name and what it is, inside the rectangle when it fits (two lines of 11 units).
    let lines = [e.name.map { e.kind == .sensitive ? "⚠ " + $0 : $0 }, e.detail].compactMap { $0 }
    let fits = Int((w - 6) / 6.2)
    if h >= 13, fits >= 4 {
      for (i, line) in lines.prefix(h >= 26 ? 2 : 1).enumerated() {
        let clipped = line.count > fits ? String(line.prefix(max(1, fits - 1))) + "…" : line
        out += text(
          clipped, x: x + 4, y: y + 12 + Double(i) * 12, size: 10.5, fill: s.text, bold: i == 0 && e.name != nil)
      }
    }
    return out + "</g>"
  }

  private func style(_ kind: Kind) -> (fill: String, opacity: String, stroke: String, text: String) {
    switch kind {
    case .app: return ("#e5e5ea", "1", "#aeaeb2", "#3a3a3c")
    case .sensitive: return ("#ffd7d5", "1", "#d62728", "#8b0000")
    case .cover: return ("#1f77b4", "0.85", "#0b4f7c", "#ffffff")
    case .blur: return ("#9467bd", "0.45", "#6a3d9a", "#ffffff")
    case .system: return ("#636366", "0.95", "#3a3a3c", "#ffffff")
    case .keyboard: return ("#48484a", "0.95", "#2c2c2e", "#ffffff")
    case .blackedOut: return ("#000000", "1", "#000000", "#ffffff")
    }
  }

  private func text(_ s: String, x: Double, y: Double, size: Double, fill: String = "#222222", bold: Bool = false)
    -> String
  {
    "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(fill)\"\(bold ? " font-weight=\"bold\"" : "")>"
      + "\(Escape.html(s))</text>"
  }

  private func n(_ d: Double) -> String {
    abs(d - d.rounded()) < 0.05 ? String(Int(d.rounded())) : String(format: "%.1f", d)
  }
}

nonisolated extension Int {
  fileprivate var double: Double { Double(self) }
}
