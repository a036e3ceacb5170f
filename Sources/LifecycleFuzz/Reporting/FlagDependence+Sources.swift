/// The sources of the flags a verdict rests on, for `explain`: a `depends on:` line gives a flag's confidence and its
/// count of sources (`switcherCardIsLive=true (high confidence, 5 sources)`), and a security reviewer needs the
/// addresses to check them (``Platform/citedAddresses(ofFlag:)``).
extension FlagDependence {
  /// The heading of the list.
  public nonisolated static let sourcesHeading =
    "sources of the flags named above (the addresses each flag's doc comment cites: its default's, and the other"
    + " answer's where the comment gives them)"

  /// The flags of `dependences` (both of a pair; durations left out), once each in order, with the addresses their
  /// doc comments cite; empty when they name no flag.
  public nonisolated static func sources<Host: Platform>(_ dependences: [Dependence], _: Host.Type) -> [(
    name: String, addresses: [String]
  )] {
    var names: [String] = []
    for d in dependences where !d.isTiming && !d.name.isEmpty && d.pairsLeft == nil {
      for name in [d.name] + (d.partner.map { [$0.name] } ?? []) where !names.contains(name) { names.append(name) }
    }
    return names.map { ($0, Host.citedAddresses(ofFlag: $0)) }
  }

  /// `sources` as text lines of at most `width` columns: the heading, then per flag `  name: ADDRESS, ADDRESS`
  /// (`  name: none cited` for a flag whose comment cites no address); empty for no flag.
  public nonisolated static func sourceLines(_ sources: [(name: String, addresses: [String])], width: Int = 100)
    -> [String]
  {
    guard !sources.isEmpty else { return [] }
    var lines = TextWrapping.lines(sourcesHeading + ":", width: width, indent: "  ")
    for s in sources {
      lines += TextWrapping.list(
        s.addresses.isEmpty ? ["none cited"] : s.addresses, prefix: "  \(s.name): ", width: width, indent: "    ")
    }
    return lines
  }

  /// `sources` as Markdown: the heading and a list, each address a link; empty for no flag.
  public nonisolated static func sourcesMarkdown(_ sources: [(name: String, addresses: [String])]) -> String {
    guard !sources.isEmpty else { return "" }
    var out = ["**" + Escape.markdown(sourcesHeading.prefix(1).uppercased() + sourcesHeading.dropFirst()) + "**", ""]
    for s in sources {
      let links = s.addresses.map { "[\(Escape.markdown($0))](\($0))" }
      out.append("- `\(s.name)`: " + (links.isEmpty ? "none cited" : links.joined(separator: ", ")))
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// `sources` as HTML: the heading and a list, each address a link; empty for no flag.
  public nonisolated static func sourcesHTML(_ sources: [(name: String, addresses: [String])]) -> String {
    guard !sources.isEmpty else { return "" }
    let heading = sourcesHeading.prefix(1).uppercased() + sourcesHeading.dropFirst()
    var out = "<h2>\(Escape.html(heading))</h2>\n<ul class=\"sources\">\n"
    for s in sources {
      let links = s.addresses.map { "<a href=\"\(Escape.html($0))\">\(Escape.html($0))</a>" }
      out +=
        "<li><code>\(Escape.html(s.name))</code>: "
        + (links.isEmpty ? "none cited" : links.joined(separator: ", ")) + "</li>\n"
    }
    return out + "</ul>\n"
  }
}
