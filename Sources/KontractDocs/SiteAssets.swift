// The site's one stylesheet and its search script (no outside assets: the site works offline).

/// The static files every site has.
enum SiteAssets {
    static let css = """
        /* \(DocsSite.headerMarker). Do not edit: run `kontract docs` again. */
        body { font: 15px/1.45 system-ui, sans-serif; color: #1b1f24; background: #fff; margin: 0; }
        main { padding: 0 1.5rem 2rem; }
        a { color: #0550ae; }
        .top { position: sticky; top: 0; background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: .5rem 1.5rem; z-index: 1; }
        .top label { font-weight: 600; margin-right: .5rem; }
        .top input { font-size: 1rem; width: 22rem; max-width: 90%; padding: .25rem .4rem; }
        #hits { list-style: none; margin: .25rem 0 0; padding: 0; max-height: 50vh; overflow: auto; }
        #hits li { padding: .1rem 0; }
        .letters { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem .75rem; }
        .muted { color: #57606a; }
        .decl { border-top: 1px solid #d0d7de; margin-top: 1.5rem; scroll-margin-top: 4.5rem; }
        .faces { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: .75rem; }
        .face h3 { font-size: .95rem; margin: .75rem 0 .25rem; }
        pre { background: #f6f8fa; border: 1px solid #d0d7de; padding: .5rem; overflow: auto; margin: 0; }
        code { font: 13px/1.4 ui-monospace, monospace; }
        .kw { color: #8250df; font-weight: 600; }
        .t { color: #0a3069; }
        .s { color: #a40e26; }
        .n { color: #0b6138; }
        .c { color: #57606a; font-style: italic; }
        .a { color: #7d4e00; }
        .k { color: #0550ae; }
        .notes { margin: .25rem 0 0; padding-left: 1.2rem; }
        .diagnostics { padding-left: 1.2rem; }
        .diagnostics .warning { color: #7d4e00; }
        .diagnostics .error { color: #a40e26; }

        """

    static let script = """
        /* \(DocsSite.headerMarker). Do not edit: run `kontract docs` again. */
        (function () {
          var input = document.getElementById("search");
          var hits = document.getElementById("hits");
          var index = window.kontractIndex || [];
          function show() {
            var query = input.value.trim().toLowerCase();
            hits.textContent = "";
            if (!query) return;
            var shown = 0;
            for (var i = 0; i < index.length && shown < 50; i++) {
              var entry = index[i];
              if (entry[0].toLowerCase().indexOf(query) < 0) continue;
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = entry[2];
              link.textContent = entry[0];
              item.appendChild(link);
              item.appendChild(document.createTextNode(" — " + entry[1]));
              hits.appendChild(item);
              shown++;
            }
          }
          input.addEventListener("input", show);
        })();

        """
}
