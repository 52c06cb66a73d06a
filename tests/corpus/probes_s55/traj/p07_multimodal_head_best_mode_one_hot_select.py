"""Multimodal trajectory head (MTP): K modes reshaped to (N, K, T, 2) by reshape codes, mode probabilities by softmax, the best mode selected with `one_hot(argmax)` and broadcast products."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10)]


class MultiModalHead(HybridBlock):
    def __init__(self, num_modes=3, horizon=4, **kwargs):
        super().__init__(**kwargs)
        self.num_modes = num_modes
        self.horizon = horizon
        with self.name_scope():
            self.traj = nn.Dense(num_modes * horizon * 2, in_units=10)
            self.prob = nn.Dense(num_modes, in_units=10)

    def hybrid_forward(self, F, feat):
        trajs = F.reshape(self.traj(feat), (0, self.num_modes, self.horizon, 2))
        probs = F.softmax(self.prob(feat), axis=-1)
        best = F.one_hot(F.argmax(probs, axis=1), self.num_modes)
        sel = F.broadcast_mul(trajs, F.reshape(best, (0, 0, 1, 1)))
        return F.sum(sel, axis=1), probs


Net = MultiModalHead
