"""`check --infer-shapes`: the verify entries' blocks run once, and what their names held settles
what the static analysis left open (a list taken for a tensor, a helper's unknown result, shapes)."""
import json
import textwrap

import pytest

from hybridlint.engine.facts import Observed, ObservedFacts, source_digest

from .conftest import run_cli

MODEL = textwrap.dedent('''\
    import mxnet as mx
    from mxnet.gluon import nn


    def lookup(table, key):
        return table[key]


    class Scale(nn.HybridBlock):
        def hybrid_forward(self, F, x1, x2):
            return F.broadcast_mul(x1, x2[0])


    class Net(nn.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self.scale = Scale()
            self.fc = nn.Dense(4)

        def hybrid_forward(self, F, x):
            y = self.scale(x, lookup({"a": [F.ones_like(x)]}, "a"))
            h = lookup({"a": self.fc}, "a")(y)
            n = h.shape[0]
            z = h.reshape((n, -1))
            s = x.sum(axis=1, keepdims=True)
            t = z.sum(axis=1, keepdims=True)
            for i in range(3):
                w = F.ones((i + 1, 4))
            return z / s, z * t, w
    ''')

ENTRY = '[[tool.hybridlint.verify]]\ntarget = "model.py:Net"\ninputs = ["2x3"]\n'


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(ENTRY)
    (tmp_path / "model.py").write_text(MODEL)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _findings(out):
    return sorted((int(line.split(":")[1]), line.split()[1]) for line in out.splitlines()
                  if line.startswith("model.py:"))


def test_static_analysis_alone(project):
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise")
    # x2 is a list here, but nothing in Scale says so (a list literal in the call would: the
    # file's own calls give an input's kind, so it comes through a helper); h comes out of an
    # untyped helper
    assert _findings(out) == [(11, "HYB003")], out + err


def test_observed_kinds_and_shapes_settle_it(project):
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise", "--infer-shapes")
    assert code == 1
    assert "not observed" not in err
    # x2[0] of a list: gone; h.shape of the Dense output: found; z / s and z * t, (2, 4) against
    # (2, 1) keepdims sums: found
    assert _findings(out) == [(23, "HYB001"), (29, "HYB008"), (29, "HYB008")], out
    assert "`z` had shape (2, 4); `s` had shape (2, 1) when the verify entry ran" in out


def test_the_fix_is_proven_by_the_run_and_keeps_the_outputs(project):
    code, out, err = run_cli("check", ".", "--no-cache", "--infer-shapes", "--fix", "--unsafe-fixes",
                             "--verify")
    fixed = (project / "model.py").read_text()
    assert "h.reshape((0, -1))" in fixed and "n = h.shape[0]" not in fixed, out + err
    assert "F.broadcast_div(z, s)" in fixed and "F.broadcast_mul(z, t)" in fixed
    # the fixed block hybridizes, with the eager outputs
    code, out, err = run_cli("verify")
    assert code == 0, out + err


def test_same_shapes_seen_clear_a_static_guess(tmp_path, monkeypatch):
    # `gamma * out`: a (2,) Parameter against a batch-long activation the static analysis cannot
    # size; the run sees out as (2,) too, so the operator is elementwise on equal shapes (a sum
    # over axis 0 is no longer a static guess: it has no batch axis, so no finding to clear)
    (tmp_path / "pyproject.toml").write_text(ENTRY)
    (tmp_path / "model.py").write_text(textwrap.dedent('''\
        from mxnet.gluon import nn


        class Net(nn.HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                self.gamma = self.params.get("gamma", shape=(2,), init="ones")

            def hybrid_forward(self, F, x, gamma):
                out = F.sum(x, axis=1)
                return gamma * out
        '''))
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise")
    assert _findings(out) == [(11, "HYB008")], out     # the static guess: (2,) against a batch
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise", "--infer-shapes")
    assert _findings(out) == [], out + err


def test_no_entries_is_a_usage_error(tmp_path, monkeypatch):
    (tmp_path / "model.py").write_text(MODEL)
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("check", ".", "--no-cache", "--infer-shapes")
    assert code == 2
    assert "--infer-shapes runs the blocks of [[tool.hybridlint.verify]] entries" in err


def test_a_block_that_fails_eagerly_is_a_note_and_the_lint_goes_on(project):
    (project / "pyproject.toml").write_text(ENTRY + '\n[[tool.hybridlint.verify]]\ntarget = "model.py:Nope"\n'
                                            'inputs = ["2x3"]\n')
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise", "--infer-shapes")
    assert "--infer-shapes: not observed:" in err and "Nope" in err
    assert (23, "HYB001") in _findings(out)


def test_facts_of_an_edited_file_are_not_used(project):
    from hybridlint.verify.observe import observe_project
    from hybridlint.verify.spec import UsageError  # noqa: F401  (same module the CLI uses)

    facts = observe_project(None, project)
    real = str((project / "model.py").resolve())
    text = (project / "model.py").read_text()
    assert facts.for_source("model.py", text, str(project)) is not None
    assert facts.for_source("model.py", text + "\n# edited\n", str(project)) is None
    # the recorded shapes: line 23 (`n = h.shape[0]`) starts with h a (2, 4) NDArray
    h = facts.files[real].at(23, "h")
    assert (h.kind, h.shape) == ("tensor", (2, 4))
    # in the loop, w is bound to (1, 4), (2, 4): same kind, no single shape; F.ones of python
    # sizes is on no input's tape, so the run cannot say it is a Symbol once hybridized
    loop_w = facts.files[real].at(28, "w")
    assert loop_w.kind == "constant" and loop_w.shape is None and loop_w.runs == 2
    # x2 of Scale: a list of NDArrays
    x2 = facts.files[real].at(11, "x2")
    assert (x2.kind, x2.elements) == ("container", "tensor")
    # a JSON round trip keeps every observation
    again = ObservedFacts.from_json(json.loads(json.dumps(facts.to_json())))
    assert again.to_json() == facts.to_json() and again.digest == facts.digest
    assert facts.files[real].digest == source_digest(text)


def test_results_are_cached_with_the_observations(project):
    cache = ["--cache-dir", str(project / ".cache"), "--output-format", "concise"]
    _, plain, _ = run_cli("check", ".", *cache)
    _, observed, _ = run_cli("check", ".", *cache, "--infer-shapes")
    _, plain_again, _ = run_cli("check", ".", *cache)
    _, observed_again, _ = run_cli("check", ".", *cache, "--infer-shapes")
    assert _findings(plain) == _findings(plain_again) == [(11, "HYB003")]
    assert _findings(observed) == _findings(observed_again) != _findings(plain)



def test_what_the_recorder_calls_each_value(tmp_path):
    from hybridlint.runtime import compat
    from hybridlint.verify.observe import _Recorder

    mx = compat.install()
    rec = _Recorder(mx, tmp_path)
    x = mx.nd.ones((2, 3))
    x.attach_grad()
    with mx.autograd.record(train_mode=False):
        y = x * 2
    assert rec._describe(y) == Observed("tensor", (2, 3))
    assert rec._describe(mx.nd.ones((2, 3))) == Observed("constant", (2, 3))
    assert rec._describe([y, y]) == Observed("container", None, "tensor")
    assert rec._describe((1, y)) == Observed("container", None, None)
    assert rec._describe(3) == Observed("scalar", None) and rec._describe(None) == Observed("none", None)
    assert rec._describe(object()) is None


def test_an_ndarray_built_from_python_data_is_not_taken_for_a_tensor(tmp_path, monkeypatch):
    # `c = nd.array(...)` stays an NDArray after hybridize(): slicing it is legal.  Eagerly every
    # array is an NDArray; only the tape (inputs marked, call recorded) tells c from x's results.
    (tmp_path / "pyproject.toml").write_text(ENTRY)
    (tmp_path / "model.py").write_text(textwrap.dedent('''\
        import numpy as np
        from mxnet import nd
        from mxnet.gluon import nn


        class Net(nn.HybridBlock):
            def hybrid_forward(self, F, x):
                c = nd.array(np.arange(3))
                k = c[1:].asnumpy()
                h = F.relu(x)
                y = h[0]
                return x * float(k[0]), y
        '''))
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("check", ".", "--no-cache", "--output-format", "concise", "--infer-shapes")
    # HYB007 on nd.array (static), HYB003 on h[0] (static too); nothing on c[1:]
    assert _findings(out) == [(8, "HYB007"), (11, "HYB003")], out + err
