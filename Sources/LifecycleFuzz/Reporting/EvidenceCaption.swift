import Foundation

/// Where an evidence picture comes from, drawn under it: that it is the model's drawing and not a device's
/// screenshot, the strategy, the profile, the open questions the verdict rests on, the seed and the tool's version.
/// A picture cut out of a report (a pull-request comment, a sign-off) still says what it is.
public nonisolated enum EvidenceCaption {
  /// The first line of every caption block.
  public static let notAScreenshot = "model drawing, not a device screenshot"

  /// The caption block's lines for `trace`'s picture: `dependences` are what its verdict rests on (``FlagDependence``),
  /// `nil` when they were not worked out (the profile's name then says which answers it sets).
  public static func lines<Host: Platform>(trace: Trace<Host>, dependences: [FlagDependence.Dependence]?) -> [String] {
    let flags: String
    if let dependences, !dependences.contains(where: \.name.isEmpty) {
      flags =
        dependences.isEmpty
        ? "flags: none changes this verdict (each as the profile answers it)"
        : "flags: " + dependences.map(\.text).joined(separator: ", ")
    } else {
      flags = "flags: as the profile answers them (lifecycle-fuzz list profiles)"
    }
    return [
      notAScreenshot, "strategy: \(trace.strategy)", "profile: \(Host.name(of: trace.profile))", flags,
      "seed: \(trace.seed.map(String.init) ?? "none (a hand-written trace)")", "LifecycleFuzz \(ToolVersion.text)",
    ]
  }

  /// `svg` (an `<svg>` element, or a file starting with an XML declaration) inside a picture that adds `lines` below
  /// it in a grey block, the first in bold; a file stays a file. `svg` is returned as it is when it has no size.
  public static func framed(_ svg: String, lines: [String]) -> String {
    let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let isFile = svg.hasPrefix(declaration)
    var inner = isFile ? String(svg.dropFirst(declaration.count)) : svg
    while inner.hasSuffix("\n") { inner.removeLast() }
    guard let width = attribute("width", of: inner), let height = attribute("height", of: inner) else { return svg }
    let lineHeight = 15.0
    let blockWidth = max(width, Double(lines.map(\.count).max() ?? 0) * 6.6 + 16)
    let blockHeight = Double(lines.count) * lineHeight + 10
    let totalHeight = height + 6 + blockHeight
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(blockWidth))\" height=\"\(n(totalHeight))\""
      + " viewBox=\"0 0 \(n(blockWidth)) \(n(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\">"
    out += "<title>\(Escape.html(lines.joined(separator: "; ")))</title>" + inner
    out +=
      "<g class=\"provenance\"><rect x=\"0\" y=\"\(n(height + 6))\" width=\"\(n(blockWidth))\""
      + " height=\"\(n(blockHeight))\" fill=\"#f2f2f7\" stroke=\"#aeaeb2\"/>"
    for (i, line) in lines.enumerated() {
      let y = height + 6 + 16 + Double(i) * lineHeight
      out +=
        "<text x=\"8\" y=\"\(n(y))\" font-size=\"11\" fill=\"#3a3a3c\"\(i == 0 ? " font-weight=\"bold\"" : "")>"
        + Escape.html(line) + "</text>"
    }
    out += "</g></svg>"
    return isFile ? declaration + out + "\n" : out
  }

  /// The number in the first `name="…"` of `svg`'s opening tag.
  static func attribute(_ name: String, of svg: String) -> Double? {
    guard let end = svg.firstIndex(of: ">"), let start = svg.range(of: " \(name)=\"", range: svg.startIndex..<end)
    else { return nil }
    let value = svg[start.upperBound...].prefix { $0 != "\"" }
    return Double(value)
  }

  private static func n(_ d: Double) -> String {
    abs(d - d.rounded()) < 0.05 ? String(Int(d.rounded())) : String(format: "%.1f", d)
  }
}
