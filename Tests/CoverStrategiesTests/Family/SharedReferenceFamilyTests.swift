import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("One stored cover reference in the cover family (sharedRef, Expo's app-switcher blur)")
struct SharedReferenceFamilyTests {
  /// Expo's blur before its fix: added on every app-level resign, faded out over 0.25 s on
  /// did-become-active and removed, with the stored property cleared, in the fade's completion.
  static let expo = "cover[on=appNote,via=blur,radius=20,off=appNote,lazy,sharedRef,in=0.3,out=0.25]"
  /// The fix: a show returns while the property holds a blur.
  static let fixed = "cover[on=appNote,via=blur,radius=20,off=appNote,once,lazy,sharedRef,in=0.3,out=0.25]"
  /// The same code finding its cover by tag instead of a stored property.
  static let byTag = "cover[on=appNote,via=blur,radius=20,off=appNote,lazy,in=0.3,out=0.25]"

  static let quickControlCenter: [SystemEvent] = [
    .launch, .openControlCenter, .closeControlCenter, .advance(0.05), .openControlCenter, .closeControlCenter,
    .advance(0.5),
  ]

  @Test("sharedRef parses in any order, prints after ifSensitive, and is off by default")
  func textForm() throws {
    let c = try CoverConfiguration(parsing: "cover[sharedRef,out=0.25,on=appNote,via=blur,radius=20,off=appNote]")
    #expect(c.usesSharedReference)
    expectEqual(c.name, "cover[on=appNote,via=blur,radius=20,off=appNote,sharedRef,out=0.25]")
    try expectEqual(CoverConfiguration(parsing: "cover[on=resign]").usesSharedReference, false)
    expectEqual(StrategyCatalog.familyNameError("cover[sharedRef=yes]")?.contains("unknown part"), true)
  }

  @Test("a resign during the fade-out stores a second blur that the first fade's completion forgets")
  func fadeCompletionClearsNewerReference() throws {
    try expectEqual(verdict(Self.expo, .iPhoneScenes, Self.quickControlCenter), .broken(.strandedCover))
    // The stranded blur is the second one, fully shown, in the app's window.
    let d = try device(Self.expo, .iPhoneScenes, Self.quickControlCenter)
    let blurs = d.windowScenes[0].windows[0].subviews.filter { $0.tag == ParametricCover.coverTag }
    expectEqual(blurs.count, 1)
    #expect(blurs.first?.alpha == 1 && blurs.first?.isHidden == false)
  }

  @Test("found by tag, or guarded by the stored property, the same steps strand nothing")
  func neighboursHold() throws {
    try expectEqual(verdict(Self.byTag, .iPhoneScenes, Self.quickControlCenter), .holds)
    try expectEqual(verdict(Self.fixed, .iPhoneScenes, Self.quickControlCenter), .holds)
  }

  @Test("the guard of the fix skips the cover when the app leaves again while the old blur fades")
  func guardDuringFadeLeavesSnapshotBare() throws {
    let quickHome: [SystemEvent] = [.launch, .goHome, .returnToApp, .goHome, .returnToApp]
    try expectEqual(verdict(Self.expo, .iPhoneScenes, quickHome), .broken(.strandedCover))
    try expectEqual(verdict(Self.fixed, .iPhoneScenes, quickHome), .broken(.snapshotLeak))
    try expectEqual(verdict(Self.fixed, .iPhoneScenes, [.launch, .goHome, .returnToApp, .advance(1), .goHome]), .holds)
  }
}
