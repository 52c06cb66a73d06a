"""Point-cloud preprocessing: centre each cloud on its centroid and scale it into the unit sphere."""
from mxnet.gluon import nn


INPUTS = [(3, 16, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, in_units=3, flatten=False)

    def hybrid_forward(self, F, points):
        centred = points - points.mean(axis=1, keepdims=True)
        radius = F.max(F.norm(centred, axis=2, keepdims=True), axis=1, keepdims=True)
        return self.embed(centred / radius)
