// Empty stand-in for Threema's `ThreemaMacros` package (ninth unseen set): its `#localize` macro
// needs a compiler plugin, which a stub module cannot give, so a file that uses it does not compile.
@_exported import ShieldModel
