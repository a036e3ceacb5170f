import ShieldModel

/// The JSON form of a comparison, schema `lifecycle-fuzz/compare` version 2 (documented in
/// docs/compare-json-schema.md): keys sorted, numbers in a fixed format, the same bytes for the
/// same inputs.
public nonisolated enum ComparisonJSON {
  /// The schema version written in `version`; bumped when a key changes meaning or goes away.
  public static let version = 2

  /// The report as JSON text, ending with a newline.
  public static func text(_ report: ComparisonReport) -> String {
    let root: JSONValue = .object([
      "schema": .string("lifecycle-fuzz/compare"),
      "version": .int(version),
      "seed": .string(String(report.seed)),
      "traces": .int(report.traces),
      "maxLength": .int(report.maxLength),
      "crossProfile": .bool(report.isCrossProfile),
      "confidence": .object(["level": .double(0.95), "method": .string("wilson")]),
      "profiles": .array(
        zip(report.profiles, report.generatedEvents).map {
          .object(["name": .string($0.name), "generatedEvents": .int($1)])
        }),
      "runs": .array(report.runs.map(run)),
      "counterexamples": .array(report.counterexamples.map(counterexample)),
    ])
    return root.text() + "\n"
  }

  static func run(_ r: StrategyRun) -> JSONValue {
    .object([
      "strategy": .string(r.strategy),
      "claims": .string(r.claims),
      "profile": .string(r.profile.name),
      "ownProfile": .bool(r.isOwnProfile),
      "traces": .int(r.traces),
      "steps": .int(r.steps),
      "cutShort": .int(r.cutShort),
      "falsePositiveCoverSeconds": .double(r.falsePositiveCoverSeconds),
      "switcherZoomExposureSeconds": .double(r.switcherZoomExposureSeconds),
      "totalSeconds": .double(r.totalSeconds),
      "cells": .array(r.cells.map { cell($0, traces: r.traces) }),
    ])
  }

  static func cell(_ c: ComparisonCell, traces: Int) -> JSONValue {
    .object([
      "invariant": .string(c.key.invariant.rawValue),
      "captureKind": c.key.kind.map { .string($0.rawValue) } ?? .null,
      "claimed": .bool(c.isClaimed),
      "failures": .int(c.failures),
      "failureRate": .double(traces == 0 ? 0 : Double(c.failures) / Double(traces)),
      "interval": .object(["lower": .double(c.interval.lower), "upper": .double(c.interval.upper)]),
      "firstFailure": c.firstFailure.map { .object(["traces": .int($0.traces), "steps": .int($0.steps)]) } ?? .null,
      "exposureSeconds": c.exposureSeconds.map(JSONValue.double) ?? .null,
      "counterexample": c.counterexample.map(JSONValue.int) ?? .null,
    ])
  }

  static func counterexample(_ c: Counterexample) -> JSONValue {
    .object([
      "id": .int(c.id),
      "strategy": .string(c.trace.strategy),
      "profile": .string(c.trace.profile.name),
      "expect": .string(c.trace.expected.description),
      "events": .array(c.trace.events.map { .string($0.text) }),
      "detail": .string(c.detail),
      // What leaked and where (scene points), or null when the cell is not a leak.
      "leak": c.evidence.map { e -> JSONValue in
        .object([
          "kind": .string(e.kind.rawValue), "scene": .string(e.scene),
          "views": .array(e.leakingViews.map(JSONValue.string)),
          "bounds": .array(
            [e.leakBounds.minX, e.leakBounds.minY, e.leakBounds.width, e.leakBounds.height]
              .map { JSONValue.double(Double($0)) }),
        ])
      } ?? .null,
      "minimized": .bool(c.isMinimized),
      "originalLength": .int(c.originalLength),
      "trace": .string(c.trace.text),
      "timeline": timeline(c.timeline),
    ])
  }

  /// A timeline as an array of steps.
  static func timeline(_ t: Timeline<IOSPlatform>) -> JSONValue {
    .array(
      t.steps.map { s in
        let st = s.state
        return .object([
          "step": .int(s.step),
          "event": .string(s.eventText),
          "time": .double(st.time),
          "app": .string(TimelineText.appState(st)),
          "overlay": st.overlay.map { .string(DeviceSummary.name($0)) } ?? .null,
          "recording": .bool(st.isRecording),
          "mirroring": .bool(st.isMirroring),
          "keyboard": .bool(st.isKeyboardUp),
          "queuedBlocks": .int(st.queuedBlocks),
          "timers": .int(st.timers),
          "animatingLayers": .int(st.animatingLayers),
          "scenes": .array(
            st.scenes.map { sc in
              .object([
                "scene": .string(sc.identifier),
                "state": .string("\(sc.activationState)"),
                "windowLevels": .array(sc.windowLevels.map(JSONValue.double)),
                "cover": .bool(sc.display.showsCover),
                "sensitive": .bool(sc.display.showsSensitiveContent),
                "display": .array(sc.display.rendering.map(JSONValue.string)),
              ])
            }),
          "captures": .array(
            s.captures.map { c in
              .object([
                "kind": .string(c.kind.rawValue),
                "scene": .string(c.scene),
                "time": .double(c.time),
                "sensitivePoints": .int(c.frame.sensitivePointCount),
                "frame": .array(c.frame.rendering.map(JSONValue.string)),
              ])
            }),
          "touch": s.touch.map { .object(["scene": .string($0.scene), "target": .string($0.target)]) } ?? .null,
          "violation": s.violation.map {
            .object(["invariant": .string($0.invariant.rawValue), "detail": .string($0.detail)])
          } ?? .null,
        ])
      })
  }
}
