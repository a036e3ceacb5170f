import AndroidModel
import AppLogic
import Foundation

/// `fields: NAME[(saved)], ...`: variables that are fields of the activity, not of the process (docs/app-logic.md,
/// "Settings").
///
/// A field belongs to one activity instance: each new instance starts with it clear, whether the app made it (a
/// `startActivity`, a launch) or the system made it again after destroying the one before (a configuration change, the
/// Developer option "Don't keep activities", process death), as a Java or Kotlin field of an `Activity` subclass is
/// initialized by its constructor. `(saved)`: the app puts it in its instance state (`onSaveInstanceState`:
/// `outState.putBoolean`) and reads it back in `onCreate(savedInstanceState)`, so an instance the system made again
/// from its predecessor's saved state (``Activity/hasSavedInstanceState``) starts with the value that predecessor saved
/// (https://developer.android.com/guide/components/activities/activity-lifecycle#saras : the system "uses a set of
/// saved data called the instance state" to restore an activity it destroyed "due to system constraints"; the
/// `Bundle` is saved after `onStop` from API 28, before it below; high). A bare variable stays the process's (a
/// `ViewModel`, a static), as before.
///
/// The bundle is kept per activity of the app description (its start screen's name): a model simplification, since the
/// system keeps one per activity record and the model's task holds at most one record of each activity a script names.
extension AndroidAppLogic {
  /// A field declared by `fields:`.
  nonisolated struct ActivityField: Sendable {
    /// Its name, as `set`, `clear` and conditions write it.
    let name: String
    /// Whether the activity saves it in its instance state.
    let isSaved: Bool
  }

  /// Parses `fields: NAME[(saved)], ...`.
  /// - Throws: ``AppLogicError`` at the setting's line for an empty item, a name that is no variable name, a word other
  ///   than `saved` in the brackets, or a name given twice (with or without `(saved)`).
  nonisolated static func activityFields(_ setting: AppLogicScript.Setting) throws(AppLogicError) -> [ActivityField] {
    var fields: [ActivityField] = []
    // The list rule every list setting shares: no empty item, none given twice.
    for text in try setting.listItems() {
      var name = text
      var isSaved = false
      if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
        name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        let word = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(
          in: .whitespaces)
        guard word == "saved" else {
          throw AppLogicError(
            line: setting.line,
            message:
              "'fields:' takes NAME or NAME(saved), not '\(text)' (saved: the field is put in the instance state)")
        }
        isSaved = true
      }
      guard AppLogicScript.isName(name) else {
        throw AppLogicError(
          line: setting.line, message: "'fields:' takes variable names (NAME or NAME(saved)), not '\(text)'")
      }
      guard !fields.contains(where: { $0.name == name }) else {
        throw AppLogicError(line: setting.line, message: "'fields:' names '\(name)' twice")
      }
      fields.append(ActivityField(name: name, isSaved: isSaved))
    }
    return fields
  }

  /// Whether `name` is a field of the activity (`fields:`) rather than a variable of the process.
  func isActivityField(_ name: String) -> Bool { activityFields.contains { $0.name == name } }

  /// The value of the field `name` in `activity` (clear until the instance sets it).
  func fieldValue(_ name: String, in activity: Activity) -> Bool {
    fieldValues.first { $0.activity === activity }?.values[name] ?? false
  }

  /// Sets or clears the field `name` of `activity`.
  func setField(_ name: String, to value: Bool, in activity: Activity) {
    if let index = fieldValues.firstIndex(where: { $0.activity === activity }) {
      fieldValues[index].values[name] = value
    } else {
      fieldValues.append((WeakActivity(activity), [name: value]))
    }
  }

  /// The key of `activity`'s instance-state bundle: the activity of the app description it is (its start screen).
  private func bundleKey(_ activity: Activity) -> String {
    (activity.startScreen ?? activity.backStack.first)?.name ?? ""
  }

  /// `onSaveInstanceState`: the saved fields of `activity` go into its bundle.
  func saveFields(of activity: Activity) {
    guard activityFields.contains(where: \.isSaved) else { return }
    var bundle: [String: Bool] = [:]
    for field in activityFields where field.isSaved { bundle[field.name] = fieldValue(field.name, in: activity) }
    savedFieldBundles[bundleKey(activity)] = bundle
  }

  /// `onCreate`, before the app's code: a new instance's fields start clear; one made from saved state reads its saved
  /// fields back from the bundle.
  func restoreFields(of activity: Activity) {
    fieldValues.removeAll { $0.activity.value == nil || $0.activity === activity }
    guard activity.hasSavedInstanceState, let bundle = savedFieldBundles[bundleKey(activity)] else { return }
    for field in activityFields where field.isSaved && bundle[field.name] == true {
      setField(field.name, to: true, in: activity)
    }
  }

  /// `onDestroy`: the instance's fields go with it.
  func dropFields(of activity: Activity) {
    fieldValues.removeAll { $0.activity.value == nil || $0.activity === activity }
  }
}
