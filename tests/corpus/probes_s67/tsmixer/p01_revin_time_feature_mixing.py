"""TSMixer: RevIN normalisation by (B, 1, C) keepdims statistics over time with `broadcast_sub/div` and a
learned (C,) affine spread by `broadcast_mul/add`, a time-mixing MLP on the transposed (B, C, L) view, a
feature-mixing MLP, the temporal projection L -> horizon, the RevIN inverse."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class TSMixer(HybridBlock):
    def __init__(self, seq_len=8, channels=3, horizon=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(channels,), init="ones")
            self.beta = self.params.get("beta", shape=(channels,), init="zeros")
            self.time_mlp = nn.Dense(seq_len, flatten=False, activation="relu")
            self.feat_mlp = nn.Dense(channels, flatten=False, activation="relu")
            self.proj = nn.Dense(horizon, flatten=False)

    def hybrid_forward(self, F, x, gamma, beta):
        mu = F.mean(x, axis=1, keepdims=True)
        sd = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mu)), axis=1, keepdims=True) + self.eps)
        x = F.broadcast_add(F.broadcast_mul(F.broadcast_div(F.broadcast_sub(x, mu), sd), gamma), beta)
        x = x + self.time_mlp(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        x = x + self.feat_mlp(x)
        y = self.proj(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        y = F.broadcast_div(F.broadcast_sub(y, beta), gamma + self.eps)
        return F.broadcast_add(F.broadcast_mul(y, sd), mu)


Net = TSMixer
