/// The standalone HTML form of a comparison: one file, no outside assets, XHTML-compatible
/// markup (it parses as XML), every string from a strategy or trace escaped. Per profile a
/// matrix of failure rates; per counterexample its trace and SVG timeline.
public nonisolated enum ComparisonHTML {
  static let style = """
    body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:24px;color:#1f2328;max-width:1400px}
    h1{font-size:22px}h2{font-size:18px;margin-top:28px}h3{font-size:15px;margin-top:22px}
    table{border-collapse:collapse;font-size:12px}th,td{border:1px solid #d0d7de;padding:4px 6px;text-align:center}
    th{background:#f6f8fa}td.name{text-align:left;font-weight:600}td.unclaimed{color:#777;font-style:italic}
    td a{color:inherit}.ci{color:#555;font-size:10px}pre{background:#f6f8fa;padding:8px;font-size:12px;overflow-x:auto}
    .timeline{overflow-x:auto;border:1px solid #d0d7de;padding:4px}.legend span{display:inline-block;width:10px;height:10px;margin:0 4px 0 12px;vertical-align:middle}
    .note{color:#555;font-size:12px}
    """

  static func head(_ title: String) -> String {
    """
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <title>\(Escape.html(title))</title>
    <style>
    \(style)</style>
    </head>
    <body>

    """
  }

  static let legend = """
    <p class="legend">Points: <span style="background:#d62728"></span>sensitive<span style="background:#1f77b4"></span>cover<span style="background:#9467bd"></span>blurred<span style="background:#555555"></span>system UI<span style="background:#c7c7c7"></span>app, not sensitive<span style="background:#ffffff;border:1px solid #999"></span>nothing.
    Scene states: <span style="background:#2ca02c"></span>active<span style="background:#ff9f1c"></span>inactive<span style="background:#8c8c8c"></span>background.</p>

    """

  /// Background for a failure rate: white at 0, red at 1.
  static func heat(_ rate: Double) -> String {
    let v = Int((255 - 120 * min(1, rate * 2)).rounded())
    return String(format: "#ff%02x%02x", v, v)
  }

  /// The report as one HTML document, ending with a newline.
  public static func text<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    var out = head("LifecycleFuzz strategy comparison")
    out += "<h1>LifecycleFuzz strategy comparison</h1>\n"
    out +=
      "<p>Seed \(report.seed), \(report.traces) traces per \(report.usesRunTraces ? "strategy and " : "")profile of up to "
      + "\(report.maxLength) events. "
      + (report.usesRunTraces
        ? "Each strategy is measured on the traces <code>lifecycle-fuzz run</code> generates for it on that profile (an app-logic script&#8217;s own screens and events), so its cells count what run finds. "
        : "Each trace is generated once against the app without a strategy and replayed against every strategy on that profile, so differences are the strategies&#8217;. ")
      + (report.isCrossProfile
        ? "Every strategy runs on every profile; &#8224; marks a strategy&#8217;s own profile."
        : "Each strategy runs on its own profile.")
      + " Cells: share of traces that fail, with its 95% Wilson interval; italic cells are capture kinds the strategy does not claim to protect. A linked cell opens its minimized counterexample. Made by LifecycleFuzz \(Escape.html(ToolVersion.text)).</p>\n"
    if let note = ComparisonMarkdown.focusNote(report) { out += "<p class=\"note\">\(Escape.html(note))</p>\n" }
    let titles = CellKey<Host>.all.map(\.title)
    let zoom = Host.exposureChannels.map { "<th>\($0.label)</th>" }.joined()
    for (p, profile) in report.profiles.enumerated() {
      out +=
        "<h2>\(Escape.html(Host.name(of: profile))): \(report.traces) traces, \(report.generatedEvents[p]) events</h2>\n<table>\n<tr><th>strategy</th><th>claims</th>"
      out +=
        titles.map { "<th>\($0)</th>" }.joined()
        + zoom + "<th>false-positive cover</th></tr>\n"
      for run in report.runs where run.profile == profile {
        out +=
          "<tr><td class=\"name\">\(Escape.html(run.strategy))\(report.isCrossProfile && run.isOwnProfile ? " &#8224;" : "")</td><td>\(Escape.html(run.claims))</td>"
        for c in run.cells {
          let rate = Double(c.failures) / Double(max(1, run.traces))
          var body =
            "\(formatPercent(rate * 100))<br/><span class=\"ci\">\(ComparisonMarkdown.percentRange(c.interval))</span>"
          if let e = c.exposureSeconds, e > 0 { body += "<br/><span class=\"ci\">exposed \(formatSeconds(e)) s</span>" }
          if c.failures == 0, let id = c.replayedCounterexample {
            body += "<br/><span class=\"ci\">by replay of #\(id)</span>"
          }
          if let id = c.counterexample ?? c.replayedCounterexample { body = "<a href=\"#cx-\(id)\">\(body)</a>" }
          let cls = c.isClaimed ? "" : " class=\"unclaimed\""
          out += "<td\(cls) style=\"background:\(c.isClaimed ? heat(rate) : "#ffffff")\">\(body)</td>"
        }
        for c in Host.exposureChannels.indices {
          out += "<td>\(ComparisonMarkdown.formatMilliseconds(run.exposureSeconds(channel: c))) ms</td>"
        }
        out +=
          "<td>\(formatSeconds(run.falsePositiveCoverSeconds)) s<br/><span class=\"ci\">of \(formatSeconds(run.totalSeconds)) s traced</span></td></tr>\n"
      }
      out += "</table>\n"
    }
    if ComparisonDifference.applies(to: report) {
      let lines = ComparisonDifference.all(in: report).map { $0.text(traces: report.traces) }
      out += "<h2>Where the strategies differ</h2>\n<ul>\n"
      for line in lines.isEmpty ? [ComparisonDifference.noneText] : lines { out += "<li>\(Escape.html(line))</li>\n" }
      out += "</ul>\n"
    }
    out +=
      "<p class=\"note\">\(Escape.html(ComparisonMarkdown.exposureNote(report))) "
      + Host.exposureChannels.map { "\(Escape.html($0.note)) " }.joined()
      + "\(Escape.html(ComparisonMarkdown.falsePositiveNote))</p>\n"
    out += "<h2>Counterexamples</h2>\n"
    if report.counterexamples.isEmpty { out += "<p>None.</p>\n" }
    out += Host.timelineLegendHTML
    for c in report.counterexamples {
      out +=
        "<h3 id=\"cx-\(c.id)\">#\(c.id) \(Escape.html(c.trace.strategy)) on \(Escape.html(Host.name(of: c.trace.profile))): \(Escape.html(c.trace.expected.description))</h3>\n"
        + "<p class=\"depends\">\(Escape.html(FlagDependence.headline(c.dependences)))</p>\n"
        + (c.platformLimit.map { "<p class=\"depends\"><strong>\(Escape.html($0.text))</strong></p>\n" } ?? "")
      out +=
        "<p>\(Escape.html(c.detail)) (\(c.trace.events.count) events, \(c.isMinimized ? "minimized from \(c.originalLength)" : "not minimized; cut from \(c.originalLength)")).</p>\n"
      out += timelineBlock(c.timeline, trace: c.trace)
      if let e = c.evidence {
        out += evidenceBlock(e, caption: EvidenceCaption.lines(trace: c.trace, dependences: c.dependences))
      }
    }
    return out + "</body>\n</html>\n"
  }

  /// The evidence picture of a leak with `caption` (``EvidenceCaption``) drawn under it, and its caption as text.
  static func evidenceBlock(_ e: FindingEvidence, caption: [String]) -> String {
    guard let svg = e.svg else { return "<p>Evidence: \(Escape.html(e.whatLeaked))</p>\n" }
    return "<figure class=\"evidence\">\(EvidenceCaption.framed(svg, lines: caption))<figcaption>Evidence ("
      + Escape.html(EvidenceCaption.notAScreenshot) + "): " + Escape.html(e.caption.joined(separator: "; "))
      + "</figcaption></figure>\n"
  }

  static func timelineBlock<Host: Platform>(_ timeline: Timeline<Host>, trace: Trace<Host>) -> String {
    "<pre>\(Escape.html(trace.readableText))</pre>\n<div class=\"timeline\">\(Host.timelineHTML(timeline))</div>\n<p class=\"note\">Outcome: \(Escape.html(TimelineTable.outcomeText(timeline.outcome)))</p>\n"
  }

  /// The callbacks each step delivered, as the text form lists them under its rows: a table of the steps that
  /// delivered any (none for a timeline without callbacks).
  static func callbacksBlock<Host: Platform>(_ timeline: Timeline<Host>) -> String {
    let steps = timeline.steps.filter { !$0.callbacks.isEmpty }
    guard !steps.isEmpty else { return "" }
    var out = "<h2>Callbacks</h2>\n<p class=\"note\">What the model logged in each step, in order: the platform's"
    out += " callbacks and notifications, and a script's actions (<code>app-logic FILE:LINE: ACTION</code>).</p>\n"
    out += "<table class=\"callbacks\">\n<tr><th>step</th><th>event</th><th>callbacks</th></tr>\n"
    for step in steps {
      out += "<tr><td>\(step.step)</td><td>\(Escape.html(step.eventText))</td><td style=\"text-align:left\">"
      out += step.callbacks.map(Escape.html).joined(separator: ", ") + "</td></tr>\n"
    }
    return out + "</table>\n"
  }

  /// A trace's comment lines joined into the sentences they were wrapped from: a line continues the one
  /// before when that one ends without `.`, `:`, `!` or `?` or when it starts in lower case; a public case's
  /// mark (`case C31: …`, `control C31: …`) stands alone.
  package static func paragraphs(_ comments: [String]) -> [String] {
    var out: [String] = []
    var previousIsMark = true
    for line in comments {
      let isMark = PublicCaseMark(comments: [line]) != nil
      let continues =
        !isMark && !previousIsMark && !out.isEmpty
        && (line.first.map { $0.isLowercase } == true || !(out[out.count - 1].last.map { ".:!?".contains($0) } ?? true))
      if continues { out[out.count - 1] += " " + line } else { out.append(line) }
      previousIsMark = isMark
    }
    return out
  }

  /// One trace's timeline as a standalone page (for `explain --format html`); `title` is
  /// typically the file's path. The trace's comments are shown as text.
  /// A leak's `evidence` follows the timeline.
  public static func page<Host: Platform>(
    timeline: Timeline<Host>, trace: Trace<Host>, title: String, evidence: FindingEvidence? = nil
  ) -> String {
    var out = head("LifecycleFuzz timeline: \(title)")
    out += "<h1>Timeline of \(Escape.html(title))</h1>\n"
    out +=
      "<p>\(Escape.html(trace.strategy)) on \(Escape.html(Host.name(of: trace.profile))); expect \(Escape.html(trace.expected.description)).</p>\n"
    if !trace.comments.isEmpty {
      out += "<ul>\n" + paragraphs(trace.comments).map { "<li>\(Escape.html($0))</li>\n" }.joined() + "</ul>\n"
    }
    out += Host.timelineLegendHTML + timelineBlock(timeline, trace: trace) + callbacksBlock(timeline)
    if let evidence { out += evidenceBlock(evidence, caption: EvidenceCaption.lines(trace: trace, dependences: nil)) }
    return out + "</body>\n</html>\n"
  }
}
