"""Signed distance loss invariant to a per-shape offset: the (N, P, 1) per-point predictions from a flatten=False Dense are centred by subtracting their (N, 1, 1) per-shape mean with the plain `-` before the L1 against the centred ground truth."""
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
        pred = F.clip(self.mlp(pts), -self.delta, self.delta)
        pred = pred - F.mean(pred, axis=1, keepdims=True)
        gt = F.clip(sdf, -self.delta, self.delta).expand_dims(2)
        gt = F.broadcast_sub(gt, F.mean(gt, axis=1, keepdims=True))
        return F.mean(F.abs(pred - gt), axis=(1, 2))
