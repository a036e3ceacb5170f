/// When the Recents task snapshot is taken relative to the activity's pause, a choice the trace makes.
///
/// AOSP takes the snapshot of a task when it leaves the screen (the closing transition,
/// https://source.android.com/docs/core/perf/task-snapshots ; high), but the platform guarantees no order against
/// the app's callbacks: reports show the thumbnail taken before, or at the same time as, `onPause`
/// (https://github.com/mozilla-mobile/focus-android/issues/103 ;
/// https://github.com/facebook/react-native/issues/34157 ; https://github.com/stellar/freighter-mobile/issues/942 ;
/// medium), so each order is a scheduler choice.
nonisolated public enum RecentsSnapshotTiming: String, Hashable, Sendable, Codable, CaseIterable {
  /// Taken before `onPause`'s changes are drawn (what the activity showed when Home was pressed).
  case beforePause
  /// Taken after `onPause` returned and its changes were drawn, before runnables it posted ran (the default).
  case afterPause
  /// Taken after `onStop` and after every runnable posted so far ran.
  case afterStop
}
