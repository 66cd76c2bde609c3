// `TextContrastCheck` lives in TokenModel, so the build plugin's tool runs it without the
// renderer; `import DesignChecks` still gives it, with `FontCheck`, to validate and the gallery.
@_exported import TokenModel
