"""PointRend inference picking the uncertain cells with numpy: `np.argsort(uncertainty.asnumpy(), axis=1)[:, -k:]` turned back into an index array for `pick`-style gathering by `one_hot`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class NumpyUncertainPoints(HybridBlock):
    def __init__(self, channels=8, size=6, num_points=5, **kwargs):
        super(NumpyUncertainPoints, self).__init__(**kwargs)
        self._cells = size * size
        self._k = num_points
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, feats):
        uncertainty = -F.abs(self.mask(feats).reshape((0, -1)))
        idx = np.argsort(uncertainty.asnumpy(), axis=1)[:, -self._k:]
        picks = F.one_hot(nd.array(idx), depth=self._cells)
        return F.batch_dot(picks, feats.reshape((0, 0, -1)).transpose((0, 2, 1)))


Net = NumpyUncertainPoints
