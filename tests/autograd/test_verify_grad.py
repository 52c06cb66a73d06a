"""`hybridlint verify --grad` and `assert_hybrid_consistent(..., grad=True)`: gradients are
compared between eager and hybridized runs; a gradient-breaking rewrite and NaN/inf
gradients are reported clearly."""
import io
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import compat
from hybridlint.runtime import name as _name

MODELS = pathlib.Path(__file__).resolve().parent / "grad_models.py"


@pytest.fixture(autouse=True)
def _alias():
    had = compat.is_installed()
    compat.install()
    with _name.NameManager():
        yield
    if not had:
        compat.uninstall()


def _models():
    import importlib.util
    spec = importlib.util.spec_from_file_location("grad_models", MODELS)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _cli(*argv):
    from hybridlint.cli import main
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_helper_passes_for_a_block_that_trains_the_same():
    from hybridlint.runtime import nd

    from hybridlint.testing import assert_hybrid_consistent
    net = _models().Good()
    net.initialize()
    comparisons = assert_hybrid_consistent(net, nd.array(np.random.default_rng(0).normal(
        size=(4, 3))), grad=True)
    grads = {c.output for c in comparisons if "gradient" in c.mode}
    assert {"d/d input 0", "d/d dense.weight", "d/d bn.gamma", "d/d bn.beta"} <= grads
    assert not any("running" in g for g in grads)
    # the moving statistics were put back after each backward
    np.testing.assert_array_equal(net.bn.running_mean.data().asnumpy(), np.zeros(5))


def test_helper_catches_equal_outputs_with_broken_gradients():
    from hybridlint.runtime import nd

    from hybridlint.testing import assert_hybrid_consistent
    net = _models().GradientBroken()
    net.initialize()
    x = nd.array(np.ones((2, 3)))
    assert_hybrid_consistent(net, x)            # outputs agree
    with pytest.raises(AssertionError, match="outputs or gradients differ") as info:
        assert_hybrid_consistent(net, x, grad=True)
    assert "hybridized gradient output d/d dense.weight" in str(info.value)


def test_helper_passes_a_conv_bias_before_batchnorm():
    """The biases' gradients are rounding noise (BatchNorm cancels them): compared at the block's
    gradient scale, not failed for noise of 2e-5 against an absolute 1e-5."""
    from hybridlint.runtime import nd

    from hybridlint.testing import assert_hybrid_consistent
    net = _models().ConvBiasBatchNorm()
    net.initialize()
    assert_hybrid_consistent(net, nd.ones((2, 64, 8, 8)), grad=True)


def test_noise_level_gradients_compared_at_the_block_scale():
    from hybridlint.verify.grad import compare_gradients
    eager = [("d/d w", np.array([30.0, -20.0], np.float32)), ("d/d b", np.array([5e-6, -4e-6], np.float32))]
    noise = [("d/d w", np.array([30.0, -20.0], np.float32)), ("d/d b", np.array([2e-5, -3e-5], np.float32))]
    assert all(c.ok for c in compare_gradients("hybridized", noise, eager))
    broken = [("d/d w", np.array([30.0, -20.0], np.float32)), ("d/d b", np.array([2e-2, -3e-5], np.float32))]
    assert [c.output for c in compare_gradients("hybridized", broken, eager) if not c.ok] == ["d/d b"]
    # an array with a gradient of its own keeps its own scale
    eager[1] = ("d/d b", np.array([0.5, -0.4], np.float32))
    off = [eager[0], ("d/d b", np.array([0.5, -0.4 + 2e-3], np.float32))]
    assert [c.output for c in compare_gradients("hybridized", off, eager) if not c.ok] == ["d/d b"]


def test_helper_reports_nan_gradients():
    from hybridlint.runtime import nd

    from hybridlint.testing import assert_hybrid_consistent
    net = _models().SqrtAtZero()
    with pytest.raises(AssertionError, match="NaN or inf") as info:
        assert_hybrid_consistent(net, nd.array([[0.0, 1.0, 4.0]]), grad=True)
    assert "d/d input 0" in str(info.value)


def test_cli_grad_flag(tmp_path):
    code, out, err = _cli("verify", f"{MODELS}:Good", "--input", "4x3", "--grad")
    assert code == 0, out + err
    assert "hybridized gradient" in out and "static (fresh copy) gradient" in out
    assert out.rstrip().splitlines()[-1] == ("OK: hybridized outputs and gradients match eager "
                                             "(2 modes, 1 output, 5 gradients)")
    code, out, err = _cli("verify", f"{MODELS}:GradientBroken", "--input", "4x3")
    assert code == 0, out + err
    code, out, err = _cli("verify", f"{MODELS}:GradientBroken", "--input", "4x3", "--grad")
    assert code == 1, out + err
    assert "DIFFER" in out and "d/d dense.weight" in out
    npy = tmp_path / "zeros.npy"
    np.save(npy, np.array([[0.0, 1.0, 4.0]], dtype=np.float32))
    code, out, err = _cli("verify", f"{MODELS}:SqrtAtZero", "--input", str(npy), "--grad")
    assert code == 1, out + err
    assert "NON-FINITE" in out and "NaN or inf" in out


def test_pyproject_entry_grad_key(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        "[[tool.hybridlint.verify]]\n"
        f'target = "{MODELS}:GradientBroken"\n'
        'inputs = ["4x3"]\n'
        "grad = true\n")
    monkeypatch.chdir(tmp_path)
    code, out, err = _cli("verify")
    assert code == 1, out + err
    assert "hybridized gradient" in out
    (tmp_path / "pyproject.toml").write_text(
        "[[tool.hybridlint.verify]]\n"
        f'target = "{MODELS}:GradientBroken"\n'
        'inputs = ["4x3"]\n'
        'grad = "yes"\n')
    code, out, err = _cli("verify")
    assert code == 2 and "`grad` must be true or false" in err
