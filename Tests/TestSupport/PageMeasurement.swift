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
            if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') problems.push('clipped ' + e.tagName + '.' + e.className + ': "' + e.textContent.slice(0, 80) + '"');
          });
          document.querySelectorAll('.segment, .overrun, .gap').forEach(function (e) {
            const range = document.createRange();
            range.selectNodeContents(e);
            const text = range.getBoundingClientRect(), outer = box(e);
            if (e.textContent !== '' && (text.left < outer.l - 0.5 || text.right > outer.r + 0.5)) problems.push('bar label wider than its segment: "' + e.textContent + '"');
          });
          const page = document.documentElement;
          if (page.scrollWidth > page.clientWidth + 1) problems.push('the page scrolls sideways: ' + page.scrollWidth + ' > ' + page.clientWidth);
          const out = document.createElement('pre');
          out.id = 'measurements';
          out.textContent = JSON.stringify({svgs: document.querySelectorAll('.drawing svg').length, texts: count, problems: problems});
          document.body.appendChild(out);
        })();
        """

    /// Measures `page` (the HTML of a report page) at `width` CSS pixels.
    public static func measure(page: String, width: Int, chromium: String, folder: URL) throws -> Result {
        let instrumented = page
            .replacingOccurrences(of: #"<meta http-equiv="Content-Security-Policy""#, with: #"<meta name="csp-removed-for-measuring""#)
            .replacingOccurrences(of: "</body>", with: "<script>\n\(script)\n</script>\n</body>")
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
