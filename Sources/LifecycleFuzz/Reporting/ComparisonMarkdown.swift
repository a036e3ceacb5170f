/// The Markdown form of a comparison, sized for a pull-request comment: per profile, a matrix
/// of failure rates (strategy × invariant and capture kind), then the failing cells with their
/// numbers and counterexamples. Every string from a strategy or trace is escaped.
public nonisolated enum ComparisonMarkdown {
  /// Column titles for ``CellKey/all``.
  static func columnTitles<Host: Platform>(_: Host.Type) -> [String] { CellKey<Host>.all.map(\.shortTitle) }

  /// The report as Markdown, ending with a newline.
  public static func text<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    let columnTitles = Self.columnTitles(Host.self)
    let exposure = Host.exposureChannels.map { " | \($0.label)" }.joined()
    var out: [String] = []
    out.append("### Strategy comparison")
    out.append("")
    out.append(
      "Seed \(report.seed), "
        + (report.usesRunTraces
          ? "per strategy and profile the \(report.traces) traces of up to \(report.maxLength) events that "
            + "`lifecycle-fuzz run` generates for it (an app-logic script's own screens and events), so a strategy's "
            + "cells count what run finds; "
            + (report.isCrossProfile
              ? "every strategy runs on every profile, † marks a strategy's own profile. "
              : "each strategy runs on its own profile. ")
          : "\(report.traces) traces per profile of up to \(report.maxLength) events, each trace replayed against every "
            + "strategy "
            + (report.isCrossProfile
              ? "on that profile; every strategy runs on every profile, † marks a strategy's own profile. "
              : "whose own profile it is. "))
        + "Cells: share of traces that fail, with its 95% Wilson interval. "
        + "*(In italics)*: a capture kind the strategy does not claim to protect. "
        + "Made by LifecycleFuzz \(ToolVersion.text).")
    if let note = focusNote(report) {
      out.append("")
      out.append(Escape.markdown(note))
    }
    for (p, profile) in report.profiles.enumerated() {
      let runs = report.runs.filter { $0.profile == profile }
      out.append("")
      out.append(
        "#### \(Escape.markdown(Host.name(of: profile))): \(report.traces) traces, \(report.generatedEvents[p]) events")
      out.append("")
      out.append(
        "| strategy | " + columnTitles.joined(separator: " | ") + exposure + " | false-positive cover |")
      out.append(
        "|---|" + String(repeating: "---|", count: columnTitles.count + Host.exposureChannels.count) + "---|")
      for run in runs {
        let cells = run.cells.map { c -> String in
          let rate =
            "\(formatPercent(Double(c.failures) / Double(max(1, run.traces)) * 100)) [\(percentRange(c.interval))]"
          // No trace failed it, but another profile's counterexample does when replayed here.
          let replayed = c.failures == 0 ? c.replayedCounterexample.map { ", by replay of #\($0)" } ?? "" : ""
          return c.isClaimed ? (c.fails ? "**\(rate)\(replayed)**" : rate) : "*\(rate)*"
        }
        let fpc = "\(formatSeconds(run.falsePositiveCoverSeconds)) s of \(formatSeconds(run.totalSeconds)) s traced"
        out.append(
          "| \(Escape.markdown(run.strategy))\(ownMark(run, report)) | " + cells.joined(separator: " | ")
            + Host.exposureChannels.indices.map { " | \(formatMilliseconds(run.exposureSeconds(channel: $0))) ms" }
            .joined() + " | \(fpc) |")
      }
    }
    out += ComparisonDifference.markdown(report)
    let failing = report.runs.flatMap { run in run.cells.filter { $0.isClaimed && $0.fails }.map { (run, $0) } }
    out.append("")
    out.append("#### Failing cells")
    out.append("")
    if failing.isEmpty {
      out.append("None: every strategy held every invariant it claims on every trace.")
    } else {
      out.append("| strategy | profile | invariant | failed | first failure | exposure | counterexample |")
      out.append("|---|---|---|---|---|---|---|")
      for (run, c) in failing {
        let first = c.firstFailure.map { "trace \($0.traces), step \($0.steps)" } ?? "-"
        let exposure =
          c.exposureNotMeasured ? "not measured" : c.exposureSeconds.map { "\(formatSeconds($0)) s" } ?? "-"
        let failed = c.failures == 0 ? "0/\(run.traces), by replay" : "\(c.failures)/\(run.traces)"
        let id = c.counterexample ?? c.replayedCounterexample
        out.append(
          "| \(Escape.markdown(run.strategy)) | \(Escape.markdown(Host.name(of: run.profile))) | \(Escape.markdown(c.key.name)) | \(failed) | \(first) | \(exposure) | \(id.map { "#\($0)" } ?? "-") |"
        )
      }
      out.append("")
      for c in report.counterexamples {
        let how = c.isMinimized ? "minimized from \(c.originalLength)" : "not minimized; cut from \(c.originalLength)"
        out.append(
          "- **#\(c.id)** \(Escape.markdown(c.trace.strategy)) on \(Escape.markdown(Host.name(of: c.trace.profile))): "
            + "\(Escape.markdown(c.trace.eventSummary)) (\(c.trace.events.count) events, \(how)): \(Escape.markdown(c.detail))"
            + (c.evidence.map { "; leaked: " + Escape.markdown($0.whatLeaked) } ?? "")
            + "; " + Escape.markdown(FlagDependence.headline(c.dependences))
            + (c.platformLimit.map { "; **" + Escape.markdown($0.text) + "**" } ?? ""))
      }
    }
    out.append("")
    out.append(
      "First failure: traces and steps run until the cell first failed. \(exposureNote(report)) "
        + Host.exposureChannels.map { "\($0.note) " }.joined() + falsePositiveNote)
    return out.joined(separator: "\n") + "\n"
  }

  /// The focus options in one sentence (invariants not checked, weights set), or `nil` when the
  /// comparison ran without them; unescaped.
  static func focusNote<Host: Platform>(_ report: ComparisonReport<Host>) -> String? {
    var parts: [String] = []
    let unchecked = Host.Invariant.allCases.filter { !report.invariants.includes($0) }
    if !unchecked.isEmpty {
      parts.append(
        "not checked: \(unchecked.map(\.rawValue).joined(separator: ", ")) (their cells count no failures)")
    }
    if !report.weightOverrides.isEmpty {
      parts.append("event weights set: \(report.weightOverrides.joined(separator: ", "))")
    }
    return parts.isEmpty ? nil : "Focus: " + parts.joined(separator: "; ") + "."
  }

  /// What exposure means, for the notes under the Markdown and HTML reports.
  static let exposureNote =
    "Exposure: virtual seconds, over all traces, during which sensitive content was visible in that kind of image; "
    + "a leaked switcher snapshot counts from when it was taken until its scene returns to the foreground or the trace ends "
    + "(0 s when the trace ends there), screenshots are instants."

  /// ``exposureNote``, and on run's traces why a claimed leak's exposure reads `not measured`.
  static func exposureNote<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    guard report.usesRunTraces else { return exposureNote }
    return exposureNote
      + " Not measured: on run's traces a leak of a kind the strategy claims ends its trace at the step that took the"
      + " first sensitive image, as run's traces end, so how long it would have shown is not in the trace."
  }

  /// `seconds` as whole milliseconds.
  static func formatMilliseconds(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }

  /// What false-positive cover means, and what its second figure is.
  static let falsePositiveNote =
    "False-positive cover: virtual seconds a cover hid the app while only a system prompt, Control Center or Notification Center was over it, "
    + "of the virtual seconds all traces lasted."

  /// ` †` after a strategy on its own profile in a cross-profile report, else nothing.
  static func ownMark<Host: Platform>(_ run: StrategyRun<Host>, _ report: ComparisonReport<Host>) -> String {
    report.isCrossProfile && run.isOwnProfile ? " †" : ""
  }

  /// `0.0–1.9` (percent, one decimal).
  static func percentRange(_ i: WilsonInterval) -> String {
    String(format: "%.1f–%.1f", i.lower * 100, i.upper * 100)
  }
}
