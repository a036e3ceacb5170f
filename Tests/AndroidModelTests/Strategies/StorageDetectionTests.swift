import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Screenshot detection through shared storage (`via=mediaStore|fileObserver`) against `AndroidDevice+MediaStore`,
/// and the detection-promise's three failures: a false report, a duplicate, silence.
@Suite struct StorageDetectionTests {
  private func detect(_ text: String) -> AndroidCaptureDetection {
    guard let configuration = AndroidDetectionConfiguration(parsing: "android-detect[what=screenshots,\(text)]") else {
      preconditionFailure("no member \(text)")
    }
    return AndroidCaptureDetection(configuration)
  }

  private func flagged(_ api: Int, _ change: (inout AndroidPlatformFlags) -> Void) -> AndroidProfile {
    var profile = phone(api)
    change(&profile.flags)
    return profile
  }

  private func details(_ violations: [[Violation<AndroidPlatform>]]) -> [String] {
    violations.flatMap { $0.map(\.detail) }
  }

  @Test func fromAPI29OneScreenshotIsToldAsItsPendingInsertAndItsPublish() {
    let strategy = detect("register=onStart,via=mediaStore")
    let (device, violations) = run(phone(33), strategy, [.launch, .screenshot])
    expectEqual(kinds(violations), [.detectionPromise])
    expectEqual(details(violations).first?.contains("again: one screenshot told twice"), true)
    expectEqual(
      strategy.reportedScreenshotImages,
      [
        "Pictures/Screenshots/.pending-1-Screenshot_1.png", "Pictures/Screenshots/Screenshot_1.png",
      ])
    expectEqual(device.mediaImages.count, 1)
    // A pending row hidden from the query: reported once (the flag the verdict rests on).
    let hidden = flagged(33) { $0.pendingImageVisibleToObservers = false }
    let (_, once) = run(hidden, detect("register=onStart,via=mediaStore"), [.launch, .screenshot])
    expectEqual(kinds(once), [])
  }

  @Test func droppingTheLastPathMissesThePendingNameDroppingTheIDHolds() {
    let (_, byPath) = run(phone(33), detect("register=onStart,via=mediaStore,dedupe=path"), [.launch, .screenshot])
    expectEqual(kinds(byPath), [.detectionPromise])
    let strategy = detect("register=onStart,via=mediaStore,dedupe=id")
    let (_, byID) = run(phone(33), strategy, [.launch, .screenshot, .screenshot])
    expectEqual(kinds(byID), [])
    expectEqual(strategy.detectedScreenshotCount, 2)
  }

  @Test func belowAPI29TheScannerInsertsTheFinishedFileOnce() {
    let strategy = detect("register=onStart,via=mediaStore")
    let (_, violations) = run(phone(28), strategy, [.launch, .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(strategy.reportedScreenshotImages, ["Pictures/Screenshots/Screenshot_1.png"])
  }

  @Test func anObserverLeftRegisteredReportsScreenshotsTakenInTheBackground() {
    let events: [AndroidEvent] = [.launch, .pressHome, .screenshot]
    let (_, leaked) = run(phone(33), detect("register=onCreate,via=mediaStore,unregister=never,dedupe=id"), events)
    expectEqual(kinds(leaked), [.detectionPromise])
    expectEqual(details(leaked).first?.contains("a screenshot taken while the app was not on screen"), true)
    let paired = detect("register=onResume,via=mediaStore,unregister=onPause,dedupe=id")
    let (_, held) = run(phone(33), paired, events + [.returnToApp, .screenshot])
    expectEqual(kinds(held), [])
    expectEqual(paired.detectedScreenshotCount, 1)
  }

  @Test func aScreenshotOfThePictureInPictureWindowIsOfTheApp() {
    let strategy = detect("register=onCreate,via=mediaStore,unregister=never,dedupe=id")
    let (device, violations) = run(phone(33), strategy, [.launch, .enterPictureInPicture, .screenshot])
    expectEqual(device.screen, .home)
    expectEqual(kinds(violations), [])
    expectEqual(strategy.detectedScreenshotCount, 1)
  }

  @Test func anotherAppsPhotoIsReportedOnlyByAnObserverThatTakesAnyImage() {
    let events: [AndroidEvent] = [.launch, .pressHome, .otherAppPhoto]
    let (_, any) = run(phone(33), detect("register=onCreate,via=mediaStore,unregister=never,match=anyImage"), events)
    expectEqual(kinds(any), [.detectionPromise])
    expectEqual(details(any).first?.contains("a photo another app saved"), true)
    let (_, named) = run(phone(33), detect("register=onCreate,via=mediaStore,unregister=never"), events)
    expectEqual(kinds(named), [])
  }

  @Test func theCameraIsAnotherAppInFront() {
    let device = AndroidDevice(profile: phone(33), strategy: NoAndroidProtection())
    try? device.step(.launch)
    #expect(device.refusal(for: .otherAppPhoto) != nil)
    try? device.step(.pressHome)
    #expect(device.refusal(for: .otherAppPhoto) == nil)
  }

  @Test func anotherAppsPhotoIsGeneratedOnlyWhileTheAppObservesStorage() {
    let (observing, _) = run(
      phone(33), detect("register=onCreate,via=mediaStore,unregister=never"), [.launch, .pressHome])
    #expect(observing.observesSharedStorage)
    let (callback, _) = run(phone(34), detect("register=onStart"), [.launch, .pressHome])
    #expect(!callback.observesSharedStorage)
    let (paired, _) = run(phone(33), detect("register=onStart,via=mediaStore"), [.launch, .pressHome])
    #expect(!paired.observesSharedStorage)
  }

  @Test func withoutTheRightPermissionTheQueryReturnsNothing() {
    let events: [AndroidEvent] = [.launch, .screenshot]
    for (api, member) in [
      (33, "permission=deny"), (34, "permission=selectPhotos"), (33, "request=storageOnly"),
    ] {
      let (device, violations) = run(phone(api), detect("register=onStart,via=mediaStore,dedupe=id,\(member)"), events)
      #expect(kinds(violations) == [.detectionPromise], "\(api) \(member)")
      expectEqual(device.mediaImages.count, 1)
    }
    let (_, legacy) = run(phone(32), detect("register=onStart,via=mediaStore,dedupe=id,request=storageOnly"), events)
    expectEqual(kinds(legacy), [])
  }

  @Test func aFileObserverSeesTheScreenshotsFolderOnlyWithoutScopedStorage() {
    let events: [AndroidEvent] = [.launch, .screenshot]
    let (_, old) = run(phone(28), detect("register=onStart,via=fileObserver"), events)
    expectEqual(kinds(old), [])
    let (_, scoped) = run(phone(29), detect("register=onStart,via=fileObserver"), events)
    expectEqual(kinds(scoped), [.detectionPromise])
    let (_, fuse) = run(phone(33), detect("register=onStart,via=fileObserver"), events)
    expectEqual(kinds(fuse), [.detectionPromise])
    let sees = flagged(33) { $0.fileObserverSeesSharedMediaFromApi30 = true }
    let (_, seen) = run(sees, detect("register=onStart,via=fileObserver"), events)
    expectEqual(kinds(seen), [])
    let oem = flagged(28) { $0.screenshotsSavedInDCIM = true }
    let (_, elsewhere) = run(oem, detect("register=onStart,via=fileObserver"), events)
    expectEqual(kinds(elsewhere), [.detectionPromise])
  }

  @Test func fromAPI29AnObserverOfTheCollectionAloneHearsNothing() {
    let member = "register=onStart,via=mediaStore,dedupe=id,descendants=ignored"
    let (_, old) = run(phone(28), detect(member), [.launch, .screenshot])
    expectEqual(kinds(old), [])
    let (_, items) = run(phone(29), detect(member), [.launch, .screenshot])
    expectEqual(kinds(items), [.detectionPromise])
    expectEqual(details(items).first?.contains("never reported"), true)
  }

  @Test func aRefusedScreenshotSavesNothingABlackOneIsSaved() {
    let (refused, _) = run(phone(30), RecommendedAndroidProtection(), [.launch, .screenshot])
    #expect(refused.mediaImages.isEmpty)
    let (black, _) = run(phone(31), RecommendedAndroidProtection(), [.launch, .screenshot])
    expectEqual(black.mediaImages.count, 1)
    expectEqual(black.appScreenshotCount, 0)
  }

  @Test func theTextLeavesOutTheDefaults() {
    let text = "android-detect[what=screenshots,register=onStart,via=mediaStore,unregister=never,dedupe=id]"
    expectEqual(AndroidDetectionConfiguration(parsing: text)?.description, text)
    let defaults = "android-detect[what=screenshots,register=onStart,via=callback,unregister=onStop]"
    expectEqual(
      AndroidDetectionConfiguration(parsing: defaults)?.description,
      "android-detect[what=screenshots,register=onStart]")
    #expect(
      AndroidDetectionConfiguration(parsing: "android-detect[what=recordings,register=onStart,via=mediaStore]") == nil)
    #expect(
      AndroidDetectionConfiguration(parsing: "android-detect[what=screenshots,register=onStart,colour=red]") == nil)
  }

  @Test(
    "storage keys on a callback member, and empty parts, are not a member",
    arguments: [
      "android-detect[what=screenshots,register=onStart,permission=deny]",
      "android-detect[what=screenshots,register=onStart,via=callback,dedupe=path]",
      "android-detect[what=recordings,register=onStart,match=anyImage]",
      "android-detect[what=screenshots,register=onStart,,via=mediaStore]",
      "android-detect[what=screenshots,register=onStart,via=mediaStore,]",
    ])
  func meaninglessKeysAreRefused(text: String) {
    #expect(AndroidDetectionConfiguration(parsing: text) == nil)
  }
}
