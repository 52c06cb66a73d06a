"""Performer features with the random projection kept as an NDArray attribute (`self.proj =
nd.array(...)`) and read inside hybrid_forward."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class FavorFeatures(HybridBlock):
    def __init__(self, dim=8, num_features=12, **kwargs):
        super().__init__(**kwargs)
        self.proj = nd.array(np.random.RandomState(4).normal(size=(num_features, dim)))
        with self.name_scope():
            self.fc = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return F.relu(F.dot(h, self.proj, transpose_b=True))


Net = FavorFeatures
