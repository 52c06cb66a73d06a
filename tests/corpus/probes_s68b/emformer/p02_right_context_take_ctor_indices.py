"""Emformer right-context lookahead: the frames after each segment gathered by `F.take` along time with
an index constant computed in `__init__` from the segment length, the right-context length and the
utterance length (clipped at the last frame), put before the utterance as in torchaudio."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


def right_context_indices(length, segment_length, right_context_length):
    idx = []
    for start in range(segment_length, length + 1, segment_length):
        idx.extend(min(start + j, length - 1) for j in range(right_context_length))
    return np.array(idx, dtype="float32")


class RightContext(HybridBlock):
    def __init__(self, dim=6, length=8, segment_length=4, right_context_length=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rc_idx = self.params.get_constant(
                "rc_idx", right_context_indices(length, segment_length, right_context_length))
            self.proj = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, rc_idx):
        rc = F.take(x, rc_idx, axis=1, mode="clip")
        return self.proj(F.concat(rc, x, dim=1))


Net = RightContext
