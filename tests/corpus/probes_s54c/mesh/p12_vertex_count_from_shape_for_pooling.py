"""Mean vertex feature computed as `F.sum(x, axis=1) / x.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class MeshReadout(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
        h = F.relu(self.fc(x))
        return F.sum(h, axis=1) / x.shape[1]


Net = MeshReadout
