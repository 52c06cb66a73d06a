"""``mxnet.gluon.contrib.nn``: the contrib layers MXNet 1.9.1 keeps there."""
from numbers import Number

from .block import HybridBlock
import warnings

from ..context import num_gpus
from ..errors import MXNetError
from .nn import BatchNorm, Concurrent, HybridConcurrent, Identity

__all__ = ["Concurrent", "HybridConcurrent", "Identity", "SyncBatchNorm", "SparseEmbedding", "PixelShuffle1D", "PixelShuffle2D",
           "PixelShuffle3D"]


def _factors(factor, n):
    if isinstance(factor, Number):
        return (int(factor),) * n
    factor = tuple(int(f) for f in factor)
    if len(factor) != n:
        raise ValueError(f"wrong length {len(factor)} of factor, expected {n}")
    return factor


class PixelShuffle1D(HybridBlock):
    """(N, f*C, W) -> (N, C, W*f): moves channels into the width axis."""

    def __init__(self, factor):
        super().__init__()
        self._factor = int(factor)

    def hybrid_forward(self, F, x):
        f = self._factor
        x = F.reshape(x, (0, -4, -1, f, 0))          # (N, C, f, W)
        x = F.transpose(x, (0, 1, 3, 2))             # (N, C, W, f)
        return F.reshape(x, (0, 0, -3))              # (N, C, W*f)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._factor})"


class PixelShuffle2D(HybridBlock):
    """(N, f1*f2*C, H, W) -> (N, C, H*f1, W*f2)."""

    def __init__(self, factor):
        super().__init__()
        self._factors = _factors(factor, 2)

    def hybrid_forward(self, F, x):
        f1, f2 = self._factors
        x = F.reshape(x, (0, -4, -1, f1 * f2, 0, 0))   # (N, C, f1*f2, H, W)
        x = F.reshape(x, (0, 0, -4, f1, f2, 0, 0))     # (N, C, f1, f2, H, W)
        x = F.transpose(x, (0, 1, 4, 2, 5, 3))         # (N, C, H, f1, W, f2)
        return F.reshape(x, (0, 0, -3, -3))            # (N, C, H*f1, W*f2)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._factors})"


class PixelShuffle3D(HybridBlock):
    """(N, f1*f2*f3*C, D, H, W) -> (N, C, D*f1, H*f2, W*f3)."""

    def __init__(self, factor):
        super().__init__()
        self._factors = _factors(factor, 3)

    def hybrid_forward(self, F, x):
        f1, f2, f3 = self._factors
        x = F.reshape(x, (0, -4, -1, f1 * f2 * f3, 0, 0, 0))   # (N, C, f1*f2*f3, D, H, W)
        x = F.swapaxes(x, 2, 3)                                 # (N, C, D, f1*f2*f3, H, W)
        x = F.reshape(x, (0, 0, 0, -4, f1, f2 * f3, 0, 0))      # (N, C, D, f1, f2*f3, H, W)
        x = F.reshape(x, (0, 0, -3, 0, 0, 0))                   # (N, C, D*f1, f2*f3, H, W)
        x = F.swapaxes(x, 3, 4)                                 # (N, C, D*f1, H, f2*f3, W)
        x = F.reshape(x, (0, 0, 0, 0, -4, f2, f3, 0))           # (N, C, D*f1, H, f2, f3, W)
        x = F.reshape(x, (0, 0, 0, -3, 0, 0))                   # (N, C, D*f1, H*f2, f3, W)
        x = F.swapaxes(x, 4, 5)                                 # (N, C, D*f1, H*f2, W, f3)
        return F.reshape(x, (0, 0, 0, 0, -3))                   # (N, C, D*f1, H*f2, W*f3)

    def __repr__(self):
        return f"{self.__class__.__name__}({self._factors})"


class SyncBatchNorm(BatchNorm):
    """Cross-device synchronised BatchNorm (MXNet's ``contrib.nn.SyncBatchNorm``): the
    ``contrib.SyncBatchNorm`` op with ``ndev`` devices and ``key`` = the block's prefix.  The
    runtime drives one device per block, where the synchronised statistics are the batch's
    own, so it computes what BatchNorm computes; parameters are named as BatchNorm's."""

    def __init__(self, in_channels=0, num_devices=None, momentum=0.9, epsilon=1e-5,
                 center=True, scale=True, use_global_stats=False, beta_initializer="zeros",
                 gamma_initializer="ones", running_mean_initializer="zeros",
                 running_variance_initializer="ones", **kwargs):
        super().__init__(axis=1, momentum=momentum, epsilon=epsilon, center=center, scale=scale,
                         use_global_stats=use_global_stats, beta_initializer=beta_initializer,
                         gamma_initializer=gamma_initializer,
                         running_mean_initializer=running_mean_initializer,
                         running_variance_initializer=running_variance_initializer,
                         in_channels=in_channels, **kwargs)
        if num_devices is None:
            warnings.warn("Caution using SyncBatchNorm: if not using all the GPUs, please "
                          "mannually set num_devices", UserWarning)
            num_devices = max(num_gpus(), 1)
        self._kwargs = {"eps": epsilon, "momentum": momentum, "fix_gamma": not scale,
                        "use_global_stats": use_global_stats, "ndev": num_devices,
                        "key": self.prefix}

    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        return F.contrib.SyncBatchNorm(x, gamma, beta, running_mean, running_var, name="fwd",
                                       **self._kwargs)


class SparseEmbedding:
    """MXNet's row-sparse-gradient Embedding: not provided (the runtime has dense storage
    only); ``gluon.nn.Embedding`` computes the same values with a dense gradient."""

    def __init__(self, *args, **kwargs):
        raise MXNetError("gluon.contrib.nn.SparseEmbedding needs sparse storage, which the "
                         "hybridlint runtime does not provide: use gluon.nn.Embedding")
