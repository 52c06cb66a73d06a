"""Multimodal head that picks the most likely mode of the first sample with `.asscalar()` and returns that mode for the batch."""
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
        mode = int(F.argmax(F.mean(probs, axis=0), axis=0).asscalar())
        return F.squeeze(F.slice_axis(trajs, axis=1, begin=mode, end=mode + 1), axis=1)


Net = MultiModalHead
