// Empty stand-in for the `MSScreenShield` library target (seventh unseen set): the library's files are
// compiled with the app's, and this module only answers the example's `import MSScreenShield`.
@_exported import ShieldModel
