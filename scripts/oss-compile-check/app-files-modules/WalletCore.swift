// Stub of WalletCore (the app's own module or an Apple framework the model does not stand for): the
// file imports it; the types it uses are stubbed in the glue.
@_exported import ShieldModel
