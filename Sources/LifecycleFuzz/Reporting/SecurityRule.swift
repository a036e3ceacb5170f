import Foundation
import ShieldModel

/// A security report's rule: one per row of the comparison (``CellKey``), so an invariant broken
/// by captures has one rule per capture kind.
///
/// **Severity scale** (`security-severity`, 0.0 to 10.0, read by GitHub code scanning as
/// critical from 9.0, high from 7.0, medium from 4.0, low below): by how far and how long the
/// sensitive content travels.
/// - 8.0 a stored switcher snapshot: written to the app's container, kept across launches and
///   shown as the card later (MASTG-TEST-0290 pulls it off the device).
/// - 7.5 a recorded frame: a recording may be shared or run by another party (ReplayKit).
/// - 7.0 a mirrored frame: shown live on a second display, to people not holding the device.
/// - 6.5 the live switcher card: on the device's screen only, while the switcher is open.
/// - 6.0 a screenshot: taken by the user, kept in Photos.
/// - 5.0 a crash of the strategy: the app dies behind or before its privacy screen.
/// - 3.0 a residue, stranded cover or blocked touch: the app is unusable, not leaking; a team
///   then often turns the privacy screen off.
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

  /// The row.
  public let key: CellKey

  /// The stable id: ``CellKey/name`` (`snapshot-leak/switcherSnapshot`, `stranded-cover`).
  public var id: String { key.name }

  /// Whether a result of the rule is a leak of sensitive content (CWE, MASVS, MASWE apply).
  public var isLeak: Bool { key.kind != nil }

  /// Every rule, in ``CellKey/all`` order.
  public static let all = CellKey.all.map(SecurityRule.init(key:))

  /// The severity on the scale above.
  public var severity: Double {
    switch key.kind {
    case .switcherSnapshot?: return 8.0
    case .recording?: return 7.5
    case .mirroring?: return 7.0
    case .iPhoneMirroring?: return 7.0
    case .switcherCard?: return 6.5
    case .screenshot?: return 6.0
    case nil: return key.invariant == .crash ? 5.0 : 3.0
    }
  }

  /// `error` for a leak, `warning` otherwise.
  public var level: String { isLeak ? "error" : "warning" }

  /// `SnapshotLeakSwitcherSnapshot`.
  public var name: String {
    id.split(whereSeparator: { $0 == "-" || $0 == "/" })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// One line: `Sensitive content in the switcher snapshot`.
  public var shortDescription: String {
    guard let kind = key.kind else { return "\(key.invariant.rawValue): \(key.invariant.summary)" }
    return "Sensitive content in the \(kind.title) (\(key.invariant.rawValue))"
  }

  /// What the rule checks and why it matters.
  public var fullDescription: String {
    guard let kind = key.kind else {
      return "The strategy breaks \(key.invariant.rawValue): \(key.invariant.summary). "
        + "Not a leak, but a privacy screen that breaks the app tends to be turned off."
    }
    return "A \(kind.title) the strategy claims to protect showed legible sensitive content: "
      + Self.why(kind) + " Demonstrated on LifecycleFuzz's model of UIKit with a minimized, replayable trace."
  }

  static func why(_ kind: CaptureKind) -> String {
    switch kind {
    case .switcherSnapshot:
      return "the system stores this snapshot in the app's container and shows it as the card later."
    case .switcherCard: return "anyone looking at the screen sees it while the app switcher is open."
    case .screenshot: return "the screenshot is kept in Photos."
    case .recording: return "the recording may be shared or made by another party."
    case .mirroring: return "the mirrored display shows it to people not holding the device."
    case .iPhoneMirroring:
      return "the Mac's iPhone Mirroring window shows it, and the app is never told the screen is copied."
    }
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
    var tags = ["lifecycle-fuzz", key.invariant.rawValue]
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
        problemSeverity: isLeak ? "error" : "warning", masvsControl: isLeak ? Self.masvsControl : nil,
        masweWeakness: isLeak ? Self.masweWeakness : nil, mastgTest: isLeak ? Self.mastgTest : nil,
        cwe: isLeak ? ["CWE-200", "CWE-359"] : nil))
  }
}
