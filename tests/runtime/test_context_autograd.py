"""Contexts, autograd mode flags, random seeding, package import cost."""
import subprocess
import sys

import numpy as np
import pytest
from hybridlint.runtime import (
    Context,
    autograd,
    cpu,
    current_context,
    gpu,
    nd,
    num_gpus,
)
from hybridlint.runtime.errors import ContextError


def test_context_basics():
    assert str(cpu()) == "cpu(0)" and repr(gpu(1)) == "gpu(1)"
    assert cpu(0) == Context("cpu", 0) and cpu(0) != gpu(0)
    assert len({cpu(), cpu(0), gpu()}) == 2
    assert current_context() == cpu(0)
    with pytest.raises(ValueError):
        Context("tpu")
    assert cpu().xp is np


def test_context_of_an_array_is_its_device():
    from types import SimpleNamespace

    from hybridlint.runtime.context import context_of
    assert context_of(np.zeros(2)) == cpu(0)
    # a cupy array's device carries its id; the scope the caller is in does not matter
    with cpu(1):
        assert context_of(SimpleNamespace(device=SimpleNamespace(id=1))) == gpu(1)


def test_context_manager_sets_default():
    with Context("cpu", 1):
        assert current_context() == cpu(1)
        assert nd.zeros((1,)).context == cpu(1)
    assert current_context() == cpu(0)


@pytest.mark.skipif(num_gpus() > 0, reason="checks the no-GPU path")
def test_gpu_without_device_is_a_clear_error():
    ctx = gpu(0)  # creating it is fine, as in MXNet
    with pytest.raises(ContextError, match="cupy"):
        nd.zeros((2,), ctx=ctx)


@pytest.mark.gpu
@pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")
def test_gpu_round_trip():
    x = nd.array([[1, 2], [3, 4]], ctx=gpu(0))
    y = (x * 2 + 1).relu()
    assert y.context == gpu(0)
    np.testing.assert_array_equal(y.asnumpy(), [[3, 5], [7, 9]])
    np.testing.assert_array_equal(y.as_in_context(cpu()).asnumpy(), [[3, 5], [7, 9]])


def test_autograd_flags():
    assert not autograd.is_recording() and not autograd.is_training()
    with autograd.record():
        assert autograd.is_recording() and autograd.is_training()
        with autograd.pause():
            assert not autograd.is_recording() and not autograd.is_training()
        with autograd.predict_mode():
            assert not autograd.is_training() and autograd.is_recording()
    with autograd.record(train_mode=False):
        assert autograd.is_recording() and not autograd.is_training()
    with autograd.train_mode():
        assert autograd.is_training()
    assert not autograd.is_recording() and not autograd.is_training()
    assert autograd.set_training(True) is False
    assert autograd.set_training(False) is True


def test_dropout_follows_train_mode():
    x = nd.ones((100, 100))
    np.testing.assert_array_equal(nd.Dropout(x, p=0.5).asnumpy(), 1)
    with autograd.train_mode():
        out = nd.Dropout(x, p=0.5).asnumpy()
    assert set(np.unique(out)) <= {0.0, 2.0} and 0 < (out == 0).mean() < 1


def test_seed_validation():
    from hybridlint.runtime import random
    with pytest.raises(ValueError):
        random.seed("abc")


def test_import_is_cheap_and_lazy():
    code = ("import sys, hybridlint.runtime as rt; "
            "assert 'numpy' not in sys.modules; "
            "assert 'hybridlint.runtime.nd' not in sys.modules; "
            "assert 'hybridlint.runtime.ops' not in sys.modules; "
            "rt.nd; assert 'hybridlint.runtime.ops' in sys.modules; "
            "assert rt.__version__ == '1.9.1'")
    subprocess.run([sys.executable, "-c", code], check=True)
