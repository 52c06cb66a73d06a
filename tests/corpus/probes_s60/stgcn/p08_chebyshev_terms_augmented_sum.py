"""Chebyshev graph convolution with one 1x1 conv per order, the terms' outputs accumulated with `out += self.thetas[k](tk)` after the first."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 5)]


class SumChebGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, num_nodes=5, order=3, **kwargs):
        super().__init__(**kwargs)
        self._order = order
        a = np.eye(num_nodes, k=1, dtype="float32") + np.eye(num_nodes, k=-1, dtype="float32")
        with self.name_scope():
            self.lap = self.params.get_constant("lap", (np.eye(num_nodes) - a / 2).astype("float32"))
            self.thetas = nn.HybridSequential()
            for _ in range(order):
                self.thetas.add(nn.Conv2D(out_channels, 1, in_channels=channels))

    def hybrid_forward(self, F, x, lap):
        t_prev, t_cur = x, F.dot(x, lap)
        out = self.thetas[0](t_prev)
        out += self.thetas[1](t_cur)
        for k in range(2, self._order):
            t_prev, t_cur = t_cur, 2 * F.dot(t_cur, lap) - t_prev
            out += self.thetas[k](t_cur)
        return F.relu(out)


Net = SumChebGraphConv
