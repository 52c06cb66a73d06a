"""Group-wise style statistics: channels split into python-many groups by `F.split(num_outputs=g)` and iterated with `enumerate`, a Gram matrix per group."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6)]


class Net(HybridBlock):
    def __init__(self, channels=6, groups=3, **kwargs):
        super().__init__(**kwargs)
        self._groups = groups
        self._norm = float(channels // groups * 36)
        with self.name_scope():
            self.features = nn.Conv2D(channels, 3, padding=1, in_channels=3, activation="relu")

    def hybrid_forward(self, F, generated, style):
        g_parts = F.split(self.features(generated), num_outputs=self._groups, axis=1)
        s_parts = F.split(self.features(style), num_outputs=self._groups, axis=1)
        losses = []
        for i, g in enumerate(g_parts):
            g = g.reshape((0, 0, -1))
            s = s_parts[i].reshape((0, 0, -1))
            diff = F.batch_dot(g, g, transpose_b=True) - F.batch_dot(s, s, transpose_b=True)
            losses.append(F.mean(F.square(diff / self._norm)))
        return F.add_n(*losses)
