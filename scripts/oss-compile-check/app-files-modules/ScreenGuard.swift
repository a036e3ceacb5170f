// Empty stand-in for the `ScreenGuard` library target of VolodymyrHanas/screenguard-ios (third
// unseen set): the library's one file is compiled with the app's, and this module only answers
// the example's `import ScreenGuard`.
@_exported import ShieldModel
