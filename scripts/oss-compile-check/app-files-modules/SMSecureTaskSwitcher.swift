// Empty stand-in for the `SMSecureTaskSwitcher` library target (seventh unseen set): the library's files are
// compiled with the app's, and this module only answers the example's `import SMSecureTaskSwitcher`.
@_exported import ShieldModel
