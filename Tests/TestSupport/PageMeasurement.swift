import Foundation

/// Measures a report page in headless Chromium: a copy of the page gets a script (the page itself
/// runs none, and its Content-Security-Policy forbids one, so the copy drops that) which writes
/// what it measured into the DOM, and `--dump-dom` reads it back.
///
/// What counts as a problem: two text boxes of one diagram overlapping (by more than a third of
/// the shorter one's height: a text box is its font's full height, so neighbouring lines touch;
/// the lines of one node's or edge's label, which Graphviz stacks itself, count as one box), a diagram's text outside its drawing, an element of the card whose content is wider
/// than its box, and a page that scrolls sideways.
public enum PageMeasurement {
    public struct Result: Decodable {
        public var svgs: Int
        public var texts: Int
        public var problems: [String]
    }

    static let script = """
        (function () {
          function box(e) { const r = e.getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; }
          function overlap(a, b) {
            const width = Math.min(a.r, b.r) - Math.max(a.l, b.l);
            const height = Math.min(a.b, b.b) - Math.max(a.t, b.t);
            return width > 0.5 && height > Math.min(a.b - a.t, b.b - b.t) / 3;
          }
          const problems = [];
          let count = 0;
          document.querySelectorAll('.drawing svg').forEach(function (svg, index) {
            const texts = Array.from(svg.querySelectorAll('text')).filter(function (t) { return t.textContent.trim() !== ''; });
            const boxes = texts.map(box);
            const frame = box(svg);
            count += texts.length;
            const name = (svg.closest('figure') || svg).id;
            for (let i = 0; i < boxes.length; i++) {
              const a = boxes[i];
              if (a.l < frame.l - 1 || a.r > frame.r + 1 || a.t < frame.t - 1 || a.b > frame.b + 1) problems.push(name + ': text outside the drawing: "' + texts[i].textContent + '"');
              for (let j = i + 1; j < boxes.length; j++) {
                if (texts[i].parentNode === texts[j].parentNode) continue;
                if (overlap(a, boxes[j])) problems.push(name + ': "' + texts[i].textContent + '" overlaps "' + texts[j].textContent + '"');
              }
            }
          });
          document.querySelectorAll('.card, .card *, h2, nav li').forEach(function (e) {
            // A diagram inside a card is measured above; SVG elements have no CSS box to clip.
            if (e.closest('svg')) return;
            if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') problems.push('clipped ' + e.tagName + '.' + e.className + ': "' + e.textContent.slice(0, 80) + '"');
          });
          document.querySelectorAll('.segment, .overrun, .gap').forEach(function (e) {
            const range = document.createRange();
            range.selectNodeContents(e);
            const text = range.getBoundingClientRect(), outer = box(e);
            if (e.textContent !== '' && (text.left < outer.l - 0.5 || text.right > outer.r + 0.5)) problems.push('bar label wider than its segment: "' + e.textContent + '"');
          });
          if (document.documentElement.dataset.measure === 'print') {
            function luminance(color) {
              const c = (color.match(/[0-9.]+/g) || []).map(Number);
              return c.length < 3 || c[3] === 0 ? null : (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
            }
            document.querySelectorAll('details').forEach(function (d) {
              Array.from(d.children).forEach(function (c) {
                if (c.tagName !== 'SUMMARY' && (!c.checkVisibility() || c.getBoundingClientRect().height === 0)) problems.push('folded in print: ' + (d.querySelector('summary') || d).textContent.slice(0, 60));
              });
            });
            document.querySelectorAll('body, body *').forEach(function (e) {
              if (e.closest('svg')) return;
              const style = getComputedStyle(e);
              const background = luminance(style.backgroundColor), text = luminance(style.color);
              if (background !== null && background < 0.45) problems.push('dark background in print: ' + e.tagName + '.' + e.className + ' ' + style.backgroundColor);
              if (e.textContent.trim() !== '' && style.display !== 'none' && text !== null && text > 0.6) problems.push('light text in print: ' + e.tagName + '.' + e.className + ' ' + style.color);
            });
            document.querySelectorAll('.segment, .overrun, .gap').forEach(function (e) {
              if (getComputedStyle(e).printColorAdjust !== 'exact') problems.push('bar colours not printed: "' + e.textContent + '"');
            });
          }
          const page = document.documentElement;
          if (page.scrollWidth > page.clientWidth + 1) problems.push('the page scrolls sideways: ' + page.scrollWidth + ' > ' + page.clientWidth);
          const out = document.createElement('pre');
          out.id = 'measurements';
          out.textContent = JSON.stringify({svgs: document.querySelectorAll('.drawing svg').length, texts: count, problems: problems});
          document.body.appendChild(out);
        })();
        """

    /// How the page is looked at.
    public enum Media: Sendable {
        case screen
        /// The print style sheet as a reader in dark mode would print it: the copy's `@media
        /// print` and `prefers-color-scheme: dark` rules apply on screen, measured at `width`
        /// (718 CSS pixels is an A4 page less Chromium's default margins). Further problems: a
        /// `<details>` whose content stays folded, a dark background or light text outside the
        /// diagrams, a conflict bar whose colours the browser would leave out.
        case print
    }

    /// An A4 page's printable width in CSS pixels, with Chromium's default margins.
    public static let printWidth = 718

    /// Measures `page` (the HTML of a report page) at `width` CSS pixels.
    public static func measure(page: String, width: Int, chromium: String, folder: URL, media: Media = .screen) throws -> Result {
        var instrumented = page
            .replacingOccurrences(of: #"<meta http-equiv="Content-Security-Policy""#, with: #"<meta name="csp-removed-for-measuring""#)
            .replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
        if media == .print {
            instrumented = instrumented
                .replacingOccurrences(of: "@media print {", with: "@media all {")
                .replacingOccurrences(of: "@media (prefers-color-scheme: dark) {", with: "@media all {")
                .replacingOccurrences(of: "<html ", with: "<html data-measure=\"print\" ")
        }
        let file = folder.appendingPathComponent("measure-\(width)-\(UUID().uuidString).html")
        try Data(instrumented.utf8).write(to: file)
        let dom = try Chromium.run(chromium, ["--window-size=\(width),900", "--dump-dom", file.absoluteString], profile: folder)
        guard let start = dom.range(of: "<pre id=\"measurements\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Chromium.Failure(description: "the measuring script wrote nothing")
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Result.self, from: Data(json.utf8))
    }
}
