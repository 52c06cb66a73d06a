"""ResGCN+ pre-activation residual blocks: BatchNorm -> ReLU -> a graph conv (a 1x1 Conv1D over points after max-relative aggregation `max_j(x_j - x_i)` computed from k-NN by `F.topk` and `one_hot`), added back to the input by a plain `+` of equal (N, C, P) shapes, the depth a python constant."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PreActResGCN(HybridBlock):
    def __init__(self, channels=4, depth=2, k=2, points=6, **kwargs):
        super().__init__(**kwargs)
        self._k, self._p = k, points
        self.norms, self.convs = nn.HybridSequential(), nn.HybridSequential()
        for _ in range(depth):
            self.norms.add(nn.BatchNorm(in_channels=channels))
            self.convs.add(nn.Conv1D(channels, 1, in_channels=2 * channels))

    def mr_conv(self, F, conv, x):
        xt = F.transpose(x, axes=(0, 2, 1))
        idx = F.topk(2 * F.batch_dot(xt, x), k=self._k, axis=-1, ret_typ="indices")
        xj = F.batch_dot(F.one_hot(idx, self._p).reshape((0, -3, 0)), xt).reshape((0, -4, self._p, self._k, 0))
        rel = F.max(F.broadcast_sub(xj, F.expand_dims(xt, axis=2)), axis=2)
        return conv(F.concat(x, F.transpose(rel, axes=(0, 2, 1)), dim=1))

    def hybrid_forward(self, F, x):
        for norm, conv in zip(self.norms, self.convs):
            x = x + self.mr_conv(F, conv, F.relu(norm(x)))
        return x


Net = PreActResGCN
