"""``mxnet.gluon.data`` and ``mx.nd.image`` under the ``mxnet`` alias."""
import sys

import pytest
from hybridlint.runtime import compat


@pytest.fixture()
def alias():
    saved = {k: v for k, v in sys.modules.items() if k == "mxnet" or k.startswith("mxnet.")}
    meta = list(sys.meta_path)
    for k in saved:
        del sys.modules[k]
    compat.install()
    yield
    compat.uninstall()
    for k in [k for k in sys.modules if k == "mxnet" or k.startswith("mxnet.")]:
        del sys.modules[k]
    sys.modules.update(saved)
    sys.meta_path[:] = meta


def test_data_imports_resolve_to_the_runtime(alias):
    import mxnet as mx
    import mxnet.gluon.data.dataloader
    import mxnet.gluon.data.vision.datasets
    from mxnet.gluon.data import ArrayDataset, BatchSampler, DataLoader, dataset, sampler
    from mxnet.gluon.data.vision import CIFAR10, transforms
    from mxnet.gluon.contrib.data import IntervalSampler
    from mxnet.gluon.contrib.data.sampler import IntervalSampler as Same
    from mxnet.ndarray import image

    from hybridlint.runtime import gluon, nd
    assert mx.gluon.data is gluon.data and DataLoader is gluon.data.DataLoader
    assert mxnet.gluon.data.dataloader is gluon.data.dataloader
    assert mxnet.gluon.data.vision.datasets.MNIST is gluon.data.vision.MNIST
    assert transforms is gluon.data.vision.transforms and CIFAR10 is gluon.data.vision.CIFAR10
    assert ArrayDataset is dataset.ArrayDataset and BatchSampler is sampler.BatchSampler
    assert image is nd.image and mx.nd.image.to_tensor is nd.image.to_tensor
    assert mx.sym.image.normalize is not None
    assert IntervalSampler is Same is gluon.contrib.data.IntervalSampler
