"""The static site's build, one step a module; `build.py` is its command line.

vendor (npm packages), wheel (the engine's and the browser's wheels), site_python (the
browser's Python, compiled by Pyodide under Node with the scripts in in_pyodide/),
bundle (esbuild), policy (CSP and _headers), compress (brotli and gzip copies), serve
(the local static host), site (dist/ from all of them); openings and rules_pages run in
the project's virtual environment.
"""
