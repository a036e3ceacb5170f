import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Family: the next display frame, removal at did-enter-background, a call off the main thread")
struct FamilyTimingVocabularyTests {
  @Test("frame and off=background read and print in canonical order")
  func names() throws {
    let c = try CoverConfiguration(parsing: "cover[frame,off=background,via=subview,async,on=resign]")
    #expect(c.isOnNextFrame && c.isAsync && c.removal == .background)
    expectEqual(c.name, "cover[on=resign,via=subview,off=background,async,frame]")
    // The enumeration keeps its numbering: neither joined it.
    expectEqual(CoverFamily.count, 16_128)
    expectEqual((0..<CoverFamily.count).allSatisfy { CoverFamily.member(at: $0).removal != .background }, true)
  }

  @Test(
    "a cover drawn a turn or a frame after will-resign-active: holds ordinarily, leaks when the app gets no turn",
    arguments: [
      "cover[on=resign,via=subview,off=becomeActive,async]", "cover[on=resign,via=subview,off=becomeActive,frame]",
      "cover[on=resign,via=blur,radius=20,off=becomeActive,frame,lazy]",
    ])
  func deferredCovers(name: String) throws {
    for transition in [SystemEvent.goHome, .openAppSwitcher, .lockDevice] {
      try expectEqual(verdict(name, .iPhoneScenes, [.launch, transition]), .holds)
      #expect(
        try verdict(name, .iPhoneScenes, [.launch, .transitionTurns(0), transition]) == .broken(.snapshotLeak),
        "\(transition)")
    }
    // The snapshot after a background waits for a block (runMainQueue), never for a frame.
    let frame = name.contains("frame")
    try expectEqual(
      verdict(name, .iPhoneScenes, [.launch, .transitionTurns(0), .goHome, .runMainQueue]),
      (frame ? .broken(.snapshotLeak) : .holds))
  }

  @Test("a React Native render (a JS turn, then the frame) needs two turns")
  func turnThenFrame() throws {
    let name = "cover[on=appNote,via=subview,off=appNote,async,frame]"
    try expectEqual(verdict(name, .iPhoneScenes, [.launch, .goHome]), .holds)
    try expectEqual(verdict(name, .iPhoneScenes, [.launch, .transitionTurns(1), .goHome]), .broken(.snapshotLeak))
    try expectEqual(verdict(name, .iPhoneScenes, [.launch, .transitionTurns(2), .goHome]), .holds)
  }

  @Test("removed at did-enter-background: the snapshot shows the app; queued, the removal races it")
  func removedAtBackground() throws {
    let sync = "cover[on=resign,via=subview,off=background]"
    try expectEqual(verdict(sync, .iPhoneScenes, [.launch, .goHome]), .broken(.snapshotLeak))
    try expectEqual(verdict(sync, .iPhoneScenes, [.launch, .openAppSwitcher]), .holds)
    let queued = "cover[on=resign,via=subview,off=background,async]"
    try expectEqual(verdict(queued, .iPhoneScenes, [.launch, .goHome]), .holds)
    try expectEqual(verdict(queued, .iPhoneScenes, [.launch, .goHome, .runMainQueue]), .broken(.snapshotLeak))
    // The control: removed on did-become-active.
    try expectEqual(
      verdict("cover[on=resign,via=subview,off=becomeActive]", .iPhoneScenes, [.launch, .goHome]), .holds)
  }

  @Test("the app's enable call made off the main thread traps where it shows a window; hopping to main does not")
  func offMain() throws {
    let direct = "cover[on=appCall,via=window,level=2001,off=appCall]"
    try expectEqual(verdict(direct, .iPhoneScenes, [.launch, .appCallOffMain("enable")]), .broken(.crash))
    // On the main thread the same call shows the cover (over an active app: stranded, not a crash).
    let onMain = try verdict(direct, .iPhoneScenes, [.launch, .appCall("enable")])
    expectEqual(onMain, .broken(.strandedCover))
    let hop = "cover[on=appCall,via=window,level=2001,off=appCall,async]"
    try expectEqual(verdict(hop, .iPhoneScenes, [.launch, .appCallOffMain("enable")]), onMain)
    // Under the other answer the call runs as if on the main thread.
    let lenient = try Profile(named: "iphone-ios17-scenes+offMainUIKitCallsTrap=false")
    try expectEqual(verdict(direct, lenient, [.launch, .appCallOffMain("enable")]), onMain)
  }
}
