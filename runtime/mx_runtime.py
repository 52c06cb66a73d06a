"""``mx.runtime``: MXNet 1.9.1's compile-time feature query (``Features().is_enabled('CUDA')``).

Scripts and test suites gate code on these flags.  The runtime answers for what it imitates: the
CPU pip wheel of MXNet 1.9.1 (oneDNN build: its MKLDNN-only operators and int8 kernels are
reproduced, so ``MKLDNN`` is on), plus ``CUDA`` where cupy sees a GPU (the runtime's GPU path).
The instruction-set flags are MXNet's build options, not this machine's, and features the
runtime does not provide (distributed kvstore, the profiler's output, TensorRT ...) are off.
The names and their order are MXNet 1.9.1's; an unknown name raises RuntimeError, as there.
"""
from __future__ import annotations

import collections

from .context import num_gpus

__all__ = ["Feature", "Features", "feature_list"]

# MXNet 1.9.1's feature names in its order (libinfo.h), with the CPU pip wheel's values
# (measured: mx.runtime.Features() of the wheel bench/make_mxnet_venv.sh installs)
_WHEEL = (("CUDA", False), ("CUDNN", False), ("NCCL", False), ("CUDA_RTC", False),
          ("TENSORRT", False), ("CPU_SSE", True), ("CPU_SSE2", True), ("CPU_SSE3", True),
          ("CPU_SSE4_1", False), ("CPU_SSE4_2", False), ("CPU_SSE4A", False),
          ("CPU_AVX", False), ("CPU_AVX2", False), ("OPENMP", True), ("SSE", False),
          ("F16C", False), ("JEMALLOC", False), ("BLAS_OPEN", True), ("BLAS_ATLAS", False),
          ("BLAS_MKL", False), ("BLAS_APPLE", False), ("LAPACK", True), ("MKLDNN", True),
          ("OPENCV", True), ("CAFFE", False), ("PROFILER", False), ("DIST_KVSTORE", True),
          ("CXX14", False), ("INT64_TENSOR_SIZE", False), ("SIGNAL_HANDLER", True),
          ("DEBUG", False), ("TVM_OP", False))
# where the runtime differs from the wheel: what it does not provide is off
_NOT_PROVIDED = {"DIST_KVSTORE", "OPENCV", "SIGNAL_HANDLER"}


class Feature:
    """One compile-time feature: ``name`` and ``enabled``."""

    __slots__ = ("name", "enabled")

    def __init__(self, name: str, enabled: bool):
        self.name = name
        self.enabled = enabled

    def __repr__(self):
        return f"{'✔' if self.enabled else '✖'} {self.name}"


def feature_list() -> list[Feature]:
    gpu = num_gpus() > 0
    return [Feature(name, gpu if name == "CUDA" else on and name not in _NOT_PROVIDED)
            for name, on in _WHEEL]


class Features(collections.OrderedDict):
    """Feature name -> :class:`Feature`, one instance per process (as MXNet's)."""

    instance = None

    def __new__(cls):
        if cls.instance is None:
            cls.instance = super().__new__(cls)
            super(Features, cls.instance).__init__((f.name, f) for f in feature_list())
        return cls.instance

    def __repr__(self):
        return str(list(self.values()))

    def is_enabled(self, feature_name: str) -> bool:
        feature_name = feature_name.upper()
        if feature_name not in self:
            raise RuntimeError(f"Feature '{feature_name}' is unknown, known features are: "
                               f"{list(self.keys())}")
        return self[feature_name].enabled
