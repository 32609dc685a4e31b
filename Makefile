# The two commands of the README:
#   make play   set up, build dist/ and serve it on http://localhost:8000/ (and to the local network)
#   make test   set up and run every test (CPython unit tests + Playwright in Debian's chromium)
# And to publish: make dist (dist/ is the whole site: copy it to any static host).
# Everything else here is a step of those two.

PY      ?= python3
VENV    := .venv
PORT    ?= 8000
CHROMIUM ?= /usr/bin/chromium
FIREFOX ?= /usr/bin/firefox-esr
WEBKIT_DRIVER ?= /usr/bin/WebKitWebDriver

.PHONY: play dist test test-python lint build site test-deps chromium other-engines bench clean

# What we play is what we publish: the same dist/ folder.
play: dist
	PYTHONPATH=py $(VENV)/bin/python -m ludoteca.devserver dist --port $(PORT)

dist: $(VENV)/.build-installed node_modules/.installed
	PYTHONPATH=py $(VENV)/bin/python -m ludoteca.build --dist

test: test-python test-deps
	LUDOTECA_BUILT=1 $(VENV)/bin/python -m pytest -n 2 --dist loadfile tests/e2e  # the page, two browsers at once, a file per worker

# Everything but the browsers (no root needed): the linters, the shell's pure parts under node, and
# the CPython tests on both cores. The Pages workflow runs it before it publishes.
test-python: site $(VENV)/.installed lint
	node --test tests/js/
	$(VENV)/bin/python -m pytest -n 2 --ignore=tests/e2e

# The site: vendored Pyodide from npm (lock file), and our package zipped.
site: node_modules/.installed build

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# Linters and the type checker (versions pinned in requirements-dev.txt and package.json): ruff over
# all our Python, the workshop worker included (rules and complexity limit in pyproject.toml), mypy
# over the whole package (strict in core/ and the table's modules), ESLint over the shell.
lint: $(VENV)/.installed node_modules/.installed
	$(VENV)/bin/ruff check py tests bench assets/py
	$(VENV)/bin/ruff format --check py tests bench assets/py
	$(VENV)/bin/mypy
	node_modules/.bin/eslint .

# Cheap, so always redone: the page must never load a stale copy of py/. Babel (pinned in
# requirements-build.txt) compiles and checks the translation catalogs; the vendored Pyodide,
# run in Node, compiles our modules to the bytecode the page loads.
build: $(VENV)/.build-installed node_modules/.installed
	PYTHONPATH=py $(VENV)/bin/python -m ludoteca.build

$(VENV)/.build-installed: requirements-build.txt
	test -x $(VENV)/bin/python || $(PY) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r requirements-build.txt
	touch $@

test-deps: $(VENV)/.installed chromium other-engines

$(VENV)/.installed: requirements-dev.txt requirements-build.txt
	test -x $(VENV)/bin/python || $(PY) -m venv $(VENV)
	$(VENV)/bin/pip install -q -r requirements-dev.txt
	touch $@

# Playwright cannot download its own browser here: use Debian's.
chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  echo "Installing Debian's chromium (needs root or sudo)…"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium; \
	fi

# The two other engines (tests/e2e/test_other_engines.py, bench/engines.py): Gecko (firefox-esr,
# driven by npm's puppeteer-core) and WebKit, Safari's engine (WebKitGTK's WebKitWebDriver, in a
# virtual display). Where they cannot be installed (no root, no sudo) those two tests skip; as
# root or on CI they fail instead.
other-engines:
	@missing=; \
	[ -x "$(FIREFOX)" ] || missing="$$missing firefox-esr"; \
	[ -x "$(WEBKIT_DRIVER)" ] || missing="$$missing webkit2gtk-driver"; \
	command -v xvfb-run >/dev/null || missing="$$missing xvfb"; \
	command -v xauth >/dev/null || missing="$$missing xauth"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian's$$missing (needs root or sudo)…"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; } \
	    || echo "Could not install$$missing: the tests in Firefox and WebKit will be skipped."; \
	fi

bench: site test-deps
	$(VENV)/bin/python bench/random_games.py
	$(VENV)/bin/python bench/load_time.py
	$(VENV)/bin/python bench/click_latency.py
	$(VENV)/bin/python bench/main_thread.py
	$(VENV)/bin/python bench/engine_speed.py
	$(VENV)/bin/python bench/engines.py
	$(VENV)/bin/python bench/network.py --profile good4g --encoding gzip --no-build   # ~4 min; slow4g: see its docstring

clean:
	rm -rf build dist node_modules $(VENV) .pytest_cache
