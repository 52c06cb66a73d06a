"""DPR with python-valued choices that look data-dependent: `if self._shared:` picks one encoder for both
sides (a constructor flag), an eager-only `if F is nd:` assertion on `scores.shape`, and the scores scaled
by `sum(self._temps) / len(self._temps)` of a python list of numbers."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class SharedEncoderScores(HybridBlock):
    def __init__(self, dim=8, shared=True, temps=(1.0, 0.5, 0.25), **kwargs):
        super().__init__(**kwargs)
        self._shared, self._temps = shared, list(temps)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        q = self.q_proj(q_cls)
        p = self.q_proj(p_cls) if self._shared else self.p_proj(p_cls)
        scores = F.dot(q, p, transpose_b=True)
        if F is nd:
            assert scores.shape[1] % scores.shape[0] == 0
        scale = sum(self._temps) / len(self._temps)
        return F.log_softmax(scores * scale, axis=1)


Net = SharedEncoderScores
