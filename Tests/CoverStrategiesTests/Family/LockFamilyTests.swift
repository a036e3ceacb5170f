import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Lock family: text form, enumeration and catalog")
struct LockFamilyTextTests {
  @Test("parts in any order, defaults for missing ones, printed canonically")
  @MainActor func canonical() throws {
    let c = try LockConfiguration(parsing: "lock[release=field,as=root,when=foreground+launch]")
    expectEqual(c.name, "lock[shield=resign,when=launch+foreground,as=root,release=field,rearm=background]")
    try expectEqual(
      LockConfiguration(parsing: "lock[]").name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]")
    let all = try LockConfiguration(
      parsing:
        "lock[dismissPresented,endEditing,animated,async,timedLaunch,grace=30,rearm=inactive,release=biometry+keypad,"
        + "modal,style=pageSheet,from=root,as=present,when=becomeActive+resign,shield=background]")
    expectEqual(
      all.name,
      "lock[shield=background,when=resign+becomeActive,as=present,from=root,style=pageSheet,modal,"
        + "release=biometry+keypad,rearm=inactive,grace=30,timedLaunch,async,animated,endEditing,dismissPresented]")
    try expectEqual(LockConfiguration(parsing: all.name), all)
    expectEqual(all.claims, .appSwitcher)
    expectEqual(c.claims, .appSwitcher)
    // settings= (named only): printed after cannotEvaluate=, and the app calls it answers.
    let set = try LockConfiguration(parsing: "lock[settings=launch,cannotEvaluate=stay]")
    #expect(set.name.hasSuffix(",cannotEvaluate=stay,settings=launch]"))
    try expectEqual(LockConfiguration(parsing: set.name), set)
    expectEqual(LockStrategy(set).appCalls, ["lockOff", "lockOn", "lockAfter0", "lockAfter60"])
    expectEqual(LockStrategy(c).appCalls, [])
    expectEqual(LockSettingCall("lockAfter300"), .after(300))
    #expect(LockSettingCall("lockOff") == .off && LockSettingCall("lockAfter-1") == nil)
  }

  @Test(
    "a malformed lock name says which part is wrong",
    arguments: [
      ("lock[shield=blur]", "'shield=blur': expected shield=none|resign|background"),
      (
        "lock[when=launch+idle]",
        "'when=launch+idle': expected moments launch|resign|background|foreground|becomeActive joined by +"
      ),
      ("lock[as=window,from=top]", "'from=top': only with as=present"),
      ("lock[level=99999]", "'level=99999': expected a window level from -10 to 10000"),
      ("lock[grace=-1]", "'grace=-1': expected seconds from 0 to 3600"),
      (
        "lock[release=faceid]",
        "'release=faceid': expected release=biometry|field|keypad|biometry+field|biometry+keypad|none"
      ),
      (
        "lock[shake]",
        "'shake': unknown part (expected shield=, when=, hook=, as=, level=, key, hideMain, from=, style=, modal, of=, popGestureDisabled, release=, auth=, rearm=, grace=, graceFrom=, idle=, idleFrom=, policy=, unlockOn=, repromptOn=, timedLaunch, async, animated, endEditing, dismissPresented, restoreResponder, focus=, hiddenField, appFocus, stacks, keepContext, askFrom=, unguarded, onError=, cannotEvaluate=, fallback=, clock=, wrong=, settings=, secret=, secretRead=, lockView=, reuse=, invalidateAt=, noRetry, recheck=, biometryKept, guardSettings, ext=, extAuth, widget=, noNeedlessCover, promise=, section=, guards=)"
      ),
    ])
  func errors(name: String, reason: String) {
    #expect(
      performing: { try LockConfiguration(parsing: name) },
      throws: { ($0 as? LockConfigurationError)?.reason == reason })
    expectEqual(StrategyCatalog.familyNameError(name), "malformed strategy name '\(name)': \(reason)")
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("the enumeration decodes every index to a member whose name parses back to it")
  func enumeration() throws {
    expectEqual(LockFamily.count, 1_532_805_120)
    // A prime stride visits every residue of every radix product, so each dimension takes each of its values in
    // the 15,330 members tried; the name parts seen prove it (as many as the 153,692 members of stride 9,973 had,
    // which cost ten times as long: 40 s of a loaded serial run).
    var parts: Set<Substring> = []
    for i in stride(from: 0, to: LockFamily.count, by: 99_991) {
      let c = LockFamily.member(at: i)
      #expect(try LockConfiguration(parsing: c.name) == c, "\(i)")
      parts.formUnion(c.name.dropFirst("lock[".count).dropLast().split(separator: ","))
    }
    #expect(parts.count == 63, "\(parts.sorted())")
    expectEqual(LockFamily.member(at: LockFamily.count), LockFamily.member(at: 0))
    expectEqual(
      LockFamily.member(at: 0).name,
      "lock[shield=none,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]")
  }

  @Test("sampling is deterministic, distinct and independent of the cover family's")
  func sampling() {
    let a = FamilySampler.sampleLocks(count: 5, seed: 7).map(\.name)
    expectEqual(a, FamilySampler.sampleLocks(count: 5, seed: 7).map(\.name))
    #expect(Set(a).count == 5 && a.allSatisfy { $0.hasPrefix("lock[") })
    #expect(a != FamilySampler.sampleLocks(count: 5, seed: 8).map(\.name))
  }

  @Test("the sampler draws the named-only dimensions where valid; the enumeration and its count are unchanged")
  func samplingNamedOnly() throws {
    expectEqual(LockFamily.count, 1_532_805_120)
    expectEqual(LockFamily.namedOnlyChoices, 1_658_880)
    let sampled = FamilySampler.sampleLocks(count: 200, seed: 11)
    let members = try sampled.map { try LockConfiguration(parsing: $0.name) }
    // Each name reads back as itself: every drawn combination is valid.
    expectEqual(members.map(\.name), sampled.map(\.name))
    for part in [
      "focus=", "hiddenField", "appFocus", "cannotEvaluate=", "ext=", "widget=", "fallback=", "clock=", "settings=",
      "secret=", "lockView=",
    ] {
      #expect(sampled.contains { $0.name.contains(part) }, "\(part)")
    }
    #expect(members.allSatisfy { ($0.fieldFocus == .tap && !$0.hidesField) || $0.release.usesField })
    #expect(members.allSatisfy { $0.cannotEvaluate == nil || $0.release.usesBiometry })
    #expect(members.allSatisfy { $0.fallback == nil || ($0.release.usesBiometry && $0.policy == .biometrics) })
    #expect(members.allSatisfy { $0.clock == .date || $0.grace > 0 })
    // secretRead= is drawn too (digits 9 and 10 of the named-only choice: secret=userPresence, secretRead=context).
    #expect(
      LockFamily.withNamedOnlyDimensions(LockConfiguration(), choice: 405_504).name.hasSuffix(
        ",secret=userPresence,secretRead=context]"))
    #expect(members.allSatisfy { $0.secret == nil || ($0.release.usesBiometry && $0.unlocksOn.isEmpty && !$0.stacks) })
    // A member that ships a surface is fuzzed with its events; one that answers the refusals with the settings.
    for (d, m) in zip(sampled, members) {
      expectEqual((d.eventWeights["openExtension"] != nil), (m.extensionLock != nil))
      expectEqual((d.eventWeights["showWidget"] != nil), (m.widget != nil))
      expectEqual(d.appFocusesTypingField, m.appFocusesField)
    }
    // Choice 0 leaves a member as the enumeration names it.
    expectEqual(
      LockFamily.withNamedOnlyDimensions(LockFamily.member(at: 12_345), choice: 0), LockFamily.member(at: 12_345))
  }

  @Test("the default set holds eight representatives named canonically, and the two old names")
  func catalog() throws {
    let locks = StrategyCatalog.all.filter { $0.make().isAppLock }
    expectEqual(locks.count, 10)
    expectEqual(locks.map(\.name).prefix(2), ["sheet-app-lock", "window-app-lock"])
    for d in locks.dropFirst(2) {
      try expectEqual(LockConfiguration(parsing: d.name).name, d.name)
      expectEqual(StrategyCatalog.descriptor(named: d.name)?.name, d.name)
    }
    expectEqual(LockStrategy.passcode, Device.userPasscode)
  }
}

@Suite("Lock family on the command line")
struct LockFamilyCommandLineTests {
  @Test("run --lock-family n fuzzes n sampled lock members; list strategies shows the syntax")
  func runLockFamily() {
    let r = runInProcess(["run", "--no-corpus", "--traces", "10", "--lock-family", "2", "--verbose"])
    let headers = r.out.split(separator: "\n").filter {
      $0.hasPrefix("lock[") && $0.contains(" (source: app-lock survey) on ")
    }
    expectEqual(headers.count, 2)
    #expect(!r.out.contains("subview-tag (seed 003)"))
    expectEqual(runInProcess(["run", "--lock-family", "0"]).code, .usage)
    // The family has 1.5·10⁹ members; a sample is capped so that it cannot exhaust memory before the run starts.
    let huge = runInProcess(["run", "--lock-family", "100001"])
    expectEqual(huge.code, .usage)
    expectEqual(huge.err, "error: --lock-family takes a whole number from 1 to 100000, not '100001'\n")
    let list = runInProcess(["list", "strategies"])
    #expect(list.out.contains("LOCK FAMILY  app locks built from UIKit calls (1532805120 members enumerated"))
    #expect(list.out.contains("  window-app-lock "))
  }
}
