/// The stylesheet that draws a rendered screen's HTML form (the `ui-…` classes the Linux SwiftUI module writes) as an
/// iOS screen in a phone frame: navigation bar with back button, toolbar items and large or inline title; inset
/// grouped lists and forms with section headers; rows with disclosure chevrons; text fields, switches, pickers,
/// steppers and segmented controls; sheets with a grabber over the dimmed screen they cover, alerts and action-sheet
/// dialogs. Light and dark are classes of the frame (`scheme-light`, `scheme-dark`; `scheme-page` follows the page),
/// so a card shows both at once. System fonts only; nothing is loaded.
enum HTMLPhoneStyle {
  /// The frame around a screen's HTML: a status bar, then the screen.
  static func phone(_ html: String, scheme: String, label: String) -> String {
    "<figure class=\"phone scheme-\(scheme)\" role=\"group\" aria-label=\"\(HTMLGallery.escape(label))\">"
      + "<div class=\"status-bar\" aria-hidden=\"true\"><span>9:41</span><span>▂▄▆ ▭</span></div>"
      + "<div class=\"ios-content\">" + html + "</div></figure>\n"
  }

  static let style = """
    .phone { --ios-bg: #ffffff; --ios-grouped: #f2f2f7; --ios-cell: #ffffff; --ios-label: #000000; \
    --ios-secondary: #6c6c70; --ios-tertiary: #c7c7cc; --ios-sep: #c6c6c8; --ios-fill: #e9e9eb; \
    --ios-accent: #0066d6; --ios-red: #d70015; --ios-green: #34c759; --ios-alert: #f2f2f2; \
    --ios-placeholder: #6e6e73; --ios-sheet: #f2f2f7; color-scheme: light; }
    .phone.scheme-dark { --ios-bg: #000000; --ios-grouped: #000000; --ios-cell: #1c1c1e; --ios-label: #ffffff; \
    --ios-secondary: #aeaeb2; --ios-tertiary: #48484a; --ios-sep: #38383a; --ios-fill: #2c2c2e; \
    --ios-accent: #409cff; --ios-red: #ff6961; --ios-green: #30d158; --ios-alert: #2c2c2e; \
    --ios-placeholder: #98989d; --ios-sheet: #1c1c1e; color-scheme: dark; }
    @media (prefers-color-scheme: dark) { .phone.scheme-page { --ios-bg: #000000; --ios-grouped: #000000; \
    --ios-cell: #1c1c1e; --ios-label: #ffffff; --ios-secondary: #aeaeb2; --ios-tertiary: #48484a; \
    --ios-sep: #38383a; --ios-fill: #2c2c2e; --ios-accent: #409cff; --ios-red: #ff6961; --ios-green: #30d158; \
    --ios-alert: #2c2c2e; --ios-placeholder: #98989d; --ios-sheet: #1c1c1e; color-scheme: dark; } }
    .phones { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
    .phone { margin: 0; flex: 1 1 250px; max-width: 360px; min-width: 0; min-height: 460px; display: flex; \
    flex-direction: column; border: 7px solid #1c1c1e; border-radius: 34px; overflow: hidden; \
    background: var(--ios-bg); color: var(--ios-label); font: 15px/1.35 -apple-system, system-ui, \
    "Helvetica Neue", Arial, sans-serif; box-shadow: 0 2px 8px rgba(0,0,0,.18); }
    .phone * { box-sizing: border-box; }
    .status-bar { display: flex; justify-content: space-between; padding: 6px 22px 2px; font-size: 12px; \
    font-weight: 600; letter-spacing: .02em; }
    .ios-content { flex: 1; display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
    .ui-nav-level:has(.ui-list, .ui-form), .ios-content:not(:has(.ui-nav-level)):has(.ui-list, .ui-form) { \
    background: var(--ios-grouped); }
    .ios-content > *, .ui-navigationStack, .ui-nav-level { flex: 1; display: flex; flex-direction: column; \
    min-width: 0; }
    .ui-nav-level[hidden] { display: none; }
    .ui-navbar { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, max-content) minmax(0, 1fr); \
    align-items: center; \
    gap: 6px; min-height: 38px; padding: 0 12px; }
    .ui-bar-items { display: flex; gap: 14px; align-items: center; min-width: 0; }
    .ui-bar-items.ui-trailing { justify-content: flex-end; }
    .ui-back { color: var(--ios-accent); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .ui-back > span { font-size: 24px; line-height: 1; vertical-align: -2px; }
    .ui-inline-title { font-weight: 600; text-align: center; }
    .ui-navbar .ui-label .ui-icon ~ .ui-label-title { position: absolute; width: 1px; height: 1px; \
    overflow: hidden; clip-path: inset(50%); }
    .ui-navbar .ui-icon { font-size: 22px; }
    .ui-title { font-size: 28px; font-weight: 700; margin: 0 16px 6px; line-height: 1.2; border: 0; padding: 0; }
    .phone h2, .phone h3 { border: 0; padding: 0; }
    .ui-sheet .ui-nav-level { background: transparent; }
    .ui-list, .ui-form { flex: 1; padding: 2px 16px 16px; }
    .ui-group { background: var(--ios-cell); border-radius: 10px; margin: 8px 0; overflow: hidden; }
    .ui-section-header { font-size: 12px; font-weight: 400; text-transform: uppercase; \
    color: var(--ios-secondary); margin: 16px 16px 0; }
    .ui-cell { display: flex; align-items: center; min-height: 44px; padding: 10px 16px; }
    .ui-cell { position: relative; }
    .ui-cell + .ui-cell::before { content: ""; position: absolute; top: 0; left: 16px; right: 0; \
    border-top: 1px solid var(--ios-sep); }
    .ui-cell > * { flex: 1; min-width: 0; }
    .ui-row { display: flex; align-items: center; gap: 8px; min-width: 0; }
    .ui-row:has(> .ui-row) { flex-direction: column; align-items: stretch; }
    .ui-row .ui-row { padding-left: 16px; }
    .ui-row > .ui-link, .ui-row > .ui-button, .ui-row > .ui-hstack, .ui-row > .ui-labeledContent { flex: 1; }
    .ui-vstack > .ui-list, .ui-vstack > .ui-form { padding-left: 0; padding-right: 0; }
    .ui-button { font: inherit; color: var(--ios-accent); background: none; border: 0; padding: 0; margin: 0; \
    text-align: left; display: inline-flex; align-items: center; gap: 8px; min-width: 0; \
    overflow-wrap: anywhere; }
    .ui-cell > .ui-button, .ui-row > .ui-button { width: 100%; }
    .ui-button.t-role-destructive, .t-role-destructive .ui-button { color: var(--ios-red); }
    .ui-button[disabled] { color: var(--ios-secondary); opacity: .7; }
    .ui-button[class*="t-buttonStyle-bordered"] { background: var(--ios-fill); padding: 6px 14px; \
    border-radius: 8px; }
    .ui-button.t-buttonStyle-borderedProminent { background: var(--ios-accent); color: #ffffff; }
    .ui-link { display: flex; align-items: center; gap: 8px; color: inherit; text-decoration: none; min-width: 0; }
    .ui-link-title { flex: 1; min-width: 0; }
    .ui-chevron { color: var(--ios-secondary); font-size: 20px; line-height: 1; }
    .ui-text { min-width: 0; }
    .ui-vstack { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
    .ui-nav-level > .ui-vstack, .ios-content > .ui-vstack, .ui-presenter > .ui-vstack, .ui-sheet > .ui-vstack { \
    padding: 8px 16px 16px; }
    :is(.ios-content, .ui-nav-level, .ui-presenter, .ui-sheet) > :is(.ui-text, .ui-button, .ui-label, .ui-link, \
    .ui-hstack, .ui-textField, .ui-secureField, .ui-toggle, .ui-picker, .ui-stepper, .ui-slider, .ui-datePicker, \
    .ui-labeledContent, .ui-image, .ui-row) { margin: 8px 16px; flex: 0 0 auto; }
    .ui-hstack { display: flex; align-items: center; gap: 8px; min-width: 0; }
    .ui-hstack > * { min-width: 0; }
    .ui-spacer { flex: 1; }
    .ui-zstack { display: grid; } .ui-zstack > * { grid-area: 1 / 1; }
    .ui-scroll { overflow: auto; }
    .ui-divider { border: 0; border-top: 1px solid var(--ios-sep); margin: 4px 0; width: 100%; }
    .t-font-largeTitle { font-size: 28px; font-weight: 700; } .t-font-title { font-size: 24px; font-weight: 700; }
    .t-font-title2 { font-size: 21px; font-weight: 700; } .t-font-title3 { font-size: 19px; font-weight: 600; }
    .t-font-headline, .t-bold, .t-fontWeight-bold, .t-fontWeight-semibold { font-weight: 600; }
    .t-font-subheadline, .t-font-callout { font-size: 14px; }
    .t-font-footnote, .t-font-caption, .t-font-caption2 { font-size: 12px; }
    .t-foregroundStyle-secondary, .t-foregroundColor-secondary, .t-foregroundStyle-gray { \
    color: var(--ios-secondary); }
    .t-foregroundStyle-red, .t-foregroundColor-red { color: var(--ios-red); }
    .t-monospacedDigit { font-variant-numeric: tabular-nums; }
    .ui-textField, .ui-secureField { display: flex; min-width: 0; }
    .ui-input { flex: 1; min-width: 0; }
    .ui-placeholder { color: var(--ios-placeholder); }
    .ui-vstack > .ui-textField, .ui-vstack > .ui-secureField { border: 1px solid var(--ios-sep); \
    border-radius: 8px; padding: 8px 10px; background: var(--ios-cell); }
    .ui-searchField { display: flex; gap: 6px; background: var(--ios-fill); color: var(--ios-secondary); \
    border-radius: 10px; padding: 7px 10px; margin: 4px 16px; }
    .ui-toggle, .ui-picker, .ui-stepper, .ui-slider, .ui-datePicker, .ui-labeledContent { display: flex; \
    align-items: center; gap: 8px; width: 100%; min-width: 0; }
    .ui-control-label { flex: 1; min-width: 0; }
    .ui-control-value, .ui-picker-value { color: var(--ios-secondary); text-align: right; min-width: 0; }
    .ui-datePicker .ui-control-value { background: var(--ios-fill); color: var(--ios-label); \
    border-radius: 6px; padding: 3px 8px; }
    .ui-switch { flex: 0 0 auto; position: relative; width: 51px; height: 31px; border-radius: 16px; \
    background: var(--ios-fill); }
    .ui-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; \
    border-radius: 50%; background: #ffffff; box-shadow: 0 2px 4px rgba(0,0,0,.25); }
    .ui-switch.ui-on { background: var(--ios-green); } .ui-switch.ui-on::after { left: 22px; }
    .ui-stepper-buttons { display: inline-flex; background: var(--ios-fill); border-radius: 8px; \
    flex: 0 0 auto; }
    .ui-stepper-buttons span { padding: 2px 14px; font-size: 18px; }
    .ui-stepper-buttons span + span { border-left: 1px solid var(--ios-sep); }
    .ui-segments { display: flex; width: 100%; background: var(--ios-fill); border-radius: 8px; padding: 2px; }
    .ui-segments .ui-option { flex: 1; text-align: center; padding: 4px 6px; border-radius: 7px; \
    font-size: 13px; }
    .ui-segments .ui-option.ui-selected { background: var(--ios-cell); font-weight: 600; \
    box-shadow: 0 1px 3px rgba(0,0,0,.2); }
    .ui-options[hidden] { display: none; }
    .ui-image, .ui-icon { color: var(--ios-accent); display: inline-block; min-width: 1.2em; text-align: center; }
    .ui-label { display: inline-flex; align-items: center; gap: 8px; min-width: 0; }
    .ui-label.t-labelStyle-iconOnly .ui-label-title { position: absolute; width: 1px; height: 1px; \
    overflow: hidden; clip-path: inset(50%); }
    .ui-label.t-labelStyle-titleOnly .ui-icon { display: none; }
    .ui-progress { display: flex; flex-direction: column; align-items: center; justify-content: center; \
    gap: 10px; padding: 24px 16px; color: var(--ios-secondary); }
    .ui-nav-level > .ui-progress, .ios-content > .ui-progress { flex: 1; }
    .ui-progress:has(.ui-bar) { align-items: stretch; padding: 4px 0; gap: 4px; color: inherit; }
    .ui-bar { display: block; height: 4px; border-radius: 2px; background: var(--ios-fill); overflow: hidden; }
    .ui-bar > span { display: block; height: 100%; background: var(--ios-accent); }
    .ui-spinner { width: 22px; height: 22px; border-radius: 50%; border: 3px solid var(--ios-fill); \
    border-top-color: var(--ios-secondary); animation: spin 1s linear infinite; }
    .ui-unavailable { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; \
    text-align: center; gap: 6px; padding: 32px 24px; }
    .ui-unavailable-icon { font-size: 44px; color: var(--ios-secondary); line-height: 1; }
    .ui-unavailable-title { font-size: 20px; font-weight: 700; margin: 0; }
    .ui-unavailable-description { color: var(--ios-secondary); margin: 0; }
    .ui-presenting { flex: 1; display: grid; grid-template: minmax(0, 1fr) / minmax(0, 1fr); min-width: 0; }
    .ui-presenting > * { grid-area: 1 / 1; min-width: 0; }
    .ui-presenter { display: flex; flex-direction: column; filter: brightness(.6) saturate(.7); }
    .ui-sheet, .ui-popover, .ui-fullScreenCover { z-index: 1; display: flex; flex-direction: column; \
    margin-top: 30px; background: var(--ios-sheet); color: var(--ios-label); border-radius: 12px 12px 0 0; \
    box-shadow: 0 -3px 14px rgba(0,0,0,.3); min-width: 0; }
    .ui-sheet:not(:has(.ui-list, .ui-form)) { background: var(--ios-bg); }
    .scheme-dark .ui-sheet .ui-group { background: #2c2c2e; }
    @media (prefers-color-scheme: dark) { .scheme-page .ui-sheet .ui-group { background: #2c2c2e; } }
    .ui-fullScreenCover { margin-top: 0; border-radius: 0; }
    .ui-grabber { display: block; width: 36px; height: 5px; border-radius: 3px; background: var(--ios-tertiary); \
    margin: 6px auto 2px; flex: 0 0 auto; }
    .ui-alert { z-index: 1; align-self: center; justify-self: center; width: min(270px, 86%); \
    background: var(--ios-alert); border-radius: 14px; text-align: center; overflow: hidden; \
    box-shadow: 0 4px 20px rgba(0,0,0,.3); }
    .ui-alert-body { padding: 18px 16px 14px; display: flex; flex-direction: column; gap: 4px; font-size: 13px; }
    .ui-alert-title { font-size: 17px; font-weight: 600; margin: 0; }
    .ui-alert-actions { display: flex; flex-direction: column; }
    .ui-alert-actions[data-count="2"] { flex-direction: row; }
    .ui-alert-actions .ui-button, .ui-dialog .ui-button { justify-content: center; text-align: center; \
    width: 100%; padding: 11px 8px; font-size: 17px; border-top: 1px solid var(--ios-sep); }
    .ui-alert-actions[data-count="2"] .ui-button + .ui-button { border-left: 1px solid var(--ios-sep); }
    .ui-alert .t-role-cancel { font-weight: 600; }
    .ui-dialog { z-index: 1; align-self: end; margin: 8px; display: flex; flex-direction: column; gap: 8px; }
    .ui-dialog-group { background: var(--ios-alert); border-radius: 14px; overflow: hidden; text-align: center; }
    .ui-dialog-header { padding: 12px 16px; font-size: 13px; color: var(--ios-secondary); }
    .ui-dialog-title { font-weight: 600; margin: 0; }
    .ui-dialog-cancel { background: var(--ios-cell); } .ui-dialog-cancel .ui-button { font-weight: 600; \
    border-top: 0; }
    .ui-disabled { opacity: .55; }
    """
}
