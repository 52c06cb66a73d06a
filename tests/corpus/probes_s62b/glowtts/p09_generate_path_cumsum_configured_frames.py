"""Glow-TTS `generate_path` without python loops: integer durations clipped from `exp(logw)`, `F.cumsum` over text positions, frame positions from `F.arange` of the configured maximal mel length, path `broadcast_lesser(pos, cum) - broadcast_lesser(pos, cum - w)`, the prior means expanded by `batch_dot`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5), (2, 5, 4)]


class GeneratePath(HybridBlock):
    def __init__(self, max_frames=12, **kwargs):
        super().__init__(**kwargs)
        self._max_frames = max_frames

    def hybrid_forward(self, F, logw, m):
        w = F.clip(F.ceil(F.exp(logw)), 1, 2)
        cum = F.cumsum(w, axis=1)
        pos = F.arange(self._max_frames).reshape((1, 1, -1))
        path = F.broadcast_lesser(pos, cum.expand_dims(2)) - F.broadcast_lesser(pos, (cum - w).expand_dims(2))
        return F.batch_dot(path, m, transpose_a=True)


Net = GeneratePath
