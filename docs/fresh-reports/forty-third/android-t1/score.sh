#!/bin/sh
# The forty-third set's (Android half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s39/forty-third/android-t1/score.sh /work/bin-s39-base/lifecycle-fuzz android-t1
# (from anywhere; OUTDIR relative to this folder unless absolute; another OUTDIR, e.g. after, for the final binary).
# Every translation of replays.txt (scripts under android/) is replayed inline (replay --events), in order; the
# output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; the rows with no translation (not
# expressible) are listed at the end.
# Adapted from the forty-second's android-t1 score.sh (same field splitting: id | kind | platform | target | profile |
# expect | events); checked with /bin/echo as the "binary" on a scratch copy.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# forty-third fresh set (Android half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays.txt" | grep -v '^ *$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(echo $id); kind=$(echo $kind); platform=$(echo $platform); target=$(echo "$target" | sed 's/^ *//; s/ *$//')
    profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    fi
    rc=$?
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$rc" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated (not expressible, see NOTES.md): F43-A02 mozilla-lockwise/lockwise-android#724 (an OEM build - OnePlus 6T, OxygenOS 9.0.1 - that screenshots and records FLAG_SECURE windows: no flag or profile says a vendor build that ignores FLAG_SECURE; its neighbouring device is F43-A02c), F43-A03 bither/bither-android@92f61e4c (the PIN's soft keyboard never shows on Android 9 because the EditText that takes it is 0dp high - zero-area views are not focusable from API 28: no word for a field's size, nor for a lock whose only entry is typed through the soft keyboard), F43-A05 nizwar/screen_capture_event#34 (Huawei: one screenshot fires the recording listener again and again: no vendor word for a media store or observer that notifies without end, nor for a recording detector told of a screenshot), F43-A07 huiger/ScreenShotDemo#11 (OPPO: the callback only after the system's floating screenshot preview goes: no word for a vendor's deferred screenshot write, and detection-promise has no lateness), F43-A08 452896915/SnapShotMonitor#1 (Huawei V8, Android 7.0: never told, no cause given: no EMUI word; any detector part that silences it would be a guess)"
} 2>&1 | tee "$out"
