#!/usr/bin/env bash
# Issue 29's measurement: real privacy-screen files, unchanged, compiled by the AppFilesPlugin
# against the model and fuzzed (docs/oss-compile-check.md, "Issue 29": the selection rule, the
# list with commits, and the results).
#
#   [SET=unseen25|team|unseen2|unseen3|unseen4|unseen5|unseen6|unseen7|unseen8|unseen9|unseen10|unseen11|unseen12|unseen13|unseen14|unseen15|unseen16|unseen17|unseen18|unseen19|unseen20|unseen21|unseen22|unseen23|unseen24|unseen25x|fresh18|fresh18x] scripts/oss-compile-check/app-files-check.sh FILES-DIR [WORK-DIR]
#
# SET=fresh18 (docs/fresh-reports/eighteenth/): each report's files before and after its fix, as
# FILES-DIR/NAME/before/ and FILES-DIR/NAME/after/, targets NAME_before and NAME_after sharing the
# one glue app-files-glue/fresh18/NAME.swift; the fuzz run also prints `explain` for the first
# counterexample of each broken invariant.
#
# SET picks the list (default unseen25: the 25 of the first two sessions; team: the team's own 13
# of issue 15; unseen2: the second unseen set of the third session; unseen3: the third unseen set
# of the eleventh session; unseen4: the fourth unseen set of the twelfth session,
# docs/oss-compile-check/unseen4/; unseen5: the fifth of the thirteenth session,
# docs/oss-compile-check/unseen5/; unseen6: the sixth of the fourteenth session,
# docs/oss-compile-check/unseen6/; unseen7: the seventh of the sixteenth session,
# docs/oss-compile-check/unseen7/; unseen8: the eighth of the seventeenth session,
# docs/oss-compile-check/unseen8/; unseen9: the ninth of the eighteenth session,
# docs/oss-compile-check/unseen9/; unseen10: the tenth of the twentieth session,
# docs/oss-compile-check/unseen10/; unseen11: the eleventh of the twenty-second session,
# docs/oss-compile-check/unseen11/; unseen12: the twelfth of the twenty-third session,
# docs/oss-compile-check/unseen12/; unseen13: the thirteenth of the twenty-fourth session,
# docs/oss-compile-check/unseen13/; unseen14: the fourteenth of the twenty-sixth session,
# docs/oss-compile-check/unseen14/; unseen15: the fifteenth of the twenty-seventh session,
# docs/oss-compile-check/unseen15/; unseen16: the sixteenth of the twenty-ninth session,
# docs/oss-compile-check/unseen16/; unseen17: the seventeenth of the thirtieth session,
# docs/oss-compile-check/unseen17/; unseen18: the eighteenth of the thirty-first session,
# docs/oss-compile-check/unseen18/; unseen19: the nineteenth of the thirty-second session,
# docs/oss-compile-check/unseen19/; unseen20: the twentieth of the thirty-third session,
# docs/oss-compile-check/unseen20/; unseen21: the twenty-first of the thirty-fourth session,
# docs/oss-compile-check/unseen21/; unseen22: the twenty-second of the thirty-fifth session,
# docs/oss-compile-check/unseen22/; unseen23: the twenty-third of the thirty-seventh session,
# docs/oss-compile-check/unseen23/; unseen24: the twenty-fourth of the thirty-eighth session,
# docs/oss-compile-check/unseen24/; unseen25x: the twenty-fifth of the thirty-ninth session,
# docs/oss-compile-check/unseen25/, named so because unseen25 is the default list) and its glue folder.
# FILES-DIR holds the upstream files, byte for byte, one folder per implementation named as in
# IMPLEMENTATIONS below (FILES-DIR/subway/SceneDelegate.swift). Nothing is fetched and the
# third-party files are never committed. WORK-DIR (default: a temporary folder) receives a
# package depending on this repository by path with targets NAME_swift5 and NAME_swift6 (the
# plugin applied, no default isolation, as a user's target) and a test target that fuzzes each
# Swift 5 target's `descriptor` for 300 traces on its profile. The glue (ours: the stub of an
# app's own type, the call an app makes, the delegate named) is app-files-glue/NAME.swift.
# The app's bundle resources (a `Bundle.main.path(forResource:ofType:)` the launch needs): every
# file of FILES-DIR/NAME that is not Swift, and the glue's stand-ins in GLUE/NAME.resources/ (for a
# file the public repository leaves out, as its .gitignore says), are put beside the test
# executable for NAME's fuzz run only: off Apple platforms that folder is `Bundle.main`'s.
# Prints one line per target (ok / FAIL and its first error) and one RESULT line per fuzzed
# implementation; a fuzz test still running after FUZZ_SECONDS (default 600) is stopped with every
# process it started and reported as "did not finish in N s (stopped at the time limit)", one that
# exits otherwise as a crash; logs are in WORK-DIR/logs.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
SET=${SET:-unseen25}
GLUE="$ROOT/scripts/oss-compile-check/app-files-glue"
[[ $SET != unseen25 ]] && GLUE="$GLUE/$SET"
if [[ $# -lt 1 || ! -d $1 ]]; then
  echo "usage: scripts/oss-compile-check/app-files-check.sh FILES-DIR [WORK-DIR]" >&2
  exit 2
fi
FILES=$(cd "$1" && pwd)
WORK=${2:-$(mktemp -d)}
mkdir -p "$WORK/logs"
WORK=$(cd "$WORK" && pwd)

# NAME|FILES (space-separated, relative to FILES-DIR/NAME)[|MODULES: stub modules the files import,
# app-files-modules/MODULE.swift, framework glue and dependencies that are not measured]
IMPLEMENTATIONS=(
  "sbrowser|SBBlurredSnapshot.swift"
  "subway|SceneDelegate.swift"
  "takashings|ForScreenCapturedViewController.swift"
  "pasman|Extensions.swift"
  "joonhyoung|ViewController.swift"
  "session|UIView+Secure.swift"
  "juniorobici|AppDelegate.swift"
  "hanwee|BlurView.swift"
  "cassiosousa|ProtectDataUIView.swift SceneDelegate.swift"
  # The extension of 2026-12-02 (docs/oss-compile-check.md, "Extension to 25").
  "travelar|AppDelegate.swift"
  "swifttemplate|AppDelegate.swift"
  "myhabits|SceneDelegate.swift"
  "loca|SceneDelegate.swift SceneBlur.swift"
  "gbframeworks|SceneDelegate.swift"
  "preventkit|UIView+PreventScreenCapture.swift"
  "zaafar|AppDelegate.swift|Flutter"
  "pouya|AppDelegate.swift|Flutter"
  "hms|AppDelegate.swift|SwiftyBeaver"
  "starbucks|SceneDelegate.swift"
  "starbucks2|SceneDelegate.swift"
  "devlopgram|SceneDelegate.swift"
  "ramona|UIExtension.swift"
  "secureyourview|SecureView.swift UIView+Extension.swift"
  "ktas|MakeSecureView.swift"
  "capsule|SceneDelegate.swift"
)
if [[ $SET == team ]]; then
  # The team's own 13 (docs/oss-compile-check.md, "Results (Swift 6.3.1, Linux)"), whole files.
  IMPLEMENTATIONS=(
    "hacknicity|SceneDelegate.swift PrivacyProtectionViewController.swift"
    "capcommunity|PrivacyScreen.swift PrivacyScreenConfig.swift PrivacyScreenPlugin.swift|Capacitor WebKit"
    "ionic|PrivacyScreenPlugin.swift|Capacitor WebKit"
    "screenprotectorkit|ScreenProtectorKit.swift ScreenProtectorKitManager.swift UIColor+Extension.swift"
    "clawkit|Shield.swift"
    "jmvictorio|ScreenProtector.swift"
    "expo|ScreenCaptureModule.swift AnimatedBlurEffectView.swift|ExpoModulesCore"
    "signal|ScreenLockUI.swift|SignalMessaging SignalServiceKit SignalUI"
    "bitwarden|SceneDelegate.swift|AuthenticationServices BitwardenShared"
    "firefox|PrivacyWindowHelper.swift"
    "cwa|PrivacyProtectionViewController.swift AppDelegate+Excerpt.swift"
    "onionbrowser|BlurredSnapshot.swift"
    "unstoppable|CoverManager.swift AppSceneDelegate.swift|WalletCore"
  )
elif [[ $SET == unseen2 ]]; then
  # The second unseen set (docs/oss-compile-check.md, "A second unseen set").
  IMPLEMENTATIONS=(
    "e7fendy|AppDelegate.swift|PasscodeLock"
    "ashwini|WelcomeLockScreen.swift"
    "mishink|ViewController.swift"
    "devssun|SceneDelegate.swift"
    "rmfokkema|SceneDelegate.swift"
    "bensgo|PrivacyScreenGuardPlugin.swift|Flutter"
    "ayogo|PrivacyScreen.swift"
    "capgo|PrivacyScreen.swift"
    "eddyuan|SwiftPrivacyScreenPlugin.swift|Flutter"
    "jeroentrappers|SwiftFlutterPrivacyScreenPlugin.swift|Flutter"
    "artyom|SwiftFlutterPrivacyScreenPlugin.swift|Flutter"
    "leechungyoon|UIView+preventScreen.swift"
    "wdg|PreventScreenshot.swift"
    "bumios|AppDelegate.swift HomeViewController.swift SecureField.swift UIView+PinEdges.swift|ScreenShield"
    "alpesh|SceneDelegate.swift ScreenSecurityManager.swift"
    "leemccormick|RedViewController.swift"
    "xyzbilal|PreventScreenshotView.swift"
    "sainath|SceneDelegate.swift ScreenshotProtectionManager.swift"
    "shivsupekar|HomeScreen.swift ScreenShotPreventerMask.swift"
    "shohei|UIImageView+.swift"
  )
elif [[ $SET == fresh18 ]]; then
  # The eighteenth fresh set (docs/fresh-reports/eighteenth/ios.md): the fix's files at the fix's
  # parent (_before) and at the fix (_after).
  IMPLEMENTATIONS=(
    "babylon_before|SceneDelegate.swift|ComposableArchitecture"
    "babylon_after|SceneDelegate.swift|ComposableArchitecture"
    "mlem_before|BiometricUnlock.swift"
    "mlem_after|BiometricUnlock.swift"
    "owncloud_before|AppLockManager.swift|ownCloudSDK ownCloudApp"
    "owncloud_after|AppLockManager.swift|ownCloudSDK ownCloudApp"
    "ccpr101_before|PrivacyScreen.swift PrivacyScreenConfig.swift PrivacyScreenPlugin.swift|Capacitor WebKit"
    "ccpr101_after|PrivacyScreen.swift PrivacyScreenConfig.swift PrivacyScreenPlugin.swift|Capacitor WebKit"
  )
elif [[ $SET == fresh18x ]]; then
  # Informational, not scored (docs/fresh-reports/eighteenth/README.md, "Informational runs"):
  # the two reports that fail on SwiftUI/Combine's ObservableObject, with the glue standing in for
  # it, to see what else they need and what the fuzzer says. FILES-DIR/babylonx and mlemx are the
  # same files as babylon and mlem.
  IMPLEMENTATIONS=(
    "babylonx_before|SceneDelegate.swift|ComposableArchitecture"
    "babylonx_after|SceneDelegate.swift|ComposableArchitecture"
    "mlemx_before|BiometricUnlock.swift"
    "mlemx_after|BiometricUnlock.swift"
  )
elif [[ $SET == unseen3 ]]; then
  # The third unseen set (docs/oss-compile-check.md, "A third unseen set"); mo5tone/ScreenGuard,
  # taken by the rule, has no snapshot here and is not measured.
  IMPLEMENTATIONS=(
    "elasksito|SceneDelegate.swift SceneDelegateConcealerManagement.swift Concealer.swift"
    "bdjhunter|AppDelegate.swift CoverViewController.swift"
    "ehmo|ScreenshotPreventionModifier.swift"
    "zengjuexin|JXSecureView.swift JXSecureTF.swift"
    "aranzatech|CardSecureViewController.swift PrivacyShieldView.swift CardSecureContentView.swift GradientCardView.swift SensitiveDataRow.swift SecureViewPalette.swift SensitiveCardData.swift CardSecureViewConfiguration.swift SecureViewEvent.swift"
    "testbank|ScreenCaptureSecureViewController.swift"
    "getpasses|ExpoIosSecureView.swift SecureViewDetector.swift|ExpoModulesCore"
    "volodymyr|ViewController.swift ScreenGuard.swift|ScreenGuard"
    "zhwayne|ViewController.swift"
    "bluebird|RNPrivacyShieldNative.swift"
    "tjdrhs90|SceneDelegate.swift"
    "jpballares|ExpoPreventCaptureModule.swift|ExpoModulesCore"
    "pipyl|ScreenGuardManager.swift AppDataSingleton.swift"
    "kokoichi|ViewController.swift"
    "cilippofilia|ScreenPrivacy.swift ScreenPrivacyShieldModifier.swift ScreenPrivacyMonitor.swift DefaultScreenPrivacyShieldView.swift SecureContentView.swift"
    "macrotom|ScreenPrivacyFunctions.swift"
    "antila|LockView.swift"
    "dsshard|PrivacyBlur.swift|React"
  )
elif [[ $SET == unseen4 ]]; then
  # The fourth unseen set (docs/oss-compile-check/unseen4/README.md), in the order the rule took them.
  IMPLEMENTATIONS=(
    "supriya|AppDelegate.swift|Flutter"
    "nitg|AppDelegate.swift|Flutter"
    "tarun|BackgroundModeOverlay.swift"
    "bufgix|ReactNativeSecureWindowModule.swift ReactNativeSecureWindowView.swift|ExpoModulesCore ScreenshotPreventing"
    "phanith|CaptureInvincibleContainer.swift HiddenContainer.swift CaptureProtectiveContainer.swift"
    "pirapong|AppDelegate.swift|Flutter"
    "khanit|AccessibleScreenPreventer.swift"
    "kamel|PreventScreenshotPlugin.swift|Flutter ScreenshotPreventing"
    "amrhassann|AppDelegate.swift prevent.swift|Flutter"
    "hasnain|FlutterScreenshotGuardPlugin.swift|Flutter"
    "mshaheer|SecureScreenWrapperPlugin.swift|Flutter"
    "mikl|MakeSecureScreenshootPlugin.swift|Flutter"
    "tbib|TbibSecureScreenPlugin.swift|Flutter"
    "pseudorand|SwiftSecureScreenSwitcherPlugin.swift|Flutter"
    "shariar|ScreenSecurePlugin.swift|Flutter"
    "eduardc77|SecureApp.swift LogoView.swift"
    "waqar|ContentView.swift PasscodeView.swift PasscodeIndicatorView.swift NumberpadView.swift"
    "elpsk|ScreenSecuritySDK.swift AppDelegateListenType.swift SecurityIdentifierType.swift MirroringObserver.swift QuickTimeObserver.swift ScreenCacheObserver.swift ScreenRecordingObserver.swift ScreenshotsObserver.swift Observable.swift ScreenSecurityRules.swift BlurView.swift Constants.swift HiddenContainerRecognizer.swift ScreenshotPreventingView.swift"
    "yurii|ScreenSecurityManager.swift SecureCanvasFactory.swift"
    "rushikesh|AppSwitcherProtectionManager.swift ScreenCaptureManager.swift"
  )
elif [[ $SET == unseen5 ]]; then
  # The fifth unseen set (docs/oss-compile-check/unseen5/README.md), in the order the rule took them;
  # codenameakshay/secure_content (13), taken by the rule, has no snapshot of its listed commits here
  # and is not measured.
  IMPLEMENTATIONS=(
    "mercutio|SceneDelegate.swift SpashView.swift"
    "eros|AppDelegate.swift SecurityBlurEffect.swift|Flutter flutter_downloader"
    "dmytro|AppDelegate.swift|Flutter"
    "vivalife|LockViewController.swift"
    "lgreydev|ContentView.swift BlurView.swift"
    "thanseer|PrivacyShieldPlugin.swift|Flutter"
    "moussa|ScreenGuardPlusPlugin.swift|Flutter WebKit"
    "anas|ScreenGuardPlugin.swift|Flutter"
    "gokseen|AppDelegate.swift|Flutter"
    "arkwycr|SwiftSecureAppSwitcherPlugin.swift|Flutter"
    "sardor|ScreenPrivacyPlugin.swift|Flutter"
    "nani|AppScreenPrivacyPlugin.swift|Flutter"
    "krishna|AppDelegate.swift|Flutter"
    "acalatrava|SwiftDisableScreenshotsPlugin.swift|Flutter"
    "gabriel|BlockScreenshotPlugin.swift|Flutter"
    "shahzod|AppPrivacyGuardPlugin.swift|Flutter"
    "nksteven|SwiftScreenCaptureRestrictionsPlugin.swift|Flutter"
    "karlen|AppDelegate.swift|Flutter"
    "sanjay|FlutterScreenshotBlockerPlugin.swift|Flutter"
  )
elif [[ $SET == unseen6 ]]; then
  # The sixth unseen set (docs/oss-compile-check/unseen6/README.md), in the order the rule took them;
  # the search budget ran out at 9.
  IMPLEMENTATIONS=(
    "housieyr|AppDelegate.swift|Flutter"
    "llscreenlock|CGPoint.swift LLBaseLockView.swift LLBiometricsLockVerify.swift LLBiometricsLockView.swift LLDefines.swift LLGestureLock.swift LLGestureLockActionRowItemView.swift LLGestureLockActionRowView.swift LLGestureLockActionView.swift LLGestureLockIndicatorView.swift LLGestureLockQueue.swift LLGestureLockView.swift LLGesutreLockVerifiable.swift LLNavigationController.swift LLScreenLock.swift LLScreenLockViewController.swift String.swift UIColor.swift UIImage.swift"
    "hajji|AppDelegate.swift NavigatorManager.swift ExtensionUIApplication.swift|SwiftDate"
    "vlad|PrivacyMaskPlugin.swift|Flutter"
    "beshich|ScreenCaptureGuard.swift|SnapKit"
    "nacho4d|AppDelegate.swift"
    "chisw|SceneDelegate.swift AppearanceConstants.swift"
    "yunus|UIHardening.swift UIHardeningConfiguration.swift ScreenHidingConfigurationProtocol.swift ScreenCaptureAlertConfiguration.swift ViewHelpers.swift AlertPresentable.swift"
    "moksh|NoScreenRecordingPlugin.swift|Flutter"
  )
elif [[ $SET == unseen7 ]]; then
  # The seventh unseen set (docs/oss-compile-check/unseen7/README.md), in the order the rule took
  # them; the search stopped at 9 for time.
  IMPLEMENTATIONS=(
    "mark|FDLSApp.swift"
    "jeeva|AppLockApp.swift AppLockViewModel.swift ContentView.swift AppLockView.swift"
    "msshield|ViewController.swift MSScreenShield.swift MSProtectedViewPointer.swift MSScreenshotListener.swift UIView-Extension.swift|MSScreenShield"
    "nirzar|ScreenProtectorManager.swift"
    "limg|ScreenProtector.swift SceneDelegate.swift"
    "antonioqm|ScreenProtector.swift"
    "excelsior|HomePage.swift ScreenshotDetectorHelper.swift"
    "mirxa|iOSScreenPrivacyManager.swift"
    "azimo|AppDelegate.swift SecureTaskSwitcher.swift|SMSecureTaskSwitcher"
  )
elif [[ $SET == unseen8 ]]; then
  # The eighth unseen set (docs/oss-compile-check/unseen8/README.md), in the order the rule took
  # them; the search found two by its stop.
  IMPLEMENTATIONS=(
    "ruchit|SecureAuthSampleAppApp.swift LoginView.swift"
    "smiacter|AppDelegate.swift Assistant.swift LockViewController.swift LAManager.swift LAHandleable.swift LADefinition.swift|TouchIdManager"
  )
elif [[ $SET == unseen9 ]]; then
  # The ninth unseen set (docs/oss-compile-check/unseen9/README.md), in the order the rule took
  # them (route A, then route B); four by the rule's end.
  IMPLEMENTATIONS=(
    "grillo|ScreenShield.swift SecureField.swift"
    "threema|AppDelegate+Observation.swift ScreenshotPreventionView.swift|ThreemaMacros"
    "mullvad|SceneDelegate.swift|MullvadLogging MullvadREST MullvadSettings MullvadTypes Operations"
    "protonpass|HomepageCoordinator+AppCover.swift|DesignSystem"
  )
elif [[ $SET == unseen10 ]]; then
  # The tenth unseen set (docs/oss-compile-check/unseen10/README.md), in the order the rule took
  # them (route A gave none; route B kidpech; route C the rest); four by the search's end.
  IMPLEMENTATIONS=(
    "kidpech|KidpechScreenSecurityPlugin.swift|Flutter"
    "sivaboju|AppDelegate.swift"
    "esmeraldi|ViewController.swift"
    "apomes|AppDelegate.swift LockScreenViewController.swift"
  )
elif [[ $SET == unseen11 ]]; then
  # The eleventh unseen set (docs/oss-compile-check/unseen11/README.md), in the order the rule's
  # twelve queries found them; two by the search's end.
  IMPLEMENTATIONS=(
    "porpoise|ScreenLocker.swift"
    "lokey|LOKEYApp.swift RootView.swift LockedView.swift UserDefaultsKey.swift"
  )
elif [[ $SET == unseen12 ]]; then
  # The twelfth unseen set (docs/oss-compile-check/unseen12/README.md), in the order the rule took
  # them (whole repositories fetched, route D); the last four's glue was written a session later.
  IMPLEMENTATIONS=(
    "blockchain|BlurVisualEffectHandler.swift"
    "xx|AppDelegate.swift|BackgroundTasks Theme XXModels XXLogger Defaults Integration PushFeature ToastFeature SwiftyDropbox LaunchFeature DropboxFeature CrashReporting DependencyInjection"
    "psychonaut|JournalApp.swift JournalAuthenticatorWrapperView.swift LockScreen.swift Authenticator.swift|AlertToast"
    "memento|MeetMementoApp.swift LockScreenViewModel.swift LockScreenView.swift|SwiftData"
    "keychainx|SceneDelegate.swift ContentView.swift LoginView.swift|FieldValidatorLibrary Shared"
    # Glue written in the twenty-fourth session (still unseen: no fix was made for them).
    "p2p|TabBarController.swift AuthenticationHandler.swift LockView.swift|AnalyticsManager Resolver BEPureLayout Onboarding Sell"
    "waves|AppDelegate.swift AppCoordinator.swift|RESideMenu RxSwift RxOptional IQKeyboardManagerSwift AppsFlyerLib WavesSDKExtensions WavesSDK WavesSDKCrypto Extensions DomainLayer DataLayer Firebase FirebaseMessaging AppSpectorSDK SwiftMonkeyPaws"
    "pera|AppDelegate.swift VisualEffectViewWithCustomIntensity.swift|Firebase FirebaseCrashlytics FirebaseRemoteConfig MacaroonUIKit MacaroonUtils SwiftDate Kingfisher pera_wallet_core"
    "saltedge|AppDelegate.swift ApplicationCoordinator.swift|Firebase SEAuthenticator SEAuthenticatorCore"
  )
elif [[ $SET == unseen13 ]]; then
  # The thirteenth unseen set (docs/oss-compile-check/unseen13/README.md), in the order the rule
  # (and its amendment) took them.
  IMPLEMENTATIONS=(
    "omegabank|AppDelegate.swift PrivacyProtectionViewController.swift"
    "passlock|SceneDelegate.swift AppLockScreenView.swift|KakaFoundation KakaUIKit AppGroupKit SafariServices"
  )
elif [[ $SET == unseen14 ]]; then
  # The fourteenth unseen set (docs/oss-compile-check/unseen14/README.md), in the order the rule
  # (route E' of amendment 1) took them.
  IMPLEMENTATIONS=(
    "passs|AppDelegate.swift AppSwitcherOverlayViewController.swift RootCoordinator.swift UIView+Extensions.swift|SnapKit"
    "omrobbie|ViewController.swift"
    "sdkit|privacy-filter.swift backdrop-filter.swift backdrop.swift defaults.swift"
    "skrbla|SkrblaApp.swift PrivacyScreen.swift AppStateManager.swift AuthenticationManager.swift"
    "screenshieldkit|CALayer+ScreenShieldKit.swift Logger.swift UIKit+ScreenShieldKit.swift"
  )
elif [[ $SET == unseen15 ]]; then
  # The fifteenth unseen set (docs/oss-compile-check/unseen15/README.md): route F's one file set.
  IMPLEMENTATIONS=(
    "essentia|AppDelegate.swift AppPresentaionAdapter.swift AppStateEventProxy.swift AppStateEventProxyInterface.swift|EssDI EssCore Crashlytics Fabric FirebaseCore FirebaseMessaging"
  )
elif [[ $SET == unseen16 ]]; then
  # The sixteenth unseen set (docs/oss-compile-check/unseen16/README.md): route H's two, in order.
  IMPLEMENTATIONS=(
    "bssecurekit|BSSecureView.swift"
    "skanderhamdi|ScreenProtectionPlugin.swift|Flutter"
  )
elif [[ $SET == unseen17 ]]; then
  # The seventeenth unseen set (docs/oss-compile-check/unseen17/README.md): route I and its
  # amendment's seven, in the list's order.
  IMPLEMENTATIONS=(
    "moneysums|SceneDelegate.swift UIWindowScene+util.swift AppLockDelegate.swift UserDefaults+util.swift"
    "securescreenkit|ScreenshotProofView.swift"
    "seedlock|AppLockService.swift AppLockView.swift"
    "screencaptureredaction|ScreenCaptureRedaction.swift"
    "habithelper|SceneDelegate.swift FaceIDLockedViewController.swift|iOSTools"
    "metodo|MeToDoApp.swift AppLockViewModel.swift LockedView.swift ContentView.swift"
    "passcodekit|AppPasscode.swift Passcode.swift LockViewController.swift PasscodeViewController.swift"
  )
elif [[ $SET == unseen18 ]]; then
  # The eighteenth unseen set (docs/oss-compile-check/unseen18/README.md): routes K, L and the
  # amendment's eight, in the list's order.
  IMPLEMENTATIONS=(
    "vendano|BlurOverlay.swift BlurView.swift"
    "nasoyoung|SceneDelegate.swift"
    "flexa|ScreenshotPreventionView.swift View+PreventScreenshot.swift|Factory"
    "censo|ForegroundBiometryLock.swift"
    "localpass|LocalPassApp.swift PrivacyOverlayView.swift PrivacyOverlayViewModel.swift"
    "filemanagerpro|AppLockScreen.swift ContentView.swift AppSettings.swift AppLifecycleManager.swift"
    "zairyumate|ZairyuMateApp.swift app-lock-manager-biometric-state.swift lock-screen-view-biometric.swift"
    "aimtask|AimTaskApp.swift PrivacyScreen.swift|FirebaseCore FirebaseAuth"
  )
elif [[ $SET == unseen19 ]]; then
  # The nineteenth unseen set (docs/oss-compile-check/unseen19/README.md): routes M, N and the
  # amendment's eight, in the list's order.
  IMPLEMENTATIONS=(
    "qrstick|QR_StickApp.swift AppLockManager.swift LockView.swift"
    "secretapp|SecretAppApp.swift|SwiftData"
    "futurra|BlurScreen.swift"
    "securedcontent|UISecuredWindow.swift UIView+Extensions.swift"
    "ziyen|firebaseTestApp.swift SecurityController.swift LockView.swift|Firebase"
    "bankcards|SceneDelegate.swift ScreenRecordingProtectionService.swift Constants.swift"
    "openclient|OpenClientApp.swift PrivacyScreenView.swift"
    "superone|SuperOneApp.swift ScenePhaseManager.swift"
  )
elif [[ $SET == unseen20 ]]; then
  # The twentieth unseen set (docs/oss-compile-check/unseen20/README.md): routes P, Q and the three
  # amendments' five, in the list's order.
  IMPLEMENTATIONS=(
    "securevault|ContentViewWrapper.swift AppLockManager.swift LoginView.swift AuthenticationManager.swift"
    "mysecrets|SceneDelegate.swift PrivacyCoverManager.swift"
    "axon|AxonApp.swift AppLockView.swift"
    "boilerplate|HelloWorldApp.swift InactiveView.swift"
    "elmaestro|ApplicationDelegateProxy.swift ApplicationSupervisor.swift BackgroundPrivacy.swift Navigator.swift Pluggable.swift PluggableFeature.swift Supervisor.swift"
  )
elif [[ $SET == unseen21 ]]; then
  # The twenty-first unseen set (docs/oss-compile-check/unseen21/README.md): routes S and T's four,
  # in the list's order.
  IMPLEMENTATIONS=(
    "asobi|MainView.swift AuthOverlayView.swift NavigationViewModel.swift View.swift|Introspect"
    "privacysensitive|ContentView.swift PrivacySensitiveApp.swift"
    "pizzini|ContentView.swift LockManager.swift PrivacyShieldView.swift LockOverlayView.swift|PizziniCryptoCore"
    "pizziniwindow|PrivacyShieldWindow.swift PrivacyShieldView.swift"
  )
elif [[ $SET == unseen22 ]]; then
  # The twenty-second unseen set (docs/oss-compile-check/unseen22/README.md): routes U to X's five,
  # in the list's order.
  IMPLEMENTATIONS=(
    "housecall|HouseCallApp.swift ScreenProtectionManager.swift"
    "dicekeys|PrivacyCoverWindow.swift DiceKeysApp.swift PrivacyCover.swift"
    "kukai|SceneDelegate.swift UIApplication+extensions.swift|CustomAuth WalletConnectPairing KukaiCoreSwift Sentry"
    "cardinalkit|SceneDelegate.swift SceneDelegate+CardinalKit.swift|Firebase ResearchKit"
    "dozy|RootView.swift"
  )
elif [[ $SET == unseen23 ]]; then
  # The twenty-third unseen set (docs/oss-compile-check/unseen23/README.md): routes Y to AE's
  # three, in the list's order.
  IMPLEMENTATIONS=(
    "messenger|AppDelegate.swift|Firebase"
    "lmgmedication|LMGMedicationApp.swift AuthenticationGateView.swift BiometricAuth.swift UserActivityModifier.swift"
    "docucare|DocuCareApp.swift AppLockManager.swift LockView.swift|SwiftData"
  )
elif [[ $SET == unseen24 ]]; then
  # The twenty-fourth unseen set (docs/oss-compile-check/unseen24/README.md): routes AF to AI's
  # four (open-source apps' repositories fetched whole), in the list's order.
  IMPLEMENTATIONS=(
    "covpass|AppDelegate.swift BackgroundUtils.swift|CovPassCommon CovPassUI"
    "protego|HiderController.swift HiderViewController.swift"
    "diia|AppDelegate.swift|DiiaCommonServices"
    "mopp|ScreenDisguise.swift"
  )
elif [[ $SET == unseen25x ]]; then
  # The twenty-fifth unseen set (docs/oss-compile-check/unseen25/README.md; `unseen25` is the
  # default list's name): routes AJ to AM's two, in the list's order.
  IMPLEMENTATIONS=(
    "jotify|PrivacyOverlayController.swift"
    "slimm|SceneDelegate.swift AppLockWindowChannel.swift|Flutter"
  )
fi
# Where a target's files and glue are: FILES-DIR/NAME and GLUE/NAME.swift, or for fresh18
# FILES-DIR/REPORT/before|after and GLUE/REPORT.swift (one glue for both versions).
files_root() { if [[ $SET == fresh18* ]]; then echo "$FILES/${1%_*}/${1##*_}"; else echo "$FILES/$1"; fi; }
glue_file() { if [[ $SET == fresh18* ]]; then echo "$GLUE/${1%_*}.swift"; else echo "$GLUE/$1.swift"; fi; }
MODULES="$ROOT/scripts/oss-compile-check/app-files-modules"
# ONLY=name,name limits the run to those implementations; MODES="5" builds only the Swift 5
# targets; FUZZ=0 builds without fuzzing.
MODES=${MODES:-5 6}
if [[ -n ${ONLY:-} ]]; then
  kept=()
  for entry in "${IMPLEMENTATIONS[@]}"; do [[ ",$ONLY," == *",${entry%%|*},"* ]] && kept+=("$entry"); done
  IMPLEMENTATIONS=("${kept[@]}")
fi

# The pids of process $1 and of all its descendants, children first.
process_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do process_tree "$child"; done
  echo "$1"
}
# Runs "$@" (from $3 on) for at most $1 seconds; past that, stops it and every process it started
# and creates the file $2. `timeout` alone does not do it: `swift test` runs the tests in a process
# of its own that outlives the signal to `swift test` (a runaway kept running and growing).
run_limited() {
  local seconds=$1 marker=$2
  shift 2
  "$@" &
  local pid=$!
  (
    # Stopped when the command ends in time: then it leaves no marker.
    trap 'exit 0' TERM
    sleep "$seconds" &
    wait $!
    touch "$marker"
    # Collected before any is stopped: a stopped parent's children move to init.
    pids=$(process_tree "$pid")
    # shellcheck disable=SC2086
    kill -TERM $pids 2>/dev/null
    sleep 5
    # shellcheck disable=SC2086
    kill -KILL $pids 2>/dev/null
  ) &
  local watchdog=$!
  local rc=0
  wait "$pid" || rc=$?
  # The watchdog and its sleep end with the command (its own children, not anything else): the
  # watchdog first, so that its sleep ending cannot let it go on to the marker.
  local sleeper
  sleeper=$(ps -o pid= --ppid "$watchdog" 2>/dev/null || true)
  kill "$watchdog" 2>/dev/null || true
  # shellcheck disable=SC2086
  [[ -n $sleeper ]] && kill $sleeper 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  return $rc
}

# Copies NAME's bundle resources (see the header) into $2 and prints their names; refuses one
# that would replace a file of the build.
place_resources() {
  local root f names=""
  root=$(files_root "$1")
  for f in "$root"/* "$(glue_file "$1" | sed 's/\.swift$/.resources/')"/*; do
    [[ -f $f && $f != *.swift ]] || continue
    if [[ -e $2/$(basename "$f") ]]; then
      echo "app-files-check.sh: $f: a file of the build has this name; not placed" >&2
      continue
    fi
    cp "$f" "$2/"
    names+="$(basename "$f") "
  done
  echo "$names"
}

dep=$(basename "$ROOT")
targets=""
declare -A line
names=()
declare -A stubModules
for entry in "${IMPLEMENTATIONS[@]}"; do
  name=${entry%%|*}
  rest=${entry#*|}
  files=${rest%%|*}
  mods=""
  [[ $rest == *"|"* ]] && mods=${rest#*|}
  modDeps=""
  for m in $mods; do
    stubModules[$m]=1
    modDeps+="\"$m\", "
  done
  names+=("$name")
  json=$(printf '"%s",' $files)
  for mode in 5 6; do
    t="${name}_swift$mode"
    mkdir -p "$WORK/Sources/$t"
    printf '{"root": "%s", "files": [%s]}\n' "$(files_root "$name")" "${json%,}" > "$WORK/Sources/$t/app-files.json"
    # The glue sees the stub modules the files import, as the app's own code does.
    { printf 'import CoverStrategies\nimport ShieldModel\n'; for m in $mods; do printf 'import %s\n' "$m"; done
      printf '\n'; cat "$(glue_file "$name")"; } > "$WORK/Sources/$t/Glue.swift"
    line[$t]="    .target(name: \"$t\", dependencies: [$modDeps.product(name: \"ShieldModel\", package: \"$dep\"), .product(name: \"CoverStrategies\", package: \"$dep\")], exclude: [\"app-files.json\"], swiftSettings: [.swiftLanguageMode(.v$mode)], plugins: [.plugin(name: \"AppFilesPlugin\", package: \"$dep\")]),
"
    targets+="${line[$t]}"
  done
done

# The stub modules (framework glue and dependencies the files import), one target each.
moduleLines=""
for m in $(printf '%s\n' "${!stubModules[@]}" | sort); do
  mkdir -p "$WORK/Sources/$m"
  cp "$MODULES/$m.swift" "$WORK/Sources/$m/$m.swift"
  # A first line `// modules: A B` names the stub modules this one imports.
  inner=$(sed -n '1s|^// modules: ||p' "$MODULES/$m.swift" | xargs printf '"%s", ' 2>/dev/null || true)
  [[ $inner == '"", ' ]] && inner=""
  moduleLines+="    .target(name: \"$m\", dependencies: [$inner.product(name: \"ShieldModel\", package: \"$dep\")], swiftSettings: [.swiftLanguageMode(.v5)]),
"
done
targets+=$moduleLines
write_package() {  # $1: the test target's line (empty for none); $targets: the library targets
  cat > "$WORK/Package.swift" <<PKG
// swift-tools-version:6.2
import PackageDescription
let package = Package(
  name: "oss-app-files-check",
  dependencies: [.package(path: "$ROOT")],
  targets: [
$targets$1
  ]
)
PKG
}
write_package ""

status=0
built=()
okTargets=""
cd "$WORK"
for entry in "${IMPLEMENTATIONS[@]}"; do
  name=${entry%%|*}
  for mode in $MODES; do
    t="${name}_swift$mode"
    if swift build --target "$t" > "logs/$t.log" 2>&1; then
      echo "ok    $t"
      okTargets+="${line[$t]}"
      [[ $mode == 5 ]] && built+=("$name")
    else
      status=1
      echo "FAIL  $t: $(grep -m1 '^/.*error:' "logs/$t.log" || grep -m1 'error:' "logs/$t.log" || echo 'see the log')"
    fi
  done
done
# Fuzz the implementations whose Swift 5 target built.
if [[ ${#built[@]} -gt 0 && ${FUZZ:-1} != 0 ]]; then
  deps=$(printf '"%s_swift5", ' "${built[@]}")
  targets=$moduleLines$okTargets  # `swift test` builds every target: only those that built
  write_package "    .testTarget(name: \"FuzzAll\", dependencies: [${deps}.product(name: \"LifecycleFuzzTesting\", package: \"$dep\"), .product(name: \"LifecycleFuzz\", package: \"$dep\"), .product(name: \"ShieldModel\", package: \"$dep\"), .product(name: \"CoverStrategies\", package: \"$dep\")], swiftSettings: [.swiftLanguageMode(.v6)]),"
  mkdir -p "$WORK/Tests/FuzzAll"
  {
    printf 'import CoverStrategies\nimport LifecycleFuzz\nimport LifecycleFuzzTesting\nimport ShieldModel\nimport Testing\n'
    for n in "${built[@]}"; do printf 'import %s_swift5\n' "$n"; done
    # One test per implementation, each run on its own with a time limit: a cover that blocks
    # (a real semaphore waiting on the model's main queue) stops only itself.
    printf '\n@MainActor func report(_ name: String, _ d: StrategyDescriptor?) throws {\n'
    cat <<'SWIFT'
  guard let d else { print("RESULT \(name): not run (see its glue)"); return }
  for r in try fuzz(name, profiles: [d.defaultProfile], traces: 300, app: d.app, make: d.make) {
    let verdict = r.holds ? "holds" : r.brokenInvariants.map(\.rawValue).joined(separator: ",")
    let first = r.counterexamples.map(\.trace.eventSummary).prefix(3).joined(separator: " | ")
    print("RESULT \(name) \(r.profile.name): \(verdict) [\(first)] hosting problems: \(r.hostingProblems) cover warnings: \(r.coverWarnings)")
    // The first counterexample of each broken invariant, explained (its trace file and timeline).
    for invariant in r.brokenInvariants {
      guard let c = r.counterexamples.first(where: { $0.invariant == invariant }) else { continue }
      print("EXPLAIN \(name) \(invariant.rawValue):\n\(c.traceFileText)")
      print(IOSPlatform.explain(c.trace, strategy: d, path: name, format: .text))
      print("END EXPLAIN \(name) \(invariant.rawValue)")
    }
  }
}
SWIFT
    for n in "${built[@]}"; do
      printf '@Test @MainActor func fuzz_%s() throws { try report("%s", %s_swift5.descriptor) }\n' "$n" "$n" "$n"
    done
  } > "$WORK/Tests/FuzzAll/FuzzAll.swift"
  swift build --build-tests > logs/fuzz-build.log 2>&1 || status=1
  : > logs/fuzz.log
  limit=${FUZZ_SECONDS:-600}
  bin=$(swift build --show-bin-path)
  for n in "${built[@]}"; do
    rm -f logs/timed-out
    rc=0
    placed=$(place_resources "$n" "$bin")
    run_limited "$limit" logs/timed-out swift test --skip-build --filter "FuzzAll.fuzz_$n\b" >> logs/fuzz.log 2>&1 || rc=$?
    # shellcheck disable=SC2086
    [[ -n $placed ]] && (cd "$bin" && rm -f -- $placed)
    if [[ -e logs/timed-out ]]; then
      echo "RESULT $n: did not finish in $limit s (stopped at the time limit, see logs/fuzz.log)" >> logs/fuzz.log
    elif [[ $rc != 0 ]]; then
      echo "RESULT $n: did not finish (crash, see logs/fuzz.log)" >> logs/fuzz.log
    fi
  done
  rm -f logs/timed-out
  grep '^RESULT' logs/fuzz.log || true
fi
exit $status
