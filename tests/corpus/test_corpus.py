"""Pin the findings on the real corpus to the hand-reviewed list.

Every entry of ``expected.json`` was reviewed by hand; ``EXPECTED.md`` says
why each one is a real bug or a justified warning.  A new finding (a false
positive until reviewed) or a lost one (a regression) fails this test.

Runs only when ``HYBRIDLINT_CORPUS`` is set: to the corpus directory, or to
``1`` for the default ``/work/corpus``.  Regenerate the pin after a review
with ``python bench/corpus_findings.py CORPUS --json``.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
DEFAULT_CORPUS = Path("/work/corpus")

pytestmark = pytest.mark.corpus

# The latent bugs in released code the linter exists to catch.
MUST_FIND = [
    ("mxnet_whl/mxnet/gluon/loss.py", 858, "HYB004"),   # PoissonNLLLoss: stirling_factor *=
    ("mxnet_whl/mxnet/gluon/loss.py", 859, "HYB004"),   # PoissonNLLLoss: loss +=
    ("mxnet_whl/mxnet/gluon/loss.py", 1036, "HYB001"),  # SDMLLoss._loss: x1.shape[0]
    ("gluonnlp-0.10.0/src/gluonnlp/model/language_model.py", 172, "HYB007"),  # nd.Dropout
]


def corpus_root() -> Path | None:
    value = os.environ.get("HYBRIDLINT_CORPUS")
    if not value:
        return None
    root = DEFAULT_CORPUS if value == "1" else Path(value)
    return root if root.is_dir() else None


@pytest.fixture(scope="module")
def findings():
    root = corpus_root()
    if root is None:
        pytest.skip("set HYBRIDLINT_CORPUS to the corpus directory (or 1 for /work/corpus)")
    # bench/ is not a package: load the script the review uses, by path
    script = HERE.parents[1] / "bench" / "corpus_findings.py"
    spec = importlib.util.spec_from_file_location("_hybridlint_corpus_findings", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.collect(root)


def expected() -> set[tuple[str, int, str]]:
    data = json.loads((HERE / "expected.json").read_text(encoding="utf-8"))
    return {(path, line, code) for path, line, code in data}


def test_findings_match_reviewed_list(findings):
    got = {(rel, line, code) for rel, line, _, code, _ in findings}
    want = expected()
    unreviewed = sorted(got - want)
    lost = sorted(want - got)
    assert not unreviewed and not lost, (
        f"{len(unreviewed)} new finding(s) to review: {unreviewed[:20]}\n"
        f"{len(lost)} reviewed finding(s) no longer reported: {lost[:20]}"
    )


@pytest.mark.parametrize("path, line, code", MUST_FIND)
def test_must_find(findings, path, line, code):
    assert any((rel, ln, c) == (path, line, code) for rel, ln, _, c, _ in findings)


_MD_ENTRY = re.compile(r"^- (\S+):(\d+) (HYB\d{3}) \u2014 \S", re.MULTILINE)


def test_expected_md_and_pin_agree():
    # The markdown is the review record: every pinned finding needs its reason,
    # and every reviewed entry must still be pinned.
    text = (HERE / "EXPECTED.md").read_text(encoding="utf-8")
    documented = {(p, int(line), code) for p, line, code in _MD_ENTRY.findall(text)}
    pinned = expected()
    assert not pinned - documented, f"pinned, not explained: {sorted(pinned - documented)[:20]}"
    assert not documented - pinned, f"explained, not pinned: {sorted(documented - pinned)[:20]}"
