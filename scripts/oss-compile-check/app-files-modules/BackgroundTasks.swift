// Empty stand-in for Apple's BackgroundTasks framework (twelfth unseen set, xx: its app delegate
// imports it and names nothing of it; the app's background task is UIApplication's).
@_exported import ShieldModel
