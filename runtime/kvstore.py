"""``mxnet.kvstore`` (``mx.kv``): the single-process key-value store.

``create('local')`` (also ``'device'`` and ``'nccl'``, which differ from ``'local'`` in MXNet
only in where the reduction runs) gives a working :class:`KVStore`: ``init``, ``push``
(values pushed for one key are summed, as across devices), ``pull``, ``pushpull``,
``broadcast``, and an optimizer run on push (``set_optimizer``), with ``rank`` 0 of
``num_workers`` 1.  Distributed stores (``dist_sync``, ``dist_device_sync``, ``dist_async``,
``horovod``, ``byteps``), sparse ``row_sparse_pull`` and gradient compression are not provided
and raise :class:`KVStoreNotProvided`.
"""
from __future__ import annotations

from . import optimizer as opt
from .errors import MXNetError

__all__ = ["KVStore", "KVStoreBase", "create", "KVStoreNotProvided"]

_LOCAL = ("local", "device", "nccl", "local_update_cpu", "local_allreduce_cpu",
          "local_allreduce_device")


class KVStoreNotProvided(MXNetError):
    """Distributed or sparse key-value store features are not provided by the runtime."""


def _pairs(key, value):
    if isinstance(key, (list, tuple)):
        assert len(key) == len(value), "keys and values differ in length"
        return list(zip(key, value))
    return [(key, value)]


def _as_list(v):
    return list(v) if isinstance(v, (list, tuple)) else [v]


class KVStoreBase:
    """What every store provides; :func:`create` looks names up in ``kv_registry`` first."""

    kv_registry: dict = {}

    @staticmethod
    def register(klass):
        KVStoreBase.kv_registry[klass.__name__.lower()] = klass
        return klass


class KVStore(KVStoreBase):
    """A local store of NDArrays by int or str key (see the module docstring)."""

    def __init__(self, name="local"):
        self._type = name
        self._store: dict = {}
        self._updater = None

    @property
    def type(self):
        return self._type

    @property
    def rank(self):
        return 0

    @property
    def num_workers(self):
        return 1

    def is_capable(self, capability):
        return capability.lower() == "optimizer"

    def init(self, key, value):
        for k, v in _pairs(key, value):
            self._store[k] = _as_list(v)[0].copy()

    def _check(self, k):
        if k not in self._store:
            raise MXNetError(f"kvstore: key {k!r} was never initialised (call init first)")

    def push(self, key, value, priority=0):
        for k, v in _pairs(key, value):
            self._check(k)
            vals = _as_list(v)
            merged = vals[0].copy()
            for extra in vals[1:]:
                merged += extra.as_in_context(merged.context)
            stored = self._store[k]
            if self._updater is not None:
                self._updater(k, merged.as_in_context(stored.context), stored)
            else:
                self._store[k] = merged.as_in_context(stored.context)

    def pull(self, key, out=None, priority=0, ignore_sparse=True):
        assert out is not None, "pull needs out="
        for k, o in _pairs(key, out):
            self._check(k)
            for dst in _as_list(o):
                self._store[k].copyto(dst)

    def pushpull(self, key, value, out=None, priority=0):
        self.push(key, value, priority)
        self.pull(key, value if out is None else out, priority)

    def broadcast(self, key, value, out, priority=0):
        self.init(key, value)
        self.pull(key, out, priority)

    def row_sparse_pull(self, key, out=None, priority=0, row_ids=None):
        raise KVStoreNotProvided("kvstore.row_sparse_pull needs sparse storage, which the "
                                 "hybridlint runtime does not provide")

    def set_gradient_compression(self, compression_params):
        raise KVStoreNotProvided("kvstore gradient compression is for distributed training, "
                                 "which the hybridlint runtime does not provide")

    def set_optimizer(self, optimizer):
        """Run ``optimizer`` on every push: ``stored = update(stored, merged push)``."""
        self._updater = opt.get_updater(optimizer)

    def _set_updater(self, updater):
        self._updater = updater

    def save_optimizer_states(self, fname, dump_optimizer=False):
        """The updater's states as MXNet writes them (``Updater.get_states``: MXNet loads them)."""
        assert self._updater is not None, "Cannot save states for distributed training"
        with open(fname, "wb") as f:
            f.write(self._updater.get_states(dump_optimizer))

    def load_optimizer_states(self, fname):
        """States written by ``save_optimizer_states`` here or in MXNet 1.9.1 (read by the
        restricted unpickler of ``optimizer_states``)."""
        assert self._updater is not None, "Cannot load states for distributed training"
        with open(fname, "rb") as f:
            self._updater.set_states(f.read())

    def _barrier(self):
        """One worker: nothing to wait for."""


def create(name="local"):
    """A key-value store: a working local one, or KVStoreNotProvided for distributed kinds."""
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    name = name.lower()
    if name in KVStoreBase.kv_registry:
        return KVStoreBase.kv_registry[name]()
    if name in _LOCAL:
        return KVStore(name)
    raise KVStoreNotProvided(f"kvstore type {name!r} is not provided by the hybridlint runtime: "
                             "it runs in one process ('local', 'device'); distributed training "
                             "(dist_*, horovod, byteps) needs the real MXNet")
