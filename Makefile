PY ?= python3
VENV := .venv
VPY := $(VENV)/bin/python

.PHONY: demo test corpus-check ecosystem-check bench clean

# pip byte-compiles what it installs, but an editable install leaves our own folders as source; a
# shell with PYTHONDONTWRITEBYTECODE=1 would then compile every module on every run (one-file check
# ~4x the CPU), so the bytecode is written once here
$(VENV)/.installed: pyproject.toml
	$(PY) -m venv $(VENV)
	$(VPY) -m pip install -q -e '.[dev]'
	$(VPY) -m compileall -q hybridlint runtime rules fixers
	touch $@

demo: $(VENV)/.installed
	$(VPY) examples/demo.py

# one worker per core (pytest-xdist): the suite is CPU-bound and its tests are independent; an
# idle worker takes queued tests from a busy one (the fix-set runs are long)
test: $(VENV)/.installed
	$(VPY) -m pytest -n auto --dist worksteal

corpus-check: $(VENV)/.installed
	@test -d "$(CORPUS)" || { echo "set CORPUS=DIR (see ../shared/corpus/fetch_corpus.sh)"; exit 2; }
	HYBRIDLINT_CORPUS=$(CORPUS) $(VPY) -m pytest tests/corpus -m corpus

# GluonCV / GluonNLP / d2l unchanged under the alias (tests/ecosystem). Their own dependencies
# are not hybridlint's: they go into a separate environment, never into $(VENV).
ECO_VENV := build/ecovenv
# numpy < 1.24: GluonCV 0.10.5 is MXNet-era code (np.float / np.int), and MXNet 1.9.1 needs it too
ECO_DEPS := "numpy<1.24" pytest requests tqdm portalocker Pillow scipy yacs pandas pyyaml matplotlib \
	autocfg ipython matplotlib-inline packaging cython

$(ECO_VENV)/.installed: pyproject.toml
	$(PY) -m venv $(ECO_VENV)
	$(ECO_VENV)/bin/pip install -q -e . $(ECO_DEPS)
	touch $@

ecosystem-check: $(ECO_VENV)/.installed
	@test -d "$(ECO)" || { echo "set ECO=DIR (the unpacked gluoncv, gluonnlp, d2l)"; exit 2; }
	@# GluonNLP's BERT tokenizer is a Cython extension: build it in place once
	@for d in $$(find "$(ECO)" -maxdepth 3 -name setup.py -path '*gluonnlp*' -exec dirname {} \;); do \
	  ls $$d/src/gluonnlp/data/fast_bert_tokenizer*.so >/dev/null 2>&1 || \
	  (cd $$d && $(CURDIR)/$(ECO_VENV)/bin/python setup.py -q build_ext --inplace); done
	@# MXNET_PY=python of a real MXNet 1.9.1 venv with GluonCV's dependencies: the zoo sample is
	@# also compared with MXNet's outputs (bench/gluoncv_zoo_sweep.py); without it, eager vs hybridized.
	@# GluonNLP's models are compared with MXNet only (bench/gluonnlp_model_sweep.py; skipped without)
	HYBRIDLINT_ECOSYSTEM=$(ECO) HYBRIDLINT_MXNET_PYTHON=$(MXNET_PY) \
	  $(ECO_VENV)/bin/python -m pytest tests/ecosystem -m ecosystem -rs

clean:
	rm -rf $(VENV) .hybridlint_cache build *.egg-info
