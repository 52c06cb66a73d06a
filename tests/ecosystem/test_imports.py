"""The Gluon ecosystem runs unchanged under the ``mxnet`` alias (issue 12): ``import gluoncv``
(0.10.5), ``import gluonnlp`` (0.10.0) and ``from d2l import mxnet as d2l`` (1.0.3), each in a
fresh interpreter started with ``python -m hybridlint.runtime``, then a few real uses.

Needs the unpacked packages: ``HYBRIDLINT_ECOSYSTEM=DIR`` names a folder holding them (any
layout: the folder of each package is found by its ``__init__.py``).  Skipped when it is not
set, and when the packages' own dependencies (requests, pandas, matplotlib ...) or GluonNLP's
compiled tokenizer are missing: ``make ecosystem-check ECO=DIR`` builds an environment with
them (``build/ecovenv``) and runs this file there.
"""
import importlib.util
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.ecosystem

ECO = os.environ.get("HYBRIDLINT_ECOSYSTEM")
# package -> (file that marks its folder, the import to try)
PACKAGES = {
    "gluoncv": ("gluoncv/__init__.py", "import gluoncv"),
    "gluonnlp": ("gluonnlp/__init__.py", "import gluonnlp"),
    "d2l": ("d2l/mxnet.py", "from d2l import mxnet as d2l"),
}


def _find_roots(top):
    roots = {}
    for dirpath, dirnames, _ in os.walk(top):
        depth = len(Path(dirpath).relative_to(top).parts)
        if depth >= 3:
            dirnames[:] = []
        for name, (marker, _) in PACKAGES.items():
            if name not in roots and (Path(dirpath) / marker).is_file():
                roots[name] = dirpath
    return roots


ROOTS = _find_roots(ECO) if ECO and os.path.isdir(ECO) else {}
# the packages' own dependencies (their metadata) that importing them needs; GluonCV swallows
# the ImportError of a missing one into "missing mxnet & torch", so look before running
DEPENDENCIES = {
    "gluoncv": ["requests", "tqdm", "PIL", "portalocker", "yacs", "scipy", "matplotlib",
                "pandas", "yaml", "autocfg"],
    "gluonnlp": [],
    "d2l": ["pandas", "requests", "IPython", "matplotlib", "matplotlib_inline"],
}


def _missing(name):
    missing = [m for m in DEPENDENCIES[name] if importlib.util.find_spec(m) is None]
    if name == "gluonnlp" and not list(
            (Path(ROOTS[name]) / "gluonnlp" / "data").glob("fast_bert_tokenizer*.so")):
        missing.append("its compiled fast_bert_tokenizer (python setup.py build_ext --inplace)")
    return missing


def _run(name, code):
    """Run ``code`` under the alias with the package's folder first on sys.path."""
    if not ECO:
        pytest.skip("set HYBRIDLINT_ECOSYSTEM=DIR (the unpacked GluonCV, GluonNLP, d2l)")
    if name not in ROOTS:
        pytest.skip(f"{name} not found under {ECO}")
    missing = _missing(name)
    if missing:
        pytest.skip(f"{name}'s own dependencies are not installed here ({', '.join(missing)}); "
                    "run make ecosystem-check ECO=DIR")
    prologue = f"import sys; sys.path.insert(0, {ROOTS[name]!r})\n"
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", "-c",
                           prologue + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise AssertionError(f"{name} failed under the alias:\n{proc.stderr[-4000:]}")
    return proc.stdout


@pytest.mark.parametrize("name", sorted(PACKAGES))
def test_imports_unchanged(name):
    out = _run(name, PACKAGES[name][1] + "\nprint('imported')\n")
    assert "imported" in out


def test_gluoncv_model_zoo_model_runs_eager_and_hybridized():
    out = _run("gluoncv", """
        import mxnet as mx, gluoncv
        net = gluoncv.model_zoo.get_model('cifar_resnet20_v1', classes=10)
        net.initialize()
        x = mx.nd.random.uniform(shape=(2, 3, 32, 32))
        eager = net(x)
        net.hybridize()
        diff = (eager - net(x)).abs().max().asscalar()
        print(eager.shape, diff < 1e-5)
    """)
    assert "(2, 10) True" in out


def test_gluoncv_presets_and_box_utils():
    out = _run("gluoncv", """
        import mxnet as mx, numpy as np
        from gluoncv.data.transforms import presets
        from gluoncv.utils import bbox
        img = mx.nd.array(np.random.randint(0, 255, (40, 50, 3)), dtype='uint8')
        x, orig = presets.ssd.transform_test(img, short=32)
        iou = bbox.bbox_iou(np.array([[0, 0, 2, 2]]), np.array([[1, 1, 3, 3]]))
        print(x.shape, orig.shape, round(float(iou[0, 0]), 4))
    """)
    assert "(1, 3, 32, 40) (32, 40, 3) 0.1429" in out


def test_gluonnlp_tokenizer_vocab_and_custom_op_loss():
    out = _run("gluonnlp", """
        import mxnet as mx, gluonnlp as nlp
        toks = nlp.data.BERTBasicTokenizer(lower=True)("Hello, World! GluonNLP runs.")
        vocab = nlp.Vocab(nlp.data.count_tokens(toks))
        smoothed = nlp.loss.LabelSmoothing(epsilon=0.1, units=4)(mx.nd.array([0, 2]))
        print(toks, len(vocab), [[round(float(v), 3) for v in row] for row in smoothed.asnumpy()])
    """)
    assert "['hello', ',', 'world', '!', 'gluonnlp', 'runs', '.'] 11" in out
    assert "[[0.925, 0.025, 0.025, 0.025], [0.025, 0.025, 0.925, 0.025]]" in out


USES = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "ecosystem_uses.npz"


def test_gluonnlp_bert_and_bertadam_match_mxnet():
    """A small BERT's four outputs and three BERTAdam steps equal real MXNet 1.9.1's
    (bench/mxnet_ecosystem_uses.py)."""
    out = _run("gluonnlp", f"""
        import zlib
        import numpy as np, mxnet as mx, gluonnlp as nlp
        want = np.load({str(USES)!r})

        def fill(name, shape):
            rng = np.random.RandomState(zlib.crc32(name.split("_", 1)[1].encode()))
            if name.endswith("gamma"):
                return rng.uniform(0.5, 1.5, shape).astype(np.float32)
            return rng.uniform(-0.2, 0.2, shape).astype(np.float32)

        enc = nlp.model.bert.BERTEncoder(num_layers=2, units=16, hidden_size=32, max_length=8,
                                         num_heads=2, dropout=0.0, prefix="enc_")
        model = nlp.model.bert.BERTModel(enc, vocab_size=11, token_type_vocab_size=2, units=16,
                                         embed_size=16, use_pooler=True, use_decoder=True,
                                         use_classifier=True, prefix="bert_")
        model.initialize()
        args = (mx.nd.array([[1, 5, 7, 2, 9], [3, 4, 0, 0, 0]]),
                mx.nd.array([[0, 0, 1, 1, 1], [0, 0, 0, 0, 0]]), mx.nd.array([5, 2]),
                mx.nd.array([[1, 2], [0, 1]]))
        model(*args)
        for k, p in model.collect_params().items():
            p.set_data(mx.nd.array(fill(k, p.shape)))
        for hybridize in (False, True):
            if hybridize:
                model.hybridize()
            for i, o in enumerate(model(*args)):
                np.testing.assert_allclose(o.asnumpy(), want["bert/out%d" % i], rtol=1e-4,
                                           atol=1e-5)

        net = mx.gluon.nn.Dense(3, in_units=4, prefix="dense_")
        net.initialize()
        net.weight.set_data(mx.nd.array(fill("dense_weight", (3, 4))))
        net.bias.set_data(mx.nd.array(fill("dense_bias", (3,))))
        trainer = mx.gluon.Trainer(net.collect_params(), "bertadam",
                                   {{"learning_rate": 0.05, "wd": 0.01}})
        x = mx.nd.array(np.arange(8).reshape(2, 4) / 8.0)
        for _ in range(3):
            with mx.autograd.record():
                loss = (net(x) ** 2).sum()
            loss.backward()
            trainer.step(2)
        # the AdamW steps are bit-exact (tests/runtime/test_ecosystem_surface.py); the Dense
        # gradients differ from MXNet's BLAS in the last bit, which Adam's m / sqrt(v) carries
        np.testing.assert_allclose(net.weight.data().asnumpy(), want["bertadam/weight"],
                                   rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(net.bias.data().asnumpy(), want["bertadam/bias"], rtol=1e-4,
                                   atol=1e-5)
        print("MATCH")
    """)
    assert "MATCH" in out


def test_d2l_helpers():
    out = _run("d2l", """
        import mxnet as mx
        from d2l import mxnet as d2l
        batches = d2l.load_array((mx.nd.arange(10).reshape(5, 2), mx.nd.arange(5)), 2)
        print(d2l.try_gpu(), [b[0].shape for b in batches])
    """)
    assert "cpu(0) [(2, 2), (2, 2), (1, 2)]" in out
