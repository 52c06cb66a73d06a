"""SchNet-style interatomic distances expanded in gaussian radial basis functions centred on a fixed grid."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_rbf=5, cutoff=2.0, gamma=4.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._gamma = gamma
        with self.name_scope():
            self.centers = self.params.get_constant('centers', np.linspace(0, cutoff, num_rbf).reshape((1, num_rbf)))

    def hybrid_forward(self, F, pos, centers):
        diff = pos.expand_dims(2) - pos.expand_dims(1)
        r = F.sqrt((diff ** 2).sum(axis=-1) + 1e-8)
        return F.exp(-self._gamma * (r.expand_dims(-1) - centers) ** 2)
