// Signal-iOS ScreenLockUI under --linux-edits: the Darwin-only monotonic clock it reads
// (clock_gettime_nsec_np and NSEC_PER_SEC are not on Linux). Counted as edits.
#if !canImport(Darwin)
  import Glibc
  let NSEC_PER_SEC: UInt64 = 1_000_000_000
  func clock_gettime_nsec_np(_ clock: clockid_t) -> UInt64 {
    var now = timespec()
    clock_gettime(clock, &now)
    return UInt64(now.tv_sec) * NSEC_PER_SEC + UInt64(now.tv_nsec)
  }
#endif
