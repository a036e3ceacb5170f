/// The part of SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/) that
/// ``SARIFReport`` writes, as `Codable` values: `nil` fields are left out, and with sorted keys
/// the same log always encodes to the same bytes.
public nonisolated struct SARIFLog: Codable, Hashable, Sendable {
  /// The schema the log claims.
  public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// Always `2.1.0`.
  public var version = "2.1.0"
  /// One run per tool invocation.
  public var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  /// One run of one tool.
  public struct Run: Codable, Hashable, Sendable {
    /// The tool and its rules.
    public var tool: Tool
    /// What the run found, in report order.
    public var results: [Result]
    /// Names the run's category for code scanning (one per command, so `run` and `compare`
    /// uploads do not replace each other).
    public var automationDetails: AutomationDetails?
    /// Where relative URIs point: `%SRCROOT%` is the repository root, described but given no absolute URI (the
    /// clone's path would make the file differ from machine to machine; SARIF 2.1.0 §3.14.14 lets a consumer
    /// resolve it, as code scanning does with the checkout).
    public var originalUriBaseIds: [String: BaseLocation]?
    /// The run's settings and the MASVS version the rules are pinned to.
    public var properties: RunProperties
    /// One invocation: whether it did all its planned work (an interrupted or time-budget run
    /// is not successful, so code scanning does not take its missing results as fixed).
    public var invocations: [Invocation]?
  }

  /// `invocations[]`: how the tool's run ended.
  public struct Invocation: Codable, Hashable, Sendable {
    /// `false` when the run stopped before its planned work was done.
    public var executionSuccessful: Bool
    /// Why it stopped early, for an incomplete run.
    public var exitCodeDescription: String?
    /// What no result says anything about (SARIF 2.1.0 §3.20.21): one note per app-logic script with handlers no
    /// trace reached, at their lines; `nil` (left out) when there is none.
    public var toolExecutionNotifications: [Notification]?
  }

  /// A `notification` of an invocation: a note on the run, not a finding.
  public struct Notification: Codable, Hashable, Sendable {
    /// `note`, `warning` or `error` (a trace kept as holds that no longer replays).
    public var level: String
    /// What it says.
    public var message: Message
    /// The places it is about.
    public var locations: [Location]?
  }

  /// `automationDetails.id`: `category/`.
  public struct AutomationDetails: Codable, Hashable, Sendable {
    /// The category followed by `/`.
    public var id: String
  }

  /// The tool.
  public struct Tool: Codable, Hashable, Sendable {
    /// The tool's component.
    public var driver: Driver
  }

  /// The tool's component and its rules.
  public struct Driver: Codable, Hashable, Sendable {
    /// `lifecycle-fuzz`.
    public var name: String
    /// The tool's version and build (``ToolVersion/text``: `0.28.0 (commit 1a2b3c4d5e6f)`).
    public var version: String?
    /// The tool's semantic version (``ToolVersion/semantic``).
    public var semanticVersion: String?
    /// Where the tool is described.
    public var informationUri: String?
    /// One rule per invariant and capture kind, in ``CellKey/all`` order.
    public var rules: [Rule]
  }

  /// A plain-text message with an optional Markdown form.
  public struct Message: Codable, Hashable, Sendable {
    /// Plain text.
    public var text: String
    /// GitHub-flavored Markdown.
    public var markdown: String?
  }

  /// `defaultConfiguration` of a rule.
  public struct Configuration: Codable, Hashable, Sendable {
    /// `error`, `warning` or `note`.
    public var level: String
  }

  /// A rule: what a result of it means.
  public struct Rule: Codable, Hashable, Sendable {
    /// The stable id (``SecurityRule/id``).
    public var id: String
    /// A PascalCase name.
    public var name: String
    /// One line.
    public var shortDescription: Message
    /// A paragraph.
    public var fullDescription: Message
    /// What to do about it.
    public var help: Message
    /// A page on the weakness.
    public var helpUri: String?
    /// The level its results get.
    public var defaultConfiguration: Configuration
    /// Tags, severities and the standards it maps to.
    public var properties: RuleProperties
  }

  /// A file, relative to a base URI id.
  public struct ArtifactLocation: Codable, Hashable, Sendable {
    /// A relative URI reference (repository-relative with `uriBaseId` `%SRCROOT%`).
    public var uri: String
    /// `%SRCROOT%`, or `nil` for an absolute URI.
    public var uriBaseId: String?
  }

  /// What a `uriBaseId` stands for (`originalUriBaseIds`), described only.
  public struct BaseLocation: Codable, Hashable, Sendable {
    /// What the base is.
    public var description: Message
  }

  /// A region of a file, by lines (1-based).
  public struct Region: Codable, Hashable, Sendable {
    /// The first line, from 1.
    public var startLine: Int
  }

  /// A place in a file.
  public struct PhysicalLocation: Codable, Hashable, Sendable {
    /// The file.
    public var artifactLocation: ArtifactLocation
    /// The lines, when known.
    public var region: Region?
  }

  /// A location with an optional message (for related locations such as the evidence picture).
  public struct Location: Codable, Hashable, Sendable {
    /// An id unique within the result (related locations only).
    public var id: Int?
    /// The place.
    public var physicalLocation: PhysicalLocation
    /// What this location is.
    public var message: Message?
  }

  /// One finding.
  public struct Result: Codable, Hashable, Sendable {
    /// The rule's id.
    public var ruleId: String
    /// The rule's index in ``Driver/rules``.
    public var ruleIndex: Int
    /// `error`, `warning` or `note`.
    public var level: String
    /// What broke, the minimized trace and the replay command.
    public var message: Message
    /// The corpus trace file, or the line declaring the strategy's type when the trace was not saved.
    public var locations: [Location]
    /// The evidence picture, when written; the strategy's declaration for a result at its trace file; the strategy's
    /// descriptor file when that is not the declaration's (the fuzzing glue of a user's app files).
    public var relatedLocations: [Location]?
    /// A baseline entry that accepts it, when one does.
    public var suppressions: [Suppression]?
    /// `lifecycleFuzzSignature/v1`: 16 hex digits of FNV-1a of the failure signature.
    public var partialFingerprints: [String: String]
    /// The signature, strategy, profile, label and trace events.
    public var properties: ResultProperties
    /// Against a run's `--baseline` (SARIF 2.1.0 §3.27.24): `new` (its signature is in no entry), `unchanged` (an
    /// entry holds it) or `absent` (an entry in the run's scope that it did not reach); `nil`, and left out of the
    /// log, without a baseline.
    public var baselineState: String? = nil
  }

  /// An accepted result: `kind` `external` (a baseline file), `status` `accepted`.
  public struct Suppression: Codable, Hashable, Sendable {
    /// `external`.
    public var kind: String
    /// `accepted`.
    public var status: String
    /// The baseline entry's reason.
    public var justification: String
  }

  /// A run's property bag.
  public struct RunProperties: Codable, Hashable, Sendable {
    /// `run` or `compare`.
    public var command: String
    /// The run's seed.
    public var seed: UInt64
    /// Traces per strategy (`run`) or per profile (`compare`).
    public var traces: Int
    /// The MASVS version the rules' control and weakness ids are pinned to.
    public var masvsVersion: String
    /// The profiles the run judged on, each platform's in its run's order (a profile's name carries its `+flag=value`
    /// answers); left out of a log made without them.
    public var profiles: [String]? = nil
    /// Per profile (keyed by its name), every open-question flag of its platform and the answer the run used: the
    /// model's default for the profile's OS version, or the run's `--flag`/`+flag=value`. A verdict that depends on a
    /// flag (a result's `dependsOn`) was reached under this answer.
    public var flags: [String: [String: Bool]]? = nil
    /// `run --sweep-flags` (``FlagSweep``): each strategy and profile that holds, with every weakly-sourced flag
    /// answered the other way, the evidence under its default and the invariants broken under it with their
    /// signature counts (none: it holds there too). Information, not results: a holds that breaks under a flip is
    /// still a holds. Left out without the option.
    public var flagSweep: [FlagSweep.Hold]? = nil
  }

  /// A rule's property bag, as GitHub code scanning reads it.
  public struct RuleProperties: Codable, Hashable, Sendable {
    /// `security`, `external/cwe/cwe-200`, `external/cwe/cwe-359`, `MASVS-PLATFORM-3`,
    /// `MASWE-0055` and the invariant's name, sorted.
    public var tags: [String]
    /// 0.0 to 10.0 as text (``SecurityRule/severity``).
    public var securitySeverity: String
    /// `very-high`: every result is a replayed counterexample, not a guess.
    public var precision: String
    /// `error`, `warning` or `recommendation`.
    public var problemSeverity: String
    /// The MASVS control, with ``RunProperties/masvsVersion``.
    public var masvsControl: String?
    /// The MASWE weakness (beta numbering of MASVS v2.1.0's companion list).
    public var masweWeakness: String?
    /// The MASTG test for iOS that exercises the same leak by hand.
    public var mastgTest: String?
    /// The CWE ids (`CWE-200`, `CWE-359`).
    public var cwe: [String]?

    enum CodingKeys: String, CodingKey {
      case tags, precision, cwe
      case securitySeverity = "security-severity"
      case problemSeverity = "problem.severity"
      case masvsControl = "masvs-control"
      case masweWeakness = "maswe-weakness"
      case mastgTest = "mastg-test"
    }
  }

  /// A result's property bag.
  public struct ResultProperties: Codable, Hashable, Sendable {
    /// The failure signature the fingerprint hashes (``FailureSignature``).
    public var signature: String
    /// The strategy's name.
    public var strategy: String
    /// The profile's name.
    public var profile: String
    /// `new`, `known`, `unshrunk` (`run`), or `minimized`, `cut` (`compare`); with `run --baseline`, the result's
    /// ``Result/baselineState`` (`new`, `unchanged`) or `unshrunk`, the corpus's word then in ``corpusLabel``.
    public var label: String
    /// With `run --baseline`, what the corpus knew (`new`, `known`, `unshrunk`); left out otherwise.
    public var corpusLabel: String? = nil
    /// Generated traces with this signature (`run`) or failing the cell (`compare`).
    public var hits: Int
    /// The minimized trace, one event per element in trace text.
    public var events: [String]
    /// The leaking capture's kind, for a leak.
    public var captureKind: String?
    /// The sensitive views the leaking capture showed, for a leak.
    public var leakingViews: [String]?
    /// The open questions the verdict rests on (``FlagDependence/Dependence/text``), empty when none does.
    public var dependsOn: [String]?
    /// The evidence under each flag or duration of ``dependsOn``, in its order (both flags of a pair, each naming the
    /// other in ``FlagConfidence/together``); absent when none has any.
    public var dependsOnEvidence: [FlagConfidence]?
    /// Why no app code avoids it on its profile (``PlatformLimit/Limit/text``), for a platform limit; left out
    /// otherwise.
    public var platformLimit: String? = nil
  }

  /// A flag or duration a verdict rests on, with the evidence under its default (``FlagEvidence``).
  public struct FlagConfidence: Codable, Hashable, Sendable {
    /// The flag's or duration's name.
    public var name: String
    /// `unverified`, `low`, `medium`, `high` or `setting` (docs/flag-evidence.md, "Levels").
    public var confidence: String
    /// The independent sources the default rests on.
    public var sources: Int
    /// Why the default was chosen.
    public var why: String
    /// For a flag of a pair whose flips change the verdict only together, the other flag's name; left out otherwise.
    public var together: String? = nil
  }
}
