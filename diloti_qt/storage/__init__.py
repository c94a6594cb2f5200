"""Storage: file locations, atomic writes, the autosave, match history and settings (no Qt).

Import from the module that holds a name (`storage.paths`, `storage.settings.SettingsStore`,
`storage.history.MatchHistory`): the package exports nothing, so reading the settings at
start-up does not also load the history database and the saved-game reader before the
window is up."""
