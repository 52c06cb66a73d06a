"""hybridlint: a linter with fixers for MXNet Gluon ``hybrid_forward`` code, plus a bundled numpy
runtime that imitates MXNet 1.9.1 (``hybridlint.runtime``).

This package holds the linter side, lowest layer first (docs/architecture.md, "Layers";
tests/test_layers.py checks it): the rule and fix API (``diagnostics``, ``rule``), ``engine``,
``rules`` and ``fixers``, the runner (loading, suppression, the fix loop, orchestration,
reporters), verification (the only linter layer that may import the runtime) and the entry points
(``cli``, ``server``). This ``__init__`` is in the ``entry`` layer and imports nothing.
"""
