"""KAN grid extension: knots re-fitted to the batch's sorted inputs read back with `.asnumpy()` and sent in again by `F.array`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 3)]


class AdaptiveGridKAN(HybridBlock):
    def __init__(self, in_features=3, grid_size=4, **kwargs):
        super(AdaptiveGridKAN, self).__init__(**kwargs)
        self.grid_size = grid_size
        with self.name_scope():
            self.mix = nn.Dense(2, in_units=in_features * (grid_size + 1))

    def hybrid_forward(self, F, x):
        xs = np.sort(x.asnumpy(), axis=0)
        idx = np.linspace(0, xs.shape[0] - 1, self.grid_size + 1).astype("int64")
        grid = F.array(xs[idx].T)
        dist = F.broadcast_sub(x.expand_dims(-1), grid.expand_dims(0))
        return self.mix(F.exp(-dist ** 2).reshape((0, -1)))


Net = AdaptiveGridKAN
