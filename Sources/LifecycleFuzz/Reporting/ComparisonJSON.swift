/// The JSON form of a comparison, schema `lifecycle-fuzz/compare` version 2 (documented in
/// docs/compare-json-schema.md): keys sorted, numbers in a fixed format, the same bytes for the
/// same inputs.
public nonisolated enum ComparisonJSON {
  /// The schema version written in `version`; bumped when a key changes meaning or goes away.
  public static let version = 2

  /// The report as JSON text, ending with a newline.
  public static func text<Host: Platform>(_ report: ComparisonReport<Host>) -> String {
    let root: JSONValue = .object([
      "schema": .string("lifecycle-fuzz/compare"),
      "version": .int(version),
      // The build that wrote it (added in schema version 2 without changing any other key).
      "tool": .object([
        "name": .string("lifecycle-fuzz"), "version": .string(ToolVersion.text),
        "semanticVersion": .string(ToolVersion.semantic),
      ]),
      "seed": .string(String(report.seed)),
      "traces": .int(report.traces),
      "maxLength": .int(report.maxLength),
      "crossProfile": .bool(report.isCrossProfile),
      "confidence": .object(["level": .double(0.95), "method": .string("wilson")]),
      "profiles": .array(
        zip(report.profiles, report.generatedEvents).map {
          .object(["name": .string(Host.name(of: $0)), "generatedEvents": .int($1)])
        }),
      "runs": .array(report.runs.map(run)),
      "counterexamples": .array(report.counterexamples.map(counterexample)),
      // Where strategies on one profile differ: a cell some broke and others claim and held (ComparisonDifference).
      "differences": .array(
        ComparisonDifference.all(in: report).map { d in
          .object([
            "profile": .string(d.profile), "cell": .string(d.cell),
            "breaking": .array(
              d.breaking.map { .object(["strategy": .string($0.strategy), "failures": .int($0.failures)]) }),
            "holding": .array(d.holding.map(JSONValue.string)),
          ])
        }),
    ])
    return root.text() + "\n"
  }

  static func run<Host: Platform>(_ r: StrategyRun<Host>) -> JSONValue {
    var fields: [String: JSONValue] = [
      "strategy": .string(r.strategy),
      "claims": .string(r.claims),
      "profile": .string(Host.name(of: r.profile)),
      "ownProfile": .bool(r.isOwnProfile),
      "traces": .int(r.traces),
      "steps": .int(r.steps),
      "cutShort": .int(r.cutShort),
      "falsePositiveCoverSeconds": .double(r.falsePositiveCoverSeconds),
      // The first channel keeps its first name (iOS's only one: the zooming card), so older readers still read it.
      "switcherZoomExposureSeconds": .double(r.exposureSeconds(channel: 0)),
      "totalSeconds": .double(r.totalSeconds),
      "cells": .array(r.cells.map { cell($0, traces: r.traces) }),
    ]
    // A platform with several channels (Android) names each.
    if Host.exposureChannels.count > 1 {
      fields["exposureChannels"] = .array(
        Host.exposureChannels.enumerated().map { c, channel in
          .object(["label": .string(channel.label), "seconds": .double(r.exposureSeconds(channel: c))])
        })
    }
    return .object(fields)
  }

  static func cell<Host: Platform>(_ c: ComparisonCell<Host>, traces: Int) -> JSONValue {
    .object([
      "invariant": .string(c.key.invariant.rawValue),
      "captureKind": c.key.kind.map { .string($0) } ?? .null,
      "claimed": .bool(c.isClaimed),
      "failures": .int(c.failures),
      "failureRate": .double(traces == 0 ? 0 : Double(c.failures) / Double(traces)),
      "interval": .object(["lower": .double(c.interval.lower), "upper": .double(c.interval.upper)]),
      "firstFailure": c.firstFailure.map { .object(["traces": .int($0.traces), "steps": .int($0.steps)]) } ?? .null,
      "exposureSeconds": c.exposureSeconds.map(JSONValue.double) ?? .null,
      "exposureNotMeasured": .bool(c.exposureNotMeasured),
      "counterexample": c.counterexample.map(JSONValue.int) ?? .null,
      "replayedCounterexample": c.replayedCounterexample.map(JSONValue.int) ?? .null,
    ])
  }

  static func counterexample<Host: Platform>(_ c: Counterexample<Host>) -> JSONValue {
    .object([
      "id": .int(c.id),
      "strategy": .string(c.trace.strategy),
      "profile": .string(Host.name(of: c.trace.profile)),
      "expect": .string(c.trace.expected.description),
      "events": .array(c.trace.events.map { .string(Host.vocabulary.text(of: $0)) }),
      "detail": .string(c.detail),
      // What leaked and where (scene points), or null when the cell is not a leak.
      "leak": c.evidence.map { e -> JSONValue in
        e.json ?? .object(["kind": .string(e.captureKind), "views": .array(e.views.map(JSONValue.string))])
      } ?? .null,
      "minimized": .bool(c.isMinimized),
      // The open questions the verdict rests on: each flag or unsourced duration, its answer, the verdict under
      // each other answer that changes it, and the evidence under its default (null when none is recorded).
      // A pair of flags that change it only together is kind "pair" with the second flag under "together"; the note
      // that the pair bound cut the analysis is kind "bound" with the pairs left unreplayed under "pairsLeft".
      "dependsOn": .array(
        c.dependences.map { d in
          var fields: [String: JSONValue] = [
            "name": .string(d.name), "value": .string(d.value),
            "kind": .string(d.pairsLeft != nil ? "bound" : d.partner != nil ? "pair" : d.isTiming ? "timing" : "flag"),
            "otherAnswers": .array(d.alternatives.map(JSONValue.string)),
            "confidence": d.evidence.map { .string($0.level.rawValue) } ?? .null,
            "sources": d.evidence.map { .int($0.sources) } ?? .null,
            "why": d.evidence.map { .string($0.why) } ?? .null,
          ]
          if let p = d.partner {
            fields["together"] = .object([
              "name": .string(p.name), "value": .string(p.value),
              "confidence": p.evidence.map { .string($0.level.rawValue) } ?? .null,
              "sources": p.evidence.map { .int($0.sources) } ?? .null,
              "why": p.evidence.map { .string($0.why) } ?? .null,
            ])
          }
          if let left = d.pairsLeft { fields["pairsLeft"] = .int(left) }
          return .object(fields)
        }),
      "originalLength": .int(c.originalLength),
      // Set when every catalog strategy that claims the invariant breaks it at the same step (PlatformLimit): no
      // app code avoids it on this profile. Null for a strategy's fault.
      "platformLimit": c.platformLimit.map { l -> JSONValue in
        .object([
          "invariant": .string(l.invariant), "profile": .string(l.profile), "step": .int(l.step),
          "event": .string(l.event), "captureKind": l.captureKind.map(JSONValue.string) ?? .null,
          "strategies": .int(l.strategyCount), "text": .string(l.text),
        ])
      } ?? .null,
      "trace": .string(c.trace.text),
      "timeline": Host.timelineJSON(c.timeline),
    ])
  }
}
