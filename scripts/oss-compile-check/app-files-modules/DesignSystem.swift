// Empty stand-in for Proton Pass's `DesignSystem` package (ninth unseen set): the design tokens
// the cover names are stubbed in its glue (app-files-glue/unseen9/protonpass.swift).
@_exported import ShieldModel
