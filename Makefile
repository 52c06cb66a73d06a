PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: demo test corpus-check bench clean

$(VENV)/.installed: pyproject.toml
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q -e '.[dev]'
	touch $@

demo: $(VENV)/.installed
	$(VPY) examples/demo.py

test: $(VENV)/.installed
	$(VPY) -m pytest

corpus-check: $(VENV)/.installed
	@test -d "$(CORPUS)" || { echo "set CORPUS=DIR (see ../shared/corpus/fetch_corpus.sh)"; exit 2; }
	HYBRIDLINT_CORPUS=$(CORPUS) $(VPY) -m pytest tests/corpus -m corpus

clean:
	rm -rf $(VENV) .hybridlint_cache build *.egg-info
