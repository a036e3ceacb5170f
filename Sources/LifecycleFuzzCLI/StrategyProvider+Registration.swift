import AndroidStrategies
import CoverStrategies
import LifecycleFuzz

// The registration of the built-in platforms, and of an iOS platform made of your own strategies: the only
// place the command-line tool names a platform's types.

extension StrategyProvider {
  /// The strategies that ship with LifecycleFuzz: iOS's (``StrategyCatalog``) and the field's parametric family,
  /// then Android's: what the `lifecycle-fuzz` executable offers.
  public static var builtIn: StrategyProvider {
    let measured = ["subview-tag", "cover-window", "secure-layer", "state-cover"]
    var provider = StrategyProvider(
      platforms: [IOSPlatform.builtIn, AndroidPlatform.builtIn],
      // The seed strategies and the recommended one: the target names subview-tag.
      benchmarked: measured,
      family: Family(count: FamilySampler.count, platformName: IOSPlatform.name) {
        FamilySampler.sample(count: $0, seed: $1)
      })
    provider.lockFamily = Family(count: LockFamily.count, platformName: IOSPlatform.name) {
      FamilySampler.sampleLocks(count: $0, seed: $1)
    }
    provider.listingNotes = [
      IOSPlatform.name: familyListing + lockFamilyListing, AndroidPlatform.name: AndroidPlatform.familyListing,
    ]
    return provider
  }

  /// The parametric family's syntax, after the built-in strategies in `list strategies`.
  static var familyListing: String {
    """
    FAMILY  the field's variants, one parametric strategy (\(CoverFamily.count) members enumerated)
      cover[on=T,via=M,off=R,once,async,lazy,in=S,out=S]
      on   resign | background | phase | appNote | capture | appCall
      via  subview | rootView | present | window,level=L[,key] | blur,radius=P
           | secure-first | secure-last | secure-class | hideWindow
      off  becomeActive | foreground | phase | appNote | captureEnd | appCall | never
      once: idempotent; async: DispatchQueue.main.async; lazy: built when first needed;
      in/out: fade durations in seconds. Claims: the app switcher (secure-*: screenshots and
      recordings; on=capture: recordings). Example (seed 002):
      cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,out=0.12]
      Named only: on=T+T (several triggers), disable=clean|leave|ignore|toggle (the app's
      disable call; enable turns it on again; toggle, secure-* only: clears secure entry),
      setting=stored|launch (the calls are the user's setting: kept in UserDefaults, or on
      again at every launch), ifSensitive (only when the visible screen is),
      via=secure-container[-touchable] (the content moved into a secure field's canvas view),
      style=fullScreen|overFullScreen|automatic|pageSheet|formSheet|currentContext|overCurrentContext
      and from=root|top (a presented cover's style and presenter), frame (shown and removed on the
      app's next display frame, as React Native and Flutter apply a change), sharedRef (one stored
      property, not a tag: each show overwrites it), noNeedlessCover (the app promises no cover
      while it stays in front: needless-cover).
    DETECT  capture detection with a promise (\(DetectFamily.count) members enumerated)
      detect[on=captured|screenshot|captured+screenshot,promise=blank|alert|log,
             initial=read|ignore,at=launch|appCall|willAppear|appear|foreground|active,
             unregister=never|disappear|background|resign,observer=block|selector|shared,
             dedupe=observer|none,disable=clean|leave|ignore,once]
      blank: a black view over the key window while captured (claims recordings).
      at=willAppear|appear: every screen registers for itself; observer= what it registers
      (block: a token per call that keeps the screen; selector: the screen; shared: one object
      for all screens); dedupe=none: it registers again without checking what it holds.
      run --family n draws n members of FAMILY and DETECT together (\(FamilySampler.count) members in all).
    TWO     protections in one app: NAME + NAME (every call forwarded to each in order)

    """
  }

  /// The lock family's syntax, after the cover family's in `list strategies`.
  static var lockFamilyListing: String {
    """
    LOCK FAMILY  app locks built from UIKit calls (\(LockFamily.count) members enumerated; run --lock-family n)
      lock[shield=S,when=W+W,hook=H,as=A,release=R,auth=U,rearm=T,grace=N,graceFrom=G,idle=N,idleFrom=I,
           timedLaunch,async,animated,endEditing,dismissPresented]
      * marks a part's default, taken when the part is left out; hook=, auth=, idleFrom=, policy=, focus=,
      onError=, clock=, wrong= and secretRead= at their default are left out of a member's name too
      shield   none | resign* | background (a plain window at .alert + 2; claims the app switcher)
      when     launch + resign + background + foreground + becomeActive (the moments it goes up at;
               launch+becomeActive*)
      hook     delegate* | appDelegate | appNote (where its code is called; a scene app never calls the app
               delegate's)
      as       window*,level=L (2001*)[,key][,hideMain] | present,from=root|top*,style=automatic|fullScreen*
               |overFullScreen|pageSheet[,modal] | subview,of=window0|keyWindow|rootView | root | swiftui
               | push[,popGestureDisabled] (pushed on the app's navigation stack; the user's swipe back,
               interactivePop, pops it unless its code disabled interactivePopGestureRecognizer: lock-bypass)
      release  biometry* | field | keypad | biometry+field | biometry+keypad | none
      auth     shown* | becomeActive | foreground | appear | tap (where it asks for Face ID; appear: viewDidAppear)
      rearm    background* | inactive | launch; grace=N seconds away (0*); timedLaunch: a launch decided by the
               timer
      graceFrom leave | unlock (where the grace's clock starts; named, the lock promises N s away: needless-lock)
      idle     N seconds without a touch: the app's own asyncAfter timer in front (not run while suspended)
      idleFrom touch* | unlock (touches seen by its sendEvent override restart it, or only the unlock starts it)
      policy   passcode* | biometrics (LAContext's policy: Face ID then the system's passcode UI, or Face ID only)
      unlockOn, repromptOn  userCancel + systemCancel + userFallback + biometryLockout + passcodeNotSet
               + biometryNotEnrolled + notInteractive (a failed reply taken as a pass, or answered by asking
               again at the next moment; the last three are refused at once, with no prompt)
      askFrom  foreground + becomeActive (further callbacks that ask for Face ID); unguarded: no in-flight guard;
               resign + background (named only, also in when=: the code locks at that leave and asks; iOS 9-10 hold the
               request for the return, later ones refuse it, and in a swipe-away it brings the app back before
               iOS 11: termination-blocked)
      onError  none* | reask | exit | crash (the error handler: nothing, ask again at once, end the app,
               or trap on a code its switch does not name; crash is named only)
      cannotEvaluate  unlock | stay | keypad (named only: canEvaluatePolicy checked before asking; when it
               fails, take the lock down, leave it with its Unlock button, or show the app's own keypad)
      fallback hidden | passcode (named only, policy=biometrics: an empty localizedFallbackTitle hides the
               fallback button; or userFallback and biometryLockout answered with deviceOwnerAuthentication,
               the device passcode that ends a Face ID lockout; without it a lockout is unlock-blocked)
      clock    date* | uptime (named only, with a grace: the code's stored time from Date(), or from
               CACurrentMediaTime(), which stops while the device sleeps locked)
      secret   userPresence | biometryAny | biometryCurrentSet | devicePasscode (named only, Face ID release:
               the lock's secret in a Keychain item with that access control; appCall(readSecret) reads it
               for a sensitive action); secretRead=item* | evaluate | context: the read is the unlock, or
               after an LAContext match without it or with it (kSecUseAuthenticationContext: no prompt)
      lockView clear | translucent (named only: the lock screen's background; what shows through once the
               shield goes is the rendering's answer)
      reuse    N seconds (named only: touchIDAuthenticationAllowableReuseDuration, a device unlock within N s
               passes); invalidateAt=background: the LAContext invalidated as the app leaves
      noRetry  named only, Face ID release: no Unlock button, only its code's moments ask (unlock-blocked
               when none is left); recheck=becomeActive: the stored leave time checked again at every
               did-become-active (rearm=background); biometryKept: with settings=, the Face ID switch
               stays on when the user turns the lock off; guardSettings: with settings=, the settings screen
               asks for Face ID before a weaker setting (lockOff, a longer lockAfterN) and applies it on success
      extAuth  named only, with ext=own|shared: the extension's code asks LocalAuthentication as its lock shows
      wrong    clear* | lockout | lockoutKept | accepts (named only, a release with a passcode entry: what the code
               does with a refused passcode, typed by enterWrongPasscode; lockout: 5 in a row disable the entry
               for 30 s; lockoutKept: never enabled again; accepts: the wrong code unlocks)
      promise  askBySelf + passcodeFallback + guardedSettings (named only, Face ID release: what the app tells the user its lock
               does; askBySelf: the prompt shows by itself in every stay in front while the lock stands, else
               silent-lock; passcodeFallback: the prompt's fallback button leads to a passcode, else unlock-blocked;
               guardedSettings, with settings=: a weaker setting only after the user's authentication, else
               lock-bypass)
      focus    tap* | appear | load | shown | foreground | becomeActive (a field release: where its code asks for
               the keyboard for its field); reply | replyQueue (biometry+field: in Face ID's reply); hiddenField:
               the field no tap reaches; restoreResponder: the main window's first responder given back
      appFocus the app around the lock focuses its own field when its first screen appears (app code)
      stacks   a new lock screen at each moment it is due, with no check for one already up
      keepContext  one LAContext for every ask (Face ID release), instead of a new one per ask
      settings live | launch (named only: the app's own lock setting, appCall(lockOff|lockOn|lockAfterN), read
               when it is needed or once at launch)
      ext      none | own | shared (a share and an AutoFill extension: no lock, a lock of its own, or the app's
               lock state in its app group's defaults); openExtension(share|autoFill) is drawn for it
      widget   sensitive | redacted | placeholder (what its widget's timeline entries hold); showWidget is drawn
      noNeedlessCover  named only: the lock promises no cover while the app stays in front (needless-cover)
      section  SCREEN (named only: a lock of one screen, asked as it appears; its moments only over it; the
               promise covers that screen alone); guards=screen + push + notification + link + shortcut: the
               routes its code checks (screen: its viewWillAppear, every route); a route left out shows it locked
      Example (Signal-like):
      lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,hideMain,release=biometry,rearm=background]
      Fuzz one member: run --strategy 'lock[...]' (quoted: a shell reads the brackets); in CI,
      STRATEGY='lock[...]' scripts/ci-fuzz.sh. docs/strategies.md has each part's sources and verdicts.

    """
  }

  /// A provider of iOS strategies only (your own covers).
  ///
  /// - Parameters:
  ///   - strategies: the listed strategies; at least one.
  ///   - benchmarked: the names `bench` measures by default (default: every one of `strategies`).
  ///   - listing: extra lines after the strategies in `list strategies`.
  ///   - family: a family to sample with `--family`, if any.
  ///   - lookup: finds a strategy by name (default: among `strategies`).
  ///   - nameProblem: why a name is malformed (default: never).
  public init(
    strategies: [StrategyDescriptor], benchmarked: [String]? = nil, listing: String? = nil,
    family: Family? = nil, lookup: (@Sendable (String) -> StrategyDescriptor?)? = nil,
    nameProblem: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.init(
      platforms: [IOSPlatform(strategies: strategies, lookup: lookup, nameCheck: nameProblem)],
      benchmarked: benchmarked, family: family)
    if let listing { listingNotes[IOSPlatform.name] = listing }
  }

  /// The iOS platform's listed strategies (empty when the tool offers no iOS strategies).
  public var strategies: [StrategyDescriptor] {
    platforms.lazy.compactMap { $0 as? IOSPlatform }.first?.strategies ?? []
  }
}
