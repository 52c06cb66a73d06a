"""Vision datasets (MXNet 1.9.1's ``gluon.data.vision.datasets``) read from
the standard files in a local ``root``.

The runtime never downloads: a missing file is a FileNotFoundError naming it
and where to get it.  MNIST/FashionMNIST read the idx files (gzipped, as
distributed, or already unpacked); CIFAR reads the binary batches from
``root``, from the ``cifar-*-batches-bin`` folder the official archive holds,
or unpacks that archive when only it is there.  Samples are MXNet's:
a uint8 (H, W, C) NDArray and an int32 numpy label.

ImageFolderDataset and ImageRecordDataset decode with ``mx.image`` as MXNet
does: PNG always, JPEG and other formats where Pillow is installed (the
runtime does not depend on it; without it reading such a sample says so).
"""
from __future__ import annotations

import gzip
import os
import struct
import tarfile
import warnings

import numpy as np

from .... import image, nd, recordio
from .. import dataset

__all__ = ["MNIST", "FashionMNIST", "CIFAR10", "CIFAR100", "ImageRecordDataset",
           "ImageFolderDataset"]

# member paths that leave root are refused where tarfile can (3.12+, 3.11.4+)
_SAFE_EXTRACT = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
_DATA_HOME = os.path.join(os.environ.get("MXNET_HOME", os.path.join("~", ".mxnet")), "datasets")


def _missing(path, what, url):
    return FileNotFoundError(
        f"{path} does not exist: the hybridlint runtime reads {what} from local files and never "
        f"downloads; get it from {url} and put it in {os.path.dirname(path) or '.'}")


class MNIST(dataset._DownloadedDataset):
    """MNIST digits: samples are ((28, 28, 1) uint8 NDArray, int32 label).

    ``root`` holds ``train-images-idx3-ubyte.gz``, ``train-labels-idx1-ubyte.gz``,
    ``t10k-images-idx3-ubyte.gz``, ``t10k-labels-idx1-ubyte.gz`` (or the same
    names without ``.gz``); ``transform(data, label)`` is applied per sample.
    """

    _url = "http://yann.lecun.com/exdb/mnist"
    _what = "MNIST"

    def __init__(self, root=os.path.join(_DATA_HOME, "mnist"), train=True, transform=None):
        self._train = train
        self._train_data = "train-images-idx3-ubyte.gz"
        self._train_label = "train-labels-idx1-ubyte.gz"
        self._test_data = "t10k-images-idx3-ubyte.gz"
        self._test_label = "t10k-labels-idx1-ubyte.gz"
        super().__init__(root, transform)

    def _open(self, name):
        path = os.path.join(self._root, name)
        if os.path.isfile(path):
            return gzip.open(path, "rb")
        plain = path[:-3]
        if os.path.isfile(plain):
            return open(plain, "rb")   # noqa: SIM115 (closed by the caller's with)
        raise _missing(path, self._what, self._url)

    def _get_data(self):
        if self._train:
            data_name, label_name = self._train_data, self._train_label
        else:
            data_name, label_name = self._test_data, self._test_label
        with self._open(label_name) as fin:
            magic, count = struct.unpack(">II", fin.read(8))
            if magic != 2049:
                raise ValueError(f"{label_name}: not an idx1 label file (magic {magic})")
            label = np.frombuffer(fin.read(), dtype=np.uint8).astype(np.int32)
        with self._open(data_name) as fin:
            magic, n, rows, cols = struct.unpack(">IIII", fin.read(16))
            if magic != 2051:
                raise ValueError(f"{data_name}: not an idx3 image file (magic {magic})")
            data = np.frombuffer(fin.read(), dtype=np.uint8)
        if n != len(label) or data.size != n * rows * cols:
            raise ValueError(f"{data_name} holds {data.size} bytes for {n} images of {rows}x{cols}"
                             f" while {label_name} has {len(label)} labels")
        data = data.reshape(len(label), rows, cols, 1)
        self._data = nd.array(data, dtype=data.dtype)
        self._label = label


class FashionMNIST(MNIST):
    """Zalando's Fashion-MNIST, MNIST's file layout and sample format."""

    _url = "https://github.com/zalandoresearch/fashion-mnist"
    _what = "Fashion-MNIST"

    def __init__(self, root=os.path.join(_DATA_HOME, "fashion-mnist"), train=True,
                 transform=None):
        super().__init__(root, train, transform)


class CIFAR10(dataset._DownloadedDataset):
    """CIFAR-10: samples are ((32, 32, 3) uint8 NDArray, int32 label) from the
    binary version's ``data_batch_1.bin`` ... ``data_batch_5.bin`` / ``test_batch.bin``."""

    _url = "https://www.cs.toronto.edu/~kriz/cifar.html (binary version)"
    _archive = "cifar-10-binary.tar.gz"
    _folder = "cifar-10-batches-bin"
    _label_bytes = 1

    def __init__(self, root=os.path.join(_DATA_HOME, "cifar10"), train=True, transform=None):
        self._train = train
        self._train_data = [f"data_batch_{i}.bin" for i in range(1, 6)]
        self._test_data = ["test_batch.bin"]
        super().__init__(root, transform)

    def _label_column(self):
        return 0

    def _read_batch(self, filename):
        with open(filename, "rb") as fin:
            raw = np.frombuffer(fin.read(), dtype=np.uint8)
        width = 3072 + self._label_bytes
        if raw.size % width:
            raise ValueError(f"{filename}: {raw.size} bytes is not a whole number of "
                             f"{width}-byte CIFAR records")
        raw = raw.reshape(-1, width)
        return (raw[:, self._label_bytes:].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1),
                raw[:, self._label_column()].astype(np.int32))

    def _locate(self, names):
        """The folder holding every file of ``names``: root, its archive folder,
        or the archive unpacked into root."""
        for folder in (self._root, os.path.join(self._root, self._folder)):
            if all(os.path.isfile(os.path.join(folder, n)) for n in names):
                return folder
        archive = os.path.join(self._root, self._archive)
        if os.path.isfile(archive):
            with tarfile.open(archive) as tar:
                tar.extractall(self._root, **_SAFE_EXTRACT)
            return self._locate_after_unpack(names)
        missing = next(n for n in names if not os.path.isfile(os.path.join(self._root, n)))
        raise _missing(os.path.join(self._root, missing), type(self).__name__, self._url)

    def _locate_after_unpack(self, names):
        for folder in (self._root, os.path.join(self._root, self._folder)):
            if all(os.path.isfile(os.path.join(folder, n)) for n in names):
                return folder
        raise FileNotFoundError(f"{os.path.join(self._root, self._archive)} does not hold "
                                f"{', '.join(names)}")

    def _get_data(self):
        names = self._train_data if self._train else self._test_data
        folder = self._locate(names)
        data, label = zip(*(self._read_batch(os.path.join(folder, n)) for n in names))
        data = np.concatenate(data)
        label = np.concatenate(label)
        self._data = nd.array(data, dtype=data.dtype)
        self._label = label


class CIFAR100(CIFAR10):
    """CIFAR-100 (``train.bin`` / ``test.bin``): coarse labels (20 classes) by
    default, ``fine_label=True`` for the 100 classes."""

    _archive = "cifar-100-binary.tar.gz"
    _folder = "cifar-100-binary"
    _label_bytes = 2

    def __init__(self, root=os.path.join(_DATA_HOME, "cifar100"), fine_label=False, train=True,
                 transform=None):
        self._train = train
        self._train_data = ["train.bin"]
        self._test_data = ["test.bin"]
        self._fine_label = fine_label
        dataset._DownloadedDataset.__init__(self, root, transform)

    def _label_column(self):
        return int(bool(self._fine_label))


class ImageRecordDataset(dataset.RecordFileDataset):
    """Images and labels packed in a RecordIO file (``im2rec``): samples are
    (decoded (H, W, C) uint8 NDArray, label)."""

    def __init__(self, filename, flag=1, transform=None):
        super().__init__(filename)
        self._flag = flag
        self._transform = transform

    def __getitem__(self, idx):
        record = super().__getitem__(idx)
        header, img = recordio.unpack(record)
        if self._transform is not None:
            return self._transform(image.imdecode(img, self._flag), header.label)
        return image.imdecode(img, self._flag), header.label


class ImageFolderDataset(dataset.Dataset):
    """Images in ``root/<class>/<file>.jpg|.jpeg|.png``: ``synsets`` are the
    class folders in sorted order, ``items`` the (path, label) pairs."""

    def __init__(self, root, flag=1, transform=None):
        self._root = os.path.expanduser(root)
        self._flag = flag
        self._transform = transform
        self._exts = [".jpg", ".jpeg", ".png"]
        self._list_images(self._root)

    def _list_images(self, root):
        self.synsets = []
        self.items = []
        for folder in sorted(os.listdir(root)):
            path = os.path.join(root, folder)
            if not os.path.isdir(path):
                warnings.warn(f"Ignoring {path}, which is not a directory.", stacklevel=3)
                continue
            label = len(self.synsets)
            self.synsets.append(folder)
            for filename in sorted(os.listdir(path)):
                filename = os.path.join(path, filename)
                ext = os.path.splitext(filename)[1]
                if ext.lower() not in self._exts:
                    warnings.warn(f"Ignoring {filename} of type {ext}. Only support "
                                  f"{', '.join(self._exts)}")
                    continue
                self.items.append((filename, label))

    def __getitem__(self, idx):
        img = image.imread(self.items[idx][0], self._flag)
        label = self.items[idx][1]
        if self._transform is not None:
            return self._transform(img, label)
        return img, label

    def __len__(self):
        return len(self.items)
