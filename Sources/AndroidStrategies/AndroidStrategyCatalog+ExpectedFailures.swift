/// What the built-in Android strategies break on purpose.
extension AndroidStrategyCatalog {
  /// The invariants each built-in strategy breaks on its own profile, and why, as `(strategy, invariant, reason)`.
  ///
  /// The catalog holds the field's published strategies as their sources wrote them, faults included: these are
  /// the faults. `swift run lifecycle-fuzz` exits 0 when exactly these break; any other break is a failure, and an
  /// expectation the run no longer sees is printed as a notice. An expectation covers the strategy on its own
  /// profile only (``AndroidStrategyDescriptor/defaultProfile``).
  ///
  /// A data list, so that it is easy to refresh after a model change: `scripts/expected-failures.sh` runs the
  /// default run and prints the current break set in this form (reasons kept, `TODO` for a new pair).
  public static let expectedFailures: [(strategy: String, invariant: String, reason: String)] = [
    // BEGIN expected failures (scripts/expected-failures.sh)
    (
      "secure-flag-on-create", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs are windows of their own"
    ),
    (
      "render-effect-blur-on-pause", "recents-leak",
      "blurs from onPause, after a Recents snapshot taken before it; dialogs unblurred"
    ),
    (
      "seed-004", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are windows of their own"
    ),
    ("secure-flag-on-pause", "recents-leak", "sets FLAG_SECURE from onPause, after a Recents snapshot taken before it"),
    (
      "cover-view-on-pause", "recents-leak",
      "covers from onPause, after a Recents snapshot taken before it; dialogs uncovered"
    ),
    ("secure-flag-copied-to-dialogs", "capture-leak", "copies FLAG_SECURE to the app's dialogs but not to its popups"),
    (
      "capacitor-community-privacy-screen", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are not"
    ),
    (
      "capacitor-community-privacy-screen", "recents-leak",
      "a new activity enables it again; Recents keeps the card taken while disabled"
    ),
    (
      "capacitor-privacy-screen", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are not"
    ),
    (
      "capacitor-privacy-screen", "recents-leak",
      "a new activity enables it again; Recents keeps the card taken while disabled"
    ),
    (
      "flutter-lock-widget", "recents-leak",
      "the Dart lock widget is drawn on the engine's next frame, after the snapshot"
    ),
    (
      "flutter-lock-widget", "stranded-cover",
      "split screen pauses the app without a resume, leaving the lock widget up"
    ),
    (
      "rn-appstate-secure-flag", "recents-leak",
      "FLAG_SECURE from the JS AppState listener comes after the Recents snapshot"
    ),
    (
      "per-screen-secure-flag", "capture-leak",
      "one screen's unregister clears FLAG_SECURE for the sensitive screen below"
    ),
    (
      "per-screen-secure-flag", "recents-leak",
      "one screen's unregister clears FLAG_SECURE for the sensitive screen below"
    ),
    (
      "per-screen-secure-flag-lease", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are not"
    ),
    (
      "per-screen-secure-flag-lease", "recents-leak",
      "a dialog shown over a neutral screen (no lease, no flag) is in the card"
    ),
    (
      "recents-broadcast-dialog", "recents-leak",
      "on API 35 the Home press's snapshot precedes onPause's dialog; homekey is ignored"
    ),
    (
      "screenguard-overlay-receiver", "crash", "registers an app-defined receiver without an export flag: API 34 throws"
    ),
    (
      "screenguard-overlay-receiver-exported-flag", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are not"
    ),
    (
      "lock-rearmed-on-stop", "lock-bypass",
      "its lock is a view in the activity's window: every dialog and popup is above it; re-armed in onStop, after "
        + "the snapshot taken after onPause, so the Recents card shows the app while locked"
    ),
    (
      "lock-rearmed-on-stop", "needless-lock",
      "it re-arms in onStop: the camera's full-screen activity, started by the app in its own task, stops it, and the lock asks again though the user never left"
    ),
    (
      "static-protection-state", "capture-leak",
      "a static 'enabled' outlives the activity: the new window never gets the flag"
    ),
    (
      "static-protection-state", "recents-leak",
      "a static 'enabled' outlives the activity: the new window never gets the flag"
    ),
    (
      "static-protection-state-reset", "capture-leak",
      "FLAG_SECURE on the activity's window only; dialogs and popups are not"
    ),
    (
      "stealth-mode-toggle", "recents-leak",
      "turned on after the screen-off thumbnail: below API 26 a refused capture keeps the last thumbnail"
    ),
    (
      "stealth-mode-toggle", "capture-leak",
      "turned on at run time it sets FLAG_SECURE on the activity's window only: a popup already open is a window of its own and stays in the recording"
    ),
    (
      "app-locker-overlay", "lock-bypass",
      "another app's overlay comes only after the system reports the app in front, so the app shows first"
    ),
    (
      "android-lock[as=view,rearm=onPause]", "lock-bypass",
      "its lock is a view in the activity's window: every dialog and popup is above it; armed in onPause, after a "
        + "Recents snapshot taken before it, which the card shows while locked"
    ),
    (
      "android-lock[as=view,rearm=onPause]", "needless-lock",
      "rotation (and the split screen's resize) recreates the activity, which locks in onCreate and onPause, although the user never left the app"
    ),
    (
      "android-lock[as=dialog,rearm=onPause]", "lock-bypass",
      "a cancelable dialog: Back dismisses it, and later dialogs and popups stack above it; armed in onPause, after "
        + "a Recents snapshot taken before it, which the card shows while locked"
    ),
    (
      "android-lock[as=dialog,rearm=onPause]", "needless-lock",
      "rotation (and the split screen's resize) recreates the activity, which locks in onCreate and onPause, although the user never left the app"
    ),
    (
      "android-lock[as=view,rearm=onPause,in=launcherActivity]", "lock-bypass",
      "only the launcher activity runs it: an activity the app or a notification starts shows while locked"
    ),
    (
      "android-lock[as=view,rearm=onPause,in=launcherActivity]", "needless-lock",
      "starting another activity of the app pauses the launcher activity, which locks in onPause (and a rotation recreates it): it asks again although the user never left the app"
    ),
    (
      "android-lock[as=route,rearm=onPause]", "lock-bypass",
      "a route of the app's navigator: Back pops it, and dialogs and popups are windows above the activity's; armed "
        + "in onPause, after a Recents snapshot taken before it, which the card shows while locked"
    ),
    (
      "android-lock[as=route,rearm=onPause]", "needless-lock",
      "rotation (and the split screen's resize) recreates the activity, which locks in onCreate and onPause, although the user never left the app"
    ),
    (
      "android-lock[as=activity,rearm=onPause]", "lock-bypass",
      "the dialogs and popups the app shows are windows above the lock activity's; it starts only when the app "
        + "resumes, so no snapshot taken as the app leaves shows it and the card shows the app while locked"
    ),
    (
      "android-lock[as=activity,rearm=onPause]", "needless-lock",
      "rotation (and the split screen's resize) recreates the activity, which locks in onCreate and onPause, although the user never left the app"
    ),
    (
      "android-lock[as=jsView,rearm=onPause]", "lock-bypass",
      "its lock is a view in the activity's window: every dialog and popup is above it; drawn by JS from a task "
        + "posted after onPause, after a Recents snapshot taken then, which the card shows while locked"
    ),
    (
      "android-lock[as=jsView,rearm=onPause]", "needless-lock",
      "it re-arms in onPause: another app's activity the app starts in its own task (camera, permission dialog) pauses it, and the lock asks again though the user never left"
    ),
    (
      "android-detect[what=screenshots,register=onCreate]", "detection-promise",
      "registered in onCreate but unregistered in onStop: an activity that stops and starts again is told nothing"
    ),
    // END expected failures
  ]
}
