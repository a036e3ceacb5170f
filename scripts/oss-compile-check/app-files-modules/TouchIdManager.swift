// Empty stand-in for the `TouchIdManager` library target (eighth unseen set): the library's files are
// compiled with the app's, and this module only answers the example's `import TouchIdManager`.
@_exported import ShieldModel
