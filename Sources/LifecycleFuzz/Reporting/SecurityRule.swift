import Foundation

/// A security report's rule: one per invariant and capture kind of a platform (the rows of a comparison), so an
/// invariant broken by captures has one rule per capture kind. The platform gives each its severity and why a leak
/// of that kind matters (``Platform/severity(of:captureKind:)``, ``Platform/captureKindWhy(_:)``).
///
/// **Severity scale** (`security-severity`, 0.0 to 10.0, read by GitHub code scanning as
/// critical from 9.0, high from 7.0, medium from 4.0, low below): by how far and how long the
/// sensitive content travels.
/// - 8.0 a stored switcher snapshot: written to the app's container, kept across launches and
///   shown as the card later (MASTG-TEST-0290 pulls it off the device).
/// - 7.5 a recorded frame: a recording may be shared or run by another party (ReplayKit).
/// - 7.0 a mirrored frame: shown live on a second display, to people not holding the device.
/// - 7.0 a lock bypass: the app's content, or the app itself, open to whoever holds the device without the
///   app's authentication.
/// - 6.5 the live switcher card: on the device's screen only, while the switcher is open.
/// - 6.0 a screenshot: taken by the user, kept in Photos.
/// - 5.0 a crash of the strategy: the app dies behind or before its privacy screen.
/// - 3.0 a residue, stranded cover or blocked touch: the app is unusable, not leaking; a team
///   then often turns the privacy screen off.
/// - 2.0 a needless cover (`needless-cover`): a trade-off the strategy promised to avoid, the app
///   hidden for a while from a user still in it; reported as a SARIF `note`.
public nonisolated struct SecurityRule: Hashable, Sendable {
  /// The MASVS version the control and weakness ids are taken from.
  public static let masvsVersion = "MASVS v2.1.0"
  /// MASVS-PLATFORM-3, "The app uses the user interface securely" (MASVS v2.1.0,
  /// https://mas.owasp.org/MASVS/controls/MASVS-PLATFORM-3/).
  public static let masvsControl = "MASVS-PLATFORM-3"
  /// MASWE-0055, "Sensitive Data Leaked via Screenshots or Screen Recordings" (beta numbering,
  /// https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055 ; it names the backgrounding
  /// snapshot among its ways).
  public static let masweWeakness = "MASWE-0055"
  /// The iOS test that checks the backgrounding snapshot by hand
  /// (https://mas.owasp.org/MASTG/tests/ios/MASVS-PLATFORM/MASTG-TEST-0290).
  public static let mastgTest = "MASTG-TEST-0290"

  /// The stable id: `<invariant>/<capture kind>` or `<invariant>` (`snapshot-leak/switcherSnapshot`,
  /// `stranded-cover`), after `<platform>/` for a platform named in files.
  public let id: String
  /// The invariant's name.
  public let invariant: String
  /// What the invariant demands.
  public let invariantSummary: String
  /// The capture kind, for an invariant broken by captures.
  public let captureKind: String?
  /// The capture kind's title (`switcher snapshot`).
  public let captureTitle: String?
  /// Why a leak in this kind of capture matters, one sentence.
  public let why: String
  /// The severity on the scale above, 0.0 to 10.0.
  public let severity: Double
  /// What the verdict was demonstrated on (`LifecycleFuzz's model of UIKit`).
  public let model: String

  /// The rule of `invariant` (and `captureKind`) of `Host`.
  public static func rule<Host: Platform>(_ invariant: Host.Invariant, captureKind: String?, of: Host.Type)
    -> SecurityRule
  {
    let name = captureKind.map { "\(invariant.rawValue)/\($0)" } ?? invariant.rawValue
    return SecurityRule(
      id: Host.isUnnamedInFiles ? name : "\(Host.name)/\(name)", invariant: invariant.rawValue,
      invariantSummary: invariant.summary, captureKind: captureKind,
      captureTitle: captureKind.map(Host.captureKindTitle),
      why: captureKind.map(Host.captureKindWhy) ?? "", severity: Host.severity(of: invariant, captureKind: captureKind),
      model: Host.modelName)
  }

  /// Every rule of `Host`: its invariants in order, one rule per capture kind for those broken by captures.
  public static func rules<Host: Platform>(of host: Host.Type) -> [SecurityRule] {
    Host.Invariant.allCases.flatMap { invariant in
      invariant.captureKindNames.isEmpty
        ? [rule(invariant, captureKind: nil, of: host)]
        : invariant.captureKindNames.map { rule(invariant, captureKind: $0, of: host) }
    }
  }

  /// Whether a result of the rule is a leak of sensitive content (CWE, MASVS, MASWE apply).
  public var isLeak: Bool { captureKind != nil }

  /// Whether a result of the rule is a trade-off the strategy promised to avoid rather than a defect (severity
  /// below 3.0: `needless-cover`).
  public var isTradeOff: Bool { !isLeak && severity < 3.0 }

  /// `error` for a leak or a rule GitHub code scanning reads as high or critical (severity 7.0 and up: a lock bypass,
  /// whose level disagreed with its severity), `note` for a trade-off, `warning` otherwise.
  public var level: String { isLeak || severity >= 7.0 ? "error" : isTradeOff ? "note" : "warning" }

  /// `SnapshotLeakSwitcherSnapshot`.
  public var name: String {
    id.split(whereSeparator: { $0 == "-" || $0 == "/" })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// One line: `Sensitive content in the switcher snapshot`.
  public var shortDescription: String {
    guard let title = captureTitle else { return "\(invariant): \(invariantSummary)" }
    return "Sensitive content in the \(title) (\(invariant))"
  }

  /// What the rule checks and why it matters.
  public var fullDescription: String {
    guard let title = captureTitle else {
      if isTradeOff {
        return "The strategy breaks \(invariant): \(invariantSummary). "
          + "Not a leak nor a broken app: a trade-off it promised to avoid, which its users notice."
      }
      return "The strategy breaks \(invariant): \(invariantSummary). "
        + "Not a leak, but a privacy screen that breaks the app tends to be turned off."
    }
    return "A \(title) the strategy claims to protect showed legible sensitive content: "
      + why + " Demonstrated on \(model) with a minimized, replayable trace."
  }

  /// What to do: replay, explain, fix.
  public var helpText: String {
    let standards =
      isLeak
      ? " Maps to \(Self.masvsControl) (\(Self.masvsVersion)), \(Self.masweWeakness), CWE-200 and CWE-359;"
        + " the manual test is \(Self.mastgTest)." : ""
    return "Replay the trace named in the result (`swift run lifecycle-fuzz replay FILE`) and read its timeline"
      + " (`swift run lifecycle-fuzz explain FILE --format html`), fix the strategy, and keep the trace in the"
      + " corpus as a regression test." + standards
  }

  /// The rule as SARIF.
  var sarif: SARIFLog.Rule {
    var tags = ["lifecycle-fuzz", invariant]
    if isLeak {
      tags += ["security", "external/cwe/cwe-200", "external/cwe/cwe-359", Self.masvsControl, Self.masweWeakness]
    } else {
      tags += ["correctness"]
    }
    return SARIFLog.Rule(
      id: id, name: name, shortDescription: .init(text: shortDescription),
      fullDescription: .init(text: fullDescription), help: .init(text: helpText, markdown: helpText),
      helpUri: isLeak ? "https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055" : nil,
      defaultConfiguration: .init(level: level),
      properties: .init(
        tags: tags.sorted(), securitySeverity: String(format: "%.1f", severity), precision: "very-high",
        problemSeverity: isLeak ? "error" : isTradeOff ? "recommendation" : "warning",
        masvsControl: isLeak ? Self.masvsControl : nil,
        masweWeakness: isLeak ? Self.masweWeakness : nil, mastgTest: isLeak ? Self.mastgTest : nil,
        cwe: isLeak ? ["CWE-200", "CWE-359"] : nil))
  }
}
