"""examples/train_mlp.py: trains the tutorial MLP to >= 95 % on load_digits in both modes
(skipped without scikit-learn), and exits 0 with a message when scikit-learn is absent."""
import importlib.util
import pathlib
import sys

import pytest

EXAMPLE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "train_mlp.py"


def _module():
    spec = importlib.util.spec_from_file_location("train_mlp_example", EXAMPLE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_trains_to_95_percent_eager_and_hybridized(capsys):
    pytest.importorskip("sklearn")
    assert _module().main([]) == 0
    out = capsys.readouterr().out
    for mode in ("eager", "hybrid"):
        lines = [line for line in out.splitlines() if line.startswith(f"[{mode:6s}] epoch")]
        assert len(lines) == 12 and "s/epoch" in lines[-1]
        summary = next(line for line in out.splitlines() if line.startswith(f"{mode:6s}: test"))
        assert float(summary.split("accuracy ")[1].split(",")[0]) >= 0.95


def test_without_sklearn_says_so_and_exits_0(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "sklearn", None)
    monkeypatch.setitem(sys.modules, "sklearn.datasets", None)
    assert _module().main([]) == 0
    assert "needs scikit-learn" in capsys.readouterr().out
