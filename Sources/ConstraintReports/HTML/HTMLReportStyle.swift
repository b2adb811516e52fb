/// The page's inline style sheet. It holds no `<` or `&`, so it is also valid XML text.
///
/// Diagrams keep Graphviz's size and scroll sideways when wider than the page: shrunk to fit,
/// a large constraint graph's labels become too small to read.
enum HTMLReportStyle {
    static let css = """
        :root { color-scheme: light; --accent: #1f5fa8; --muted: #5b6470; --rule: #d8dde3; }
        body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 15px/1.5 -apple-system, system-ui, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d2329; background: #fff; }
        h1 { font-size: 1.6rem; margin: 0 0 0.5rem; }
        h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--rule); }
        h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
        a { color: var(--accent); }
        nav ol { padding-left: 1.5rem; }
        nav ol ol { font-size: 0.92rem; }
        pre { margin: 0.5rem 0; padding: 0.75rem 1rem; background: #f5f7f9; border: 1px solid var(--rule); border-radius: 4px; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
        figure.diagram { margin: 1rem 0; padding: 0.75rem; border: 1px solid var(--rule); border-radius: 4px; }
        .drawing { overflow: auto; }
        .drawing svg { display: block; margin: 0 auto; }
        figcaption { margin-top: 0.5rem; color: var(--muted); font-size: 0.92rem; text-align: center; }
        .unavailable, .empty { color: var(--muted); font-style: italic; }

        """
}
