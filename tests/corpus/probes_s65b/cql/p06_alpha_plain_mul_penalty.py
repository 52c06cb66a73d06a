"""CQL penalty weighted by the learned alpha with a plain `*`: `alpha` from a (1,) `log_alpha` Parameter
times the (B, 1) gap between log-sum-exp and data Q (PyTorch's `alpha * (lse - q_data)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (2, 1)]


class PlainAlphaPenalty(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(1)
            self.log_alpha = self.params.get("log_alpha", shape=(1,), init="zeros")

    def hybrid_forward(self, F, obs, act, lse, log_alpha):
        alpha = F.exp(log_alpha)
        return (alpha * (lse - self.q(F.concat(obs, act, dim=1)))).mean()


Net = PlainAlphaPenalty
