/// The page's inline style sheet. It holds no `<` or `&`, so it is also valid XML text.
///
/// Light and dark follow `prefers-color-scheme`; Graphviz draws black on white, so a diagram
/// keeps a light sheet of its own in dark mode. A diagram is shown at its own size up to the
/// page's width (shrunk beyond that, never cut). The printed page is always light (a reader in
/// dark mode prints dark text on white paper), opens every `<details>` under its summary as a
/// heading, prints the conflict bars' colours, and starts each system on a new page.
enum HTMLReportStyle {
    static let css = """
        :root { color-scheme: light dark; --text: #1d2329; --background: #fff; --panel: #f5f7f9; --accent: #1f5fa8; --muted: #5b6470; --rule: #d8dde3; --problem: #b3261e; --fine: #1e7b34; --warning: #8a5a00; --container: #7aa7d9; --content: #f0b35b; --overrun: #d93025; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #e3e6ea; --background: #16191d; --panel: #20252b; --accent: #8ab4f8; --muted: #a0a8b3; --rule: #3a414a; --problem: #f28b82; --fine: #81c995; --warning: #e2b340; --container: #4f7fb8; --content: #c98a2e; --overrun: #f28b82; }
        }
        body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 15px/1.5 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--text); background: var(--background); }
        h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
        h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--rule); overflow-wrap: anywhere; }
        h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
        a { color: var(--accent); }
        nav ol { padding-left: 1.5rem; }
        nav li { margin: 0.35rem 0; }
        nav .verdict { margin: 0; font-size: 0.92rem; }
        nav ol.parts { display: flex; flex-wrap: wrap; gap: 0 1rem; padding: 0; margin: 0; list-style: none; font-size: 0.85rem; }
        nav ol.parts li { margin: 0; }
        .verdict.problem::before { content: "✗ "; color: var(--problem); }
        .verdict.fine::before { content: "✓ "; color: var(--fine); }
        .verdict.warning::before { content: "⚠ "; color: var(--warning); }
        pre { margin: 0.5rem 0; padding: 0.75rem 1rem; background: var(--panel); border: 1px solid var(--rule); border-radius: 4px; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        .card { margin: 0.75rem 0 1rem; padding: 0.75rem 1rem; border: 1px solid var(--rule); border-left: 4px solid var(--problem); border-radius: 4px; }
        .card.fine { border-left-color: var(--fine); }
        .card.warning { border-left-color: var(--warning); }
        .headline { margin: 0 0 0.5rem; font-size: 1.08rem; font-weight: 600; overflow-wrap: anywhere; }
        .fix-title { margin: 0.5rem 0 0.25rem; }
        .fix-summary { color: var(--muted); }
        pre.code { margin: 0.25rem 0 0.75rem; }
        ol.steps { margin: 0.25rem 0 0.75rem; }
        figure.to-scale { margin: 0.75rem 0; }
        figure.to-scale figcaption { text-align: left; margin: 0 0 0.35rem; color: var(--text); font-size: 0.95rem; }
        .row { display: flex; align-items: center; gap: 0.4rem; margin: 0.15rem 0; }
        .row .side { flex: 0 0 2.8rem; font-size: 0.8rem; color: var(--muted); text-align: right; }
        .row .total { flex: 0 0 3.2rem; font: 0.8rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .track { flex: 1 1 auto; display: flex; min-width: 0; }
        .segment { box-sizing: border-box; height: 1.5rem; line-height: 1.5rem; padding: 0 0.3rem; font: 0.8rem/1.5rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap; color: #10151a; border-right: 1px solid var(--background); }
        .container .segment { background: var(--container); }
        .content .segment { background: var(--content); }
        .marks .track { height: 1.3rem; }
        .overrun, .gap { box-sizing: border-box; display: block; height: 1.3rem; font: 0.8rem/1.3rem ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap; text-align: center; color: var(--overrun); border: 2px solid var(--overrun); border-top: none; }
        .gap { border-style: dashed; }
        ol.key { margin: 0.35rem 0 0; padding-left: 1.2rem; font-size: 0.88rem; }
        ol.key b { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
        ol.key .length { color: var(--muted); white-space: nowrap; }
        ol.key li.links { list-style: none; color: var(--muted); }
        details { margin: 0.35rem 0; }
        summary { cursor: pointer; font-weight: 600; }
        figure.diagram { margin: 1rem 0; padding: 0.75rem; border: 1px solid var(--rule); border-radius: 4px; background: #fff; color: #1d2329; }
        .drawing svg { display: block; margin: 0 auto; max-width: 100%; height: auto; }
        figcaption { margin-top: 0.5rem; color: var(--muted); font-size: 0.92rem; text-align: center; }
        figure.diagram figcaption { color: #5b6470; }
        figure.diagram a { color: #1f5fa8; }
        .unavailable, .empty { color: var(--muted); font-style: italic; }
        @media print {
          :root { color-scheme: light; --text: #1d2329; --background: #fff; --panel: #f5f7f9; --accent: #1f5fa8; --muted: #4f5761; --rule: #c8cdd3; --problem: #b3261e; --fine: #1e7b34; --warning: #8a5a00; --container: #7aa7d9; --content: #f0b35b; --overrun: #d93025; }
          body { max-width: none; padding: 0; font-size: 11pt; }
          nav { display: none; }
          details::details-content { content-visibility: visible; display: contents; }
          summary { list-style: none; margin-top: 0.75rem; cursor: auto; }
          summary::-webkit-details-marker { display: none; }
          section.system + section.system { break-before: page; }
          .card, figure, pre { break-inside: avoid; }
          .segment, .overrun, .gap, .card, .verdict { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          .drawing svg { max-height: 24cm; }
          a { color: inherit; text-decoration: none; }
        }

        """
}
