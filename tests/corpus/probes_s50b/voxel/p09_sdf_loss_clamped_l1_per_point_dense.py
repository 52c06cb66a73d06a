"""Signed distance regression loss (DeepSDF): per-point predictions from a flatten=False Dense reshaped to (N, P) by the code `(0, -1)` and the ground truth clamped to [-delta, delta], L1 averaged over the points."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 3), (2, 12)]


class Net(HybridBlock):
    def __init__(self, hidden=16, delta=0.1, **kwargs):
        super().__init__(**kwargs)
        self.delta = delta
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, flatten=False, in_units=3, activation="relu"),
                         nn.Dense(1, flatten=False, in_units=hidden, activation="tanh"))

    def hybrid_forward(self, F, pts, sdf):
        pred = self.mlp(pts).reshape((0, -1))
        err = F.clip(pred, -self.delta, self.delta) - F.clip(sdf, -self.delta, self.delta)
        return F.mean(F.abs(err), axis=1)
