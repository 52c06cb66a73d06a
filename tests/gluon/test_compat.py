"""The ``mxnet`` alias: module mapping, refusal to shadow a real MXNet, uninstall."""
import importlib
import os
import subprocess
import sys
import textwrap
import types

import pytest
from hybridlint.runtime import compat


@pytest.fixture()
def clean_modules():
    saved = {k: v for k, v in sys.modules.items() if k == "mxnet" or k.startswith("mxnet.")}
    meta = list(sys.meta_path)
    for k in saved:
        del sys.modules[k]
    yield
    compat.uninstall()
    for k in [k for k in sys.modules if k == "mxnet" or k.startswith("mxnet.")]:
        del sys.modules[k]
    sys.modules.update(saved)
    sys.meta_path[:] = meta


def test_tutorial_imports_resolve_to_the_runtime(clean_modules):
    compat.install()
    import mxnet as mx
    import mxnet.ndarray
    import mxnet.symbol
    from hybridlint.runtime import errors
    from mxnet import autograd, gluon, init, nd, sym
    from mxnet.gluon import nn
    from mxnet.gluon.contrib.nn import HybridConcurrent

    from hybridlint import runtime
    assert nd is runtime.nd and mx.nd is runtime.nd and mxnet.ndarray is runtime.nd
    assert sym is runtime.sym and mxnet.symbol is runtime.sym
    assert gluon is runtime.gluon and nn is runtime.gluon.nn
    assert HybridConcurrent is runtime.gluon.nn.HybridConcurrent
    assert init is runtime.initializer and init.Xavier is runtime.initializer.Xavier
    assert autograd is runtime.autograd
    assert mx.cpu() == runtime.context.cpu() and str(mx.gpu(1)) == "gpu(1)"
    assert mx.context.current_context() == mx.cpu()
    assert mx.random.seed is runtime.random.seed
    assert mx.nd.NDArray is runtime.ndarray.NDArray
    assert mx.sym.Symbol is runtime.symbol.Symbol
    from mxnet.base import MXNetError
    assert MXNetError is errors.MXNetError and mx.base.MXNetError is MXNetError
    assert mx.__version__ == "1.9.1"
    assert isinstance(mx.gluon.nn.Dense(2), runtime.gluon.Block)
    assert nn.HybridBlock is gluon.HybridBlock and nn.SymbolBlock is gluon.SymbolBlock
    # The runtime modules keep their own identity.
    assert runtime.gluon.__spec__.name == "hybridlint.runtime.gluon"
    assert compat.is_installed()


def test_ecosystem_module_paths_resolve_to_the_runtime(clean_modules):
    """The module paths GluonCV, GluonNLP and d2l import (issue 12)."""
    compat.install()
    import mxnet as mx
    import mxnet.contrib.amp.amp
    import mxnet.gluon.contrib.rnn
    import mxnet.gluon.model_zoo.vision
    import mxnet.image.image
    import mxnet.numpy_extension
    from mxnet import image, np, npx, registry
    from mxnet.gluon.model_zoo import model_store
    from mxnet.ndarray.contrib import adamw_update

    from hybridlint import runtime
    # mx.image is image.py plus the iterators (mx_image), and so are MXNet's module paths
    # mxnet.image.image (ImageIter, GluonCV's _get_interp_method) and mxnet.image.detection
    assert mxnet.image.image is runtime.mx_image and image is runtime.mx_image and mx.img is image
    from mxnet.image.detection import ImageDetIter
    from mxnet.image.image import ImageIter, _get_interp_method
    assert ImageIter is image.ImageIter and ImageDetIter is image.ImageDetIter
    assert _get_interp_method is runtime.image._get_interp_method
    assert image.ImageIter is runtime.image_iter.ImageIter
    assert image.resize_short is runtime.image.resize_short
    assert registry is runtime.mx_registry and mx.operator is runtime.operator
    assert np is runtime.mx_numpy and np.float32 is __import__("numpy").float32
    assert npx is runtime.mx_npx and mxnet.numpy_extension is npx
    assert mxnet.contrib.amp.amp is runtime.contrib.amp.amp
    assert mxnet.gluon.contrib.rnn.LSTMPCell is runtime.gluon.contrib_rnn.LSTMPCell
    assert mxnet.gluon.model_zoo.vision.get_model is runtime.gluon.model_zoo.vision.get_model
    assert model_store.get_model_file is runtime.gluon.model_zoo.model_store.get_model_file
    assert adamw_update is runtime.nd_contrib_updates.adamw_update
    assert mx.kv.create is runtime.kvstore.create and mx.test_utils is runtime.test_utils
    assert mx.recordio.MXRecordIO is runtime.recordio.MXRecordIO
    assert mx.util.is_np_array() is False and mx.base.data_dir() == runtime.base.data_dir()
    # MXNet 1.9.1 re-exports the numpy-mode switches from mxnet.util on the package itself
    assert mx.is_np_array is runtime.util.is_np_array and mx.is_np_array() is False
    assert mx.is_np_shape() is False and mx.use_np_shape is runtime.util.use_np_shape


def test_install_is_idempotent(clean_modules):
    first = compat.install()
    assert compat.install() is first
    assert sys.meta_path.count(compat._finder) == 1


def test_unsupported_submodule_is_a_clear_import_error(clean_modules):
    compat.install()
    with pytest.raises(ImportError, match="mxnet.module is not provided by the hybridlint"):
        importlib.import_module("mxnet.module")
    import mxnet
    with pytest.raises(AttributeError, match="has no attribute 'rtc'.*mx.kvstore"):
        mxnet.rtc


def test_refuses_to_shadow_a_real_mxnet(clean_modules):
    real = types.ModuleType("mxnet")
    real.__file__ = "/site-packages/mxnet/__init__.py"
    sys.modules["mxnet"] = real
    sys.modules["mxnet.ndarray"] = types.ModuleType("mxnet.ndarray")
    with pytest.raises(RuntimeError, match="real MXNet is already imported.*force=True"):
        compat.install()
    assert sys.modules["mxnet"] is real
    alias = compat.install(force=True)
    assert sys.modules["mxnet"] is alias and alias is not real
    import mxnet.ndarray
    from hybridlint.runtime import nd
    assert mxnet.ndarray is nd


def test_uninstall_removes_the_alias(clean_modules):
    compat.install()
    import mxnet.gluon  # noqa: F401
    compat.uninstall()
    assert "mxnet" not in sys.modules and "mxnet.gluon" not in sys.modules
    assert compat._finder not in sys.meta_path
    assert not compat.is_installed()


def test_op_namespaces_import_as_packages(clean_modules):
    """GluonCV: `from mxnet.symbol.contrib import SyncBatchNorm`; scripts import
    mxnet.ndarray.random / mxnet.ndarray.contrib as modules, as real MXNet 1.9.1 allows."""
    compat.install()
    from mxnet.symbol.contrib import SyncBatchNorm
    import mxnet.ndarray.contrib as ndc
    import mxnet.ndarray.random as ndr
    import mxnet.symbol.random  # noqa: F401
    import mxnet
    assert ndc is mxnet.nd.contrib and ndr is mxnet.nd.random
    assert callable(SyncBatchNorm) and callable(ndc.box_nms if hasattr(ndc, "box_nms") else ndr.normal)
    import mxnet.ndarray.linalg as ndl
    from mxnet.symbol.linalg import gemm2
    assert ndl is mxnet.nd.linalg and gemm2 is mxnet.sym.linalg.gemm2
    with pytest.raises(ImportError, match="mxnet.ndarray.sparse is not provided"):
        importlib.import_module("mxnet.ndarray.sparse")


def test_nn_submodule_names_resolve(clean_modules):
    """GluonCV imports `from mxnet.gluon.nn import basic_layers` and uses nn.conv_layers._Conv."""
    compat.install()
    from mxnet.gluon.nn import basic_layers, conv_layers
    from mxnet.gluon import nn
    assert basic_layers.Dense is nn.Dense and conv_layers.Conv2D is nn.Conv2D
    assert nn.activations.Activation is nn.Activation
    # the dotted forms too (public code: `from mxnet.gluon.nn.basic_layers import Dense`)
    from mxnet.gluon.nn.basic_layers import HybridSequential
    from mxnet.gluon.nn.conv_layers import _Conv
    import mxnet.gluon.nn.activations as acts
    import mxnet.gluon.contrib.nn.basic_layers  # noqa: F401
    assert HybridSequential is nn.HybridSequential and _Conv is nn.conv_layers._Conv
    assert acts.LeakyReLU is nn.LeakyReLU
    from mxnet.optimizer.optimizer import SGD
    from mxnet.io.io import NDArrayIter
    import mxnet
    assert SGD is mxnet.optimizer.SGD and NDArrayIter is mxnet.io.NDArrayIter


def test_runtime_features_answer_as_mxnet(clean_modules):
    """mx.runtime.Features(): MXNet 1.9.1's 32 names in its order; the CPU wheel's flags where
    the runtime provides the feature; unknown names raise RuntimeError, as MXNet's."""
    compat.install()
    import mxnet as mx
    import mxnet.runtime
    feats = mx.runtime.Features()
    assert feats is mxnet.runtime.Features() and len(feats) == 32
    assert list(feats)[:3] == ["CUDA", "CUDNN", "NCCL"] and list(feats)[-1] == "TVM_OP"
    assert feats.is_enabled("mkldnn") and feats.is_enabled("CPU_SSE2")
    assert not feats.is_enabled("DIST_KVSTORE") and not feats.is_enabled("TENSORRT")
    assert feats.is_enabled("CUDA") == (mx.context.num_gpus() > 0)
    assert repr(feats).startswith("[✔ CUDA" if feats.is_enabled("CUDA") else "[✖ CUDA, ✖ CUDNN")
    with pytest.raises(RuntimeError, match="Feature 'FOO' is unknown, known features are"):
        feats.is_enabled("foo")


def test_backend_namespaces_carry_mxnets_module_names(clean_modules):
    """gluonts tells eager from traced calls by `F.__name__ == 'mxnet.ndarray'` (MXNet 1.9.1:
    mx.nd.__name__ 'mxnet.ndarray', mx.sym.__name__ 'mxnet.symbol')."""
    compat.install()
    import mxnet as mx
    from mxnet import gluon

    assert (mx.nd.__name__, mx.sym.__name__) == ("mxnet.ndarray", "mxnet.symbol")

    class Net(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            if F.__name__ == "mxnet.ndarray":
                return x * 2          # eager path
            return x * 3

    net = Net()
    x = mx.nd.ones((2,))
    assert net(x).asnumpy().tolist() == [2.0, 2.0]
    net.hybridize()
    assert net(x).asnumpy().tolist() == [3.0, 3.0]
    compat.uninstall()
    from hybridlint.runtime import nd, sym
    assert (nd.__name__, sym.__name__) == ("hybridlint.runtime.nd", "hybridlint.runtime.sym")


def test_a_library_reaching_mx_nd_while_the_op_table_loads(tmp_path):
    """The op table imports the optional numba; a package imported then may itself touch
    ``mx.nd``/``mx.sym``, which hands out the half-imported module and renames it to MXNet's
    name before its last lines run.  Seen as ``KeyError: 'mxnet.ndarray'`` at ``from mxnet
    import nd`` on the GPU machine (session 29, numba installed there).  A fresh process, with
    a stand-in numba on the path that reaches both namespaces and then declines to load."""
    fake = tmp_path / "site" / "numba"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("import mxnet\nmxnet.nd\nmxnet.sym\n"
                                      "raise ImportError('a stand-in, not numba')\n")
    script = tmp_path / "use.py"
    script.write_text(textwrap.dedent("""
        from mxnet import nd, sym
        print(nd.ones((2,)).asnumpy().tolist(), nd.__name__, sym.__name__)
    """))
    # first on the path, ahead of a real numba; whatever path finds hybridlint stays
    env_path = os.pathsep.join(p for p in (str(tmp_path / "site"), os.environ.get("PYTHONPATH")) if p)
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(script)],
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": env_path})
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["[1.0,", "1.0]", "mxnet.ndarray", "mxnet.symbol"]
