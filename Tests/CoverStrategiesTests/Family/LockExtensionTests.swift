import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// The lock family's extensions and widget (`ext=`, `widget=`): each runs outside the app's
/// process, and what it shows is judged against the app's lock promise by `lock-bypass` and
/// `needless-lock`.
@Suite("Lock family: app extensions and widgets")
struct LockExtensionTests {
  private static let base =
    "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=background"

  /// The verdict of `events` for `lock`, as "invariant at step: detail" or "holds".
  private static func outcome(_ lock: String, _ events: [SystemEvent], profile: String = "iphone-ios17-scenes") throws
    -> (verdict: String, detail: String, byConstruction: String?)
  {
    let runner = TraceRunner(
      strategy: try #require(StrategyCatalog.descriptor(named: lock)), profile: try Profile(named: profile))
    switch runner.run(events) {
    case .violated(let v): return ("\(v.invariant.rawValue) at \(v.step)", v.detail, v.byConstruction)
    default: return ("holds", "", nil)
    }
  }

  private static let passedAndLeft: [SystemEvent] = [.launch, .enterPasscode, .goHome, .advance(1)]

  @Test("ext= and widget= print canonically after every other part and parse back; a bad value names the part")
  func names() throws {
    let name = Self.base + ",grace=30,ext=shared,widget=redacted]"
    let c = try LockConfiguration(parsing: name)
    #expect(c.extensionLock == .shared && c.widget == .redacted && c.name == name)
    #expect(
      try LockConfiguration(parsing: "lock[widget=placeholder,ext=own]").name.hasSuffix(",ext=own,widget=placeholder]"))
    #expect(throws: LockConfigurationError(text: "lock[ext=app]", reason: "'ext=app': expected ext=none|own|shared")) {
      try LockConfiguration(parsing: "lock[ext=app]")
    }
    // Only a member that ships them has their events drawn by `run`.
    expectEqual(LockFamily.descriptor(for: c).eventWeights, ["openExtension": 2, "closeExtension": 8, "showWidget": 2])
    #expect(LockFamily.descriptor(for: LockConfiguration()).eventWeights.isEmpty)
    #expect(LockCatalog.representatives.allSatisfy { $0.eventWeights.isEmpty })
  }

  @Test("ext=none: the extension lists the content while the app's lock is due (lock-bypass by construction)")
  func noLock() throws {
    let r = try Self.outcome(Self.base + ",ext=none]", Self.passedAndLeft + [.openExtension(.share)])
    expectEqual(r.verdict, "lock-bypass at 4")
    #expect(
      r.detail.hasPrefix("the share extension at t=1.5 s shows the app's sensitive content while the app is locked"))
    #expect(r.detail.contains("runs in a process of its own, which the app's lock does not reach"))
    expectEqual(r.byConstruction, "ext=none: the extension shows the app's content with no lock")
    // Before the leave's grace has run out the promise does not stand: the content is no break.
    let graced = try Self.outcome(Self.base + ",grace=30,ext=none]", Self.passedAndLeft + [.openExtension(.share)])
    expectEqual(graced.verdict, "holds")
  }

  @Test("ext=own: a new process starts locked, so it asks within the app's grace (needless-lock, the platform's)")
  func ownMemory() throws {
    let within = Self.passedAndLeft + [.openExtension(.autoFill)]
    let r = try Self.outcome(Self.base + ",grace=30,ext=own]", within)
    expectEqual(r.verdict, "needless-lock at 4")
    #expect(
      r.detail.hasPrefix(
        "the AutoFill credential provider extension asked for the lock at t=1.5 s although the app's lock promise "
          + "does not stand"))
    #expect(r.detail.contains("new process of its own; its lock state is its own memory, which starts locked"))
    #expect(r.byConstruction == nil)
    // Once the grace has run out it asks rightly; with the shared store it shows the content within the grace.
    try expectEqual(
      Self.outcome(
        Self.base + ",grace=30,ext=own]", Self.passedAndLeft + [.advance(30), .openExtension(.autoFill)]
      )
      .verdict, "holds")
    try expectEqual(Self.outcome(Self.base + ",grace=30,ext=shared]", within).verdict, "holds")
  }

  @Test("ext=shared: the stored state cannot say the app's process ended (rearm=launch after terminateApp)")
  func sharedStore() throws {
    let lock = "lock[shield=none,when=launch+background,as=window,level=2001,release=keypad,rearm=launch,ext=shared]"
    let ended = try Self.outcome(lock, [.launch, .enterPasscode, .goHome, .terminateApp, .openExtension(.share)])
    expectEqual(ended.verdict, "lock-bypass at 4")
    #expect(
      ended.detail.contains("reads the app group's stored lock state (unpassed=false, no leave stored, grace 0 s)"))
    #expect(ended.byConstruction == nil)
    try expectEqual(Self.outcome(lock, [.launch, .enterPasscode, .goHome, .openExtension(.share)]).verdict, "holds")
    // The lock a process left unpassed is stored: the extension asks.
    try expectEqual(
      Self.outcome(Self.base + ",ext=shared]", [.launch, .goHome, .openExtension(.share)]).verdict, "holds")
  }

  @Test(
    "widgets: the entry shows wherever the system renders it; privacySensitive views only on the locked Lock Screen")
  func widgets() throws {
    let home: [SystemEvent] = [.launch, .enterPasscode, .goHome, .showWidget(.homeScreen)]
    let lockScreen: [SystemEvent] = [.launch, .enterPasscode, .lockDevice, .showWidget(.lockScreen)]
    let redacted = Self.base + ",widget=redacted]"
    let r = try Self.outcome(redacted, home)
    expectEqual(r.verdict, "lock-bypass at 3")
    #expect(r.detail.contains("redacted only on the Lock Screen of a locked device, never for the app's own lock"))
    #expect(r.byConstruction == nil)
    try expectEqual(Self.outcome(redacted, lockScreen).verdict, "holds")
    try expectEqual(
      Self.outcome(redacted, lockScreen, profile: "iphone-ios17-scenes+lockScreenRedactsPrivacySensitive=false")
        .verdict, "lock-bypass at 3")
    let sensitive = try Self.outcome(Self.base + ",widget=sensitive]", lockScreen)
    expectEqual(sensitive.verdict, "lock-bypass at 3")
    expectEqual(sensitive.byConstruction, "widget=sensitive writes the app's content into the entry the system shows")
    try expectEqual(Self.outcome(Self.base + ",widget=placeholder]", home).verdict, "holds")
  }

  @Test("the events' rules: only what the app ships, once it has run, where a host or the screen shows it")
  func refusals() throws {
    let profile = try Profile(named: "iphone-ios17-scenes")
    func makeDevice(_ name: String) throws -> Device {
      TraceRunner(strategy: try #require(StrategyCatalog.descriptor(named: name)), profile: profile).makeSession()
        .device
    }
    let device = try makeDevice(Self.base + ",ext=own,widget=sensitive]")
    expectEqual(device.validationError(for: .openExtension(.share)), "the app has never run: nothing to show")
    try device.apply(.launch)
    expectEqual(device.validationError(for: .openExtension(.share)), "the app is on screen: the host is another app")
    expectEqual(device.validationError(for: .showWidget(.lockScreen)), "the device is not locked")
    try device.apply(.enterPasscode)
    try device.apply(.goHome)
    try device.apply(.openExtension(.share))
    expectEqual(device.validationError(for: .openExtension(.autoFill)), "an extension is already open")
    expectEqual(device.validationError(for: .showWidget(.homeScreen)), "a host app with an extension is in front")
    try device.apply(.closeExtension)
    expectEqual(device.validationError(for: .closeExtension), "no extension is open")
    try device.apply(.terminateApp)
    #expect(device.isValid(.openExtension(.autoFill)) && device.isValid(.showWidget(.homeScreen)))
    let plain = try makeDevice(Self.base + "]")
    expectEqual(plain.validationError(for: .openExtension(.share)), "the app ships no such extension")
    expectEqual(plain.validationError(for: .showWidget(.homeScreen)), "the app ships no widget")
  }

  @Test("run draws the surfaces' events for a member that ships them, and for no other strategy")
  func generation() throws {
    func drawn(_ name: String) throws -> Set<String> {
      var configuration = RunConfiguration<IOSPlatform>(strategies: [])
      configuration.writesCorpus = false
      let campaign = Campaign(configuration: configuration)
      let descriptor = try #require(StrategyCatalog.descriptor(named: name))
      let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
      var seen: Set<String> = []
      for seed in 0..<30 as Range<UInt64> {
        for event in campaign.generateTrace(seed: seed, runner: runner).events {
          switch event {
          case .openExtension, .closeExtension, .showWidget: seen.insert(IOSPlatform.vocabulary.className(of: event))
          default: break
          }
        }
      }
      return seen
    }
    try expectEqual(
      drawn(Self.base + ",grace=30,ext=own,widget=redacted]"), ["openExtension", "closeExtension", "showWidget"])
    #expect(try drawn(Self.base + ",grace=30]").isEmpty)
  }
}
